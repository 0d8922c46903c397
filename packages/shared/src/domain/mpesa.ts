// M-Pesa STK push purchases (issue #19 §1): the words a person sees while the prompt is on their
// phone and when it ends without a payment. The failure reason Paystack gives (gateway_response) is
// read into one of three cases the wallet explains, each with a retry (docs/decisions/030).

export const MPESA_MESSAGES = {
  /** The wallet's waiting state, with the amount beside it. */
  checkPhone: 'Check your phone and enter your M-Pesa PIN',
  declined: 'You declined the M-Pesa request, so nothing was charged. You can try again.',
  timedOut: 'The M-Pesa request timed out before a PIN was entered, so nothing was charged. You can try again.',
  insufficientFunds: 'Your M-Pesa balance is not enough for this payment, so nothing was charged. Top up M-Pesa, then try again.',
  /** Any other reason Paystack gives: shown after these words. */
  failedBecause: (reason: string) => `The M-Pesa payment did not go through: ${reason}. You can try again.`,
  phoneRequired: 'Enter the M-Pesa number to charge.',
} as const;

/** The same words in Kiswahili (for SMS/USSD, which the i18n branches' catalogs do not reach). */
export const MPESA_MESSAGES_SW = {
  checkPhone: 'Angalia simu yako na uweke PIN yako ya M-Pesa',
  declined: 'Ulikataa ombi la M-Pesa, kwa hivyo hukutozwa chochote. Unaweza kujaribu tena.',
  timedOut: 'Muda wa ombi la M-Pesa uliisha kabla ya PIN kuwekwa, kwa hivyo hukutozwa chochote. Unaweza kujaribu tena.',
  insufficientFunds: 'Salio lako la M-Pesa halitoshi kwa malipo haya, kwa hivyo hukutozwa chochote. Ongeza pesa kwenye M-Pesa, kisha ujaribu tena.',
  failedBecause: (reason: string) => `Malipo ya M-Pesa hayakufaulu: ${reason}. Unaweza kujaribu tena.`,
  phoneRequired: 'Weka nambari ya M-Pesa ya kutozwa.',
} as const;

export type MpesaFailureKind = 'declined' | 'timed_out' | 'insufficient_funds' | 'other';

/** Paystack's gateway_response for a failed M-Pesa charge, read into the case the wallet explains. */
export function mpesaFailureKind(gatewayResponse: string | null | undefined): MpesaFailureKind {
  const text = (gatewayResponse ?? '').toLowerCase();
  if (/insufficient|not enough|balance/.test(text)) return 'insufficient_funds';
  if (/time[sd]? ?out|timed|expired|no response/.test(text)) return 'timed_out';
  if (/declin|cancel|reject|by (the )?(user|customer)/.test(text)) return 'declined';
  return 'other';
}

/** The message a failed M-Pesa charge is stored and shown with. */
export function mpesaFailureMessage(gatewayResponse: string | null | undefined, locale: 'en' | 'sw' = 'en'): string {
  const words = locale === 'sw' ? MPESA_MESSAGES_SW : MPESA_MESSAGES;
  switch (mpesaFailureKind(gatewayResponse)) {
    case 'insufficient_funds':
      return words.insufficientFunds;
    case 'timed_out':
      return words.timedOut;
    case 'declined':
      return words.declined;
    default:
      return words.failedBecause((gatewayResponse ?? 'unknown reason').replace(/[.\s]+$/, ''));
  }
}
