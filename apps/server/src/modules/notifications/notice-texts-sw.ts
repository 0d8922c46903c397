// The Kiswahili of every in-app notification (issue #20 §1): notify() stores, e-mails and pushes the
// recipient's language (users.locale), so each caller passes { en, sw }. The English stays where it
// was (the spec's words, beside its caller); this file holds the Kiswahili, in the glossary's words
// (docs/kiswahili-glossary.md): tokeni, dau, pochi, changamoto, kutoa tokeni. Amounts arrive already
// written (KES 1,000): Kiswahili writes numbers the same way, the noun first ("tokeni 50").
import { mpesaFailureMessage } from '@changamoto/shared/domain';

/** "tokeni 1,000" (same singular and plural; the number after the noun). */
export const tokeni = (count: number) => `tokeni ${count.toLocaleString('en-KE')}`;
/** The same at the start of a sentence. */
const Tokeni = (count: number) => `Tokeni ${count.toLocaleString('en-KE')}`;

/** A challenge's outcome (outcomeWords in Kiswahili, as the challenge page says it). */
export function outcomeWordsSw(outcome: string, playerAName: string | null | undefined, playerBName: string | null | undefined): string {
  switch (outcome) {
    case 'solo_succeeds':
      return 'Imefanikiwa';
    case 'solo_fails':
      return 'Imeshindwa';
    case 'player_a_wins':
      return `${playerAName || 'Mchezaji A'} ameshinda`;
    case 'player_b_wins':
      return `${playerBName || 'Mchezaji B'} ameshinda`;
    case 'completed':
      return 'Imekamilika';
    default:
      return outcome;
  }
}

