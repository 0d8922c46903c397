// Every USSD screen in English (the spec's copy) and Kiswahili (glossary: tokeni, changamoto, kuunga
// mkono, dau). A screen starts with CON (the session continues) or END (it ends); Africa's Talking
// shows at most 182 characters, so titles are cut and lists are short.
import { formatAvailableFrom, tokensText, USSD_SERVICE_CODE } from '@changamoto/shared/domain';

export type UssdLocale = 'en' | 'sw';

/** A title cut to fit a line of a feature phone's screen. */
export const short = (title: string, max = 22) => (title.length > max ? `${title.slice(0, max - 1)}…` : title);
const at = (date: Date) => formatAvailableFrom(date.toISOString());

const en = {
  main: 'CON Changamoto\n1. My balance\n2. My challenges\n3. Back a challenge\n4. Buy tokens\n5. Withdraw to M-Pesa\n0. Lugha / Language',
  balance: (total: number, withdrawable: number) => `END Balance: ${tokensText(total)}\nWithdrawable: ${tokensText(withdrawable)}`,
  notRegistered: 'END This number is not on a Changamoto account. Sign up at changamoto.co.ke and verify your phone.',
  unverified: 'END Verify this phone number in your Changamoto profile to use USSD.',
  suspended: 'END Your account is suspended.',
  invalid: `END Invalid choice. Dial ${USSD_SERVICE_CODE} to start again.`,
  nothing: 'END No invites and no active challenges.',
  invitesHeading: 'Invites awaiting you:',
  activeHeading: 'Active:',
  pickInvite: 'Reply with an invite number.',
  inviteLine: (n: number, title: string, stake: number) => `${n}. ${short(title)} (${stake})`,
  inviteOptions: (title: string, stake: number, from: string) => `CON ${short(title, 40)}\nStake: ${tokensText(stake)}, from ${from}\n1. Accept\n2. Reject`,
  enterPin: (what: string) => `CON ${what}\nEnter your 4-digit USSD PIN`,
  acceptWhat: (title: string, stake: number) => `Accept ${short(title, 40)}: stake ${tokensText(stake)}.`,
  accepted: (title: string) => `END Invite accepted: ${short(title, 40)}. Your stake is in escrow.`,
  rejected: (title: string) => `END Invite rejected: ${short(title, 40)}. The creator's stake goes back to them.`,
  askCode: 'CON Enter the challenge code (e.g. K7P2QX)',
  unknownCode: 'END No challenge has that code.',
  notBackable: 'END This challenge cannot be backed on USSD. Open it in the Changamoto app.',
  sides: (title: string, one: string, two: string) => `CON ${short(title, 40)}\nBack:\n1. ${one}\n2. ${two}`,
  soloSucceeds: 'It succeeds',
  soloFails: 'It fails',
  wins: (name: string) => `${short(name, 20)} wins`,
  askTokens: 'CON How many tokens?',
  backWhat: (side: string, code: string, tokens: number) => `Back "${side}" on ${code} with ${tokensText(tokens)}.`,
  backed: (side: string, code: string, tokens: number) => `END You backed "${side}" on ${code} with ${tokensText(tokens)}.`,
  askKes: 'CON Buy tokens: amount in KES (paid with M-Pesa)',
  buyStarted: (kes: number) => `END Check your phone: enter your M-Pesa PIN to pay KES ${kes}.`,
  askWithdraw: (available: number) => `CON Withdraw to this M-Pesa number.\nTokens to withdraw (withdrawable: ${available})`,
  kycRequired: 'END Verify your identity in the Changamoto app before you withdraw.',
  noPayoutAccount: 'END Add this M-Pesa number as a payout account in the Changamoto app first.',
  withdrawWhat: (tokens: number, fee: number, tax: number, net: number) => `Withdraw ${tokensText(tokens)}\nFee: KES ${fee}\nTax: KES ${tax}\nYou get: KES ${net}`,
  withdrawn: (net: number) => `END Withdrawal started: KES ${net} to this M-Pesa number. It usually arrives within 1-3 business days.`,
  language: 'CON Choose language / Chagua lugha\n1. English\n2. Kiswahili',
  languageSet: 'END Language set to English.',
  pinNotSet: 'END Set your USSD PIN in your Changamoto profile first.',
  pinWrong: (left: number) => `END Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  pinLockedNow: (until: Date) => `END Wrong PIN. Your PIN is locked until ${at(until)}.`,
  pinLocked: (until: Date) => `END Your PIN is locked until ${at(until)}.`,
  refused: (message: string) => `END ${message}`,
  busy: 'END Please try again in a moment.',
  pinLockedSms: (until: Date) => `Changamoto: your USSD PIN was locked after 3 wrong tries. It unlocks at ${at(until)}. Not you? Change your PIN in your profile.`,
};

export type UssdMessages = typeof en;

const sw: UssdMessages = {
  main: 'CON Changamoto\n1. Salio langu\n2. Changamoto zangu\n3. Unga mkono changamoto\n4. Nunua tokeni\n5. Toa kwa M-Pesa\n0. Lugha / Language',
  balance: (total, withdrawable) => `END Salio: tokeni ${total}\nInaweza kutolewa: tokeni ${withdrawable}`,
  notRegistered: 'END Nambari hii haiko kwenye akaunti ya Changamoto. Jisajili kwenye changamoto.co.ke na uthibitishe simu yako.',
  unverified: 'END Thibitisha nambari hii kwenye wasifu wako wa Changamoto ili kutumia USSD.',
  suspended: 'END Akaunti yako imesimamishwa.',
  invalid: `END Chaguo si sahihi. Piga ${USSD_SERVICE_CODE} kuanza upya.`,
  nothing: 'END Hakuna mialiko wala changamoto zinazoendelea.',
  invitesHeading: 'Mialiko inayokusubiri:',
  activeHeading: 'Zinazoendelea:',
  pickInvite: 'Jibu kwa nambari ya mwaliko.',
  inviteLine: (n, title, stake) => `${n}. ${short(title)} (${stake})`,
  inviteOptions: (title, stake, from) => `CON ${short(title, 40)}\nDau: tokeni ${stake}, kutoka ${from}\n1. Kubali\n2. Kataa`,
  enterPin: (what) => `CON ${what}\nWeka PIN yako ya USSD ya tarakimu 4`,
  acceptWhat: (title, stake) => `Kubali ${short(title, 40)}: dau tokeni ${stake}.`,
  accepted: (title) => `END Umekubali mwaliko: ${short(title, 40)}. Dau lako limehifadhiwa.`,
  rejected: (title) => `END Umekataa mwaliko: ${short(title, 40)}. Dau la mwanzilishi linarudishwa kwake.`,
  askCode: 'CON Weka msimbo wa changamoto (mf. K7P2QX)',
  unknownCode: 'END Hakuna changamoto yenye msimbo huo.',
  notBackable: 'END Changamoto hii haiwezi kuungwa mkono kwa USSD. Ifungue kwenye programu ya Changamoto.',
  sides: (title, one, two) => `CON ${short(title, 40)}\nUnga mkono:\n1. ${one}\n2. ${two}`,
  soloSucceeds: 'Itafanikiwa',
  soloFails: 'Haitafanikiwa',
  wins: (name) => `${short(name, 20)} ashinde`,
  askTokens: 'CON Tokeni ngapi?',
  backWhat: (side, code, tokens) => `Unga mkono "${side}" kwenye ${code} kwa tokeni ${tokens}.`,
  backed: (side, code, tokens) => `END Umeunga mkono "${side}" kwenye ${code} kwa tokeni ${tokens}.`,
  askKes: 'CON Nunua tokeni: kiasi kwa KES (kulipa kwa M-Pesa)',
  buyStarted: (kes) => `END Angalia simu yako: weka PIN ya M-Pesa kulipa KES ${kes}.`,
  askWithdraw: (available) => `CON Toa kwa nambari hii ya M-Pesa.\nTokeni za kutoa (zinazoweza kutolewa: ${available})`,
  kycRequired: 'END Kamilisha uthibitishaji wa utambulisho kwenye programu ya Changamoto kabla ya kutoa.',
  noPayoutAccount: 'END Ongeza nambari hii ya M-Pesa kama akaunti ya malipo kwenye programu ya Changamoto kwanza.',
  withdrawWhat: (tokens, fee, tax, net) => `Toa tokeni ${tokens}\nAda: KES ${fee}\nKodi: KES ${tax}\nUtapokea: KES ${net}`,
  withdrawn: (net) => `END Utoaji umeanza: KES ${net} kwa nambari hii ya M-Pesa. Kwa kawaida hufika ndani ya siku 1-3 za kazi.`,
  language: 'CON Choose language / Chagua lugha\n1. English\n2. Kiswahili',
  languageSet: 'END Lugha imewekwa: Kiswahili.',
  pinNotSet: 'END Weka PIN yako ya USSD kwenye wasifu wako wa Changamoto kwanza.',
  pinWrong: (left) => `END PIN si sahihi. Umebakiza majaribio ${left}.`,
  pinLockedNow: (until) => `END PIN si sahihi. PIN yako imefungwa hadi ${at(until)}.`,
  pinLocked: (until) => `END PIN yako imefungwa hadi ${at(until)}.`,
  refused: (message) => `END ${message}`,
  busy: 'END Tafadhali jaribu tena baada ya muda mfupi.',
  pinLockedSms: (until) => `Changamoto: PIN yako ya USSD imefungwa baada ya majaribio 3 yasiyo sahihi. Itafunguliwa ${at(until)}. Si wewe? Badilisha PIN kwenye wasifu wako.`,
};

export const USSD_MESSAGES: Record<UssdLocale, UssdMessages> = { en, sw };

export const pinLockedSms = (locale: UssdLocale, until: Date) => USSD_MESSAGES[locale].pinLockedSms(until);