export const NOTICES_SW = {
  // Account state (admin actions, issue #24 item 11).
  frozen: (reason: string) => `Salio lako la tokeni limezuiwa: kununua, kuweka dau, kutoa tokeni na kuchukua bonasi kumesitishwa hadi huduma kwa wateja iliondolee zuio. Sababu: ${reason}`,
  unfrozen: 'Salio lako la tokeni halijazuiwa tena. Unaweza kununua, kuweka dau, kutoa tokeni na kuchukua bonasi tena.',
  suspended: (reason: string, until: string | null) => `Akaunti yako imesimamishwa${until ? ` hadi ${until}` : ''}, kwa hivyo umetolewa. Sababu: ${reason}. Wasiliana na support@changamoto.co.ke ikiwa unaamini hili ni kosa.`,

  // Settlement (settlement.service noticeOf).
  cancelledRefund: (title: string, tokens: number) => `“${title}” imeghairiwa: ${tokeni(tokens)} zako zimerudishwa.`,
  lossMitigation: (title: string, tokens: number) => `“${title}” haikwenda upande wako: ${tokeni(tokens)} za bonasi kutoka kwenye dau lako zimerudishwa kwako.`,
  nothingToShare: (feePercent: number) => ` Hakukuwa na cha kugawa zaidi ya madau ya washindi baada ya ada ya jukwaa ya ${feePercent} %, ambayo ina kikomo ili washindi wasipate chini ya dau lao.`,
  backedWon: (title: string, credited: number, back: number, winnings: number, why: string) =>
    `Matokeo uliyounga mkono kwenye “${title}” yameshinda: ${tokeni(credited)} (tokeni ${back} ulizounga mkono pamoja na ${tokeni(winnings)}) ziko kwenye pochi yako.${why}`,
  won: (title: string, credited: number, back: number, winnings: number, why: string) => `Umeshinda “${title}”: ${tokeni(credited)} (dau lako la tokeni ${back} pamoja na ${tokeni(winnings)}) ziko kwenye pochi yako.${why}`,

  // Results decided by an admin (results.service).
  decided: (title: string, words: string, reason: string | null) => `Msimamizi ameamua “${title}”: ${words}.${reason ? ` Sababu: ${reason}` : ''}`,

  // Invites (challenges.service).
  inviteReceived: (creator: string, title: string) => `${creator} amekupa changamoto ya "${title}". Kubali au kataa mwaliko.`,
  inviteRejectedRefund: (opponent: string, title: string, tokens: number) => `${opponent} amekataa "${title}". ${Tokeni(tokens)} zako zimerudishwa.`,
  inviteExpiredRefund: (title: string, tokens: number) => `Hakuna aliyekubali "${title}" kwa wakati, kwa hivyo imeghairiwa. ${Tokeni(tokens)} zako zimerudishwa.`,

  // Rewards (rewards.service).
  dailyBonus: (tokens: number) => `Umepokea bonasi yako ya kila siku ya ${tokeni(tokens)} za bonasi.`,
  referee: (tokens: number, referrer: string) => `Umepokea ${tokeni(tokens)} za bonasi kwa kutumia msimbo wa rufaa wa ${referrer}.`,
  referrer: (tokens: number, referee: string) => `${referee} ametumia msimbo wako wa rufaa: umepokea ${tokeni(tokens)} za bonasi.`,
  newPlayer: 'Mchezaji mpya',
  onboarding: (tokens: number) => `Karibu Changamoto! Umepokea ${tokeni(tokens)} za bonasi kwa kukamilisha hatua za mwanzo.`,

  // Purchases (purchases.service, mpesa-purchases.service).
  purchaseComplete: (tokens: number, kes: string) => `Ununuzi wako wa ${tokeni(tokens)} kwa KES ${kes} umekamilika.`,
  /** An STK push that ended: the M-Pesa reason (declined, timed out, not enough) in Kiswahili. */
  mpesaPaymentFailed: (kes: number | string, gatewayResponse: string | null | undefined) => `Malipo yako ya KES ${kes} hayakufaulu. ${mpesaFailureMessage(gatewayResponse, 'sw')}`,
  /** An STK push that ended with a reason already in words (timed out). */
  mpesaPaymentFailedBecause: (kes: number | string, reason: string) => `Malipo yako ya KES ${kes} hayakufaulu. ${reason}`,
  /** A card payment that failed: the card network's reason stays as Paystack wrote it. */
  paymentFailed: (kes: number | string, reason: string) => `Malipo yako ya KES ${kes} hayakufaulu: ${reason}`,
  unknownToPaystack: 'Paystack haina rekodi ya malipo haya, kwa hivyo hakuna kilichotozwa wala kuongezwa.',

  // Redemptions (payouts).
  redemptionStarted: (tokens: number, kes: string, destination: string) => `Utoaji wako wa ${tokeni(tokens)} umeanza: KES ${kes} zinatumwa kwa ${destination}. Kwa kawaida hufika ndani ya siku 1-3 za kazi.`,
  redemptionFailed: (tokens: number, reason: string) => `Utoaji wako wa ${tokeni(tokens)} haukuweza kulipwa: ${reason.replace(/\.?\s*$/, '')}. ${Tokeni(tokens)} zimerudi kwenye pochi yako.`,

  // Identity verification (kyc.service).
  kycApproved: 'Utambulisho wako umethibitishwa. Sasa unaweza kutoa tokeni kutoka kwenye pochi yako.',
  kycRejected: (reason: string) => `Uthibitishaji wa utambulisho wako haukukubaliwa: ${reason} Unaweza kurekebisha na kutuma tena kupitia Thibitisha utambulisho kwenye wasifu wako.`,
  kycApprovedSubject: 'Utambulisho umethibitishwa · Changamoto',
  kycRejectedSubject: 'Uthibitishaji wa utambulisho haukukubaliwa · Changamoto',

  // The admins' reconciliation alert (finance.service).
  reconciliation: (period: string, count: number) => `Ulinganisho na Paystack wa ${period} umepata tofauti ${count}. Fungua Msimamizi → Fedha ili kuona kila moja.`,
  reconciliationSubject: (period: string) => `Tofauti za ulinganisho (${period}) · Changamoto`,
  reconciliationMore: (more: number) => `… na nyingine ${more}.`,
  periodTo: (from: string, to: string) => `${from} hadi ${to}`,
} as const;
