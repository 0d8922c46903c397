// The reconciliation's mismatch kinds (issue #22 item 4), with the words the operator reads for each
// (the admin page and the CSV export): plain data, so the web imports them without zod.

export const MISMATCH_KINDS = ['paid_not_credited', 'credited_not_paid', 'amount_differs', 'transfer_state_differs', 'transfer_not_recorded', 'transfer_missing'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/** What each mismatch means, for the operator (the page and the CSV say this, not the code). */
export const MISMATCH_LABELS: Record<MismatchKind, string> = {
  paid_not_credited: 'Paid at Paystack but not credited',
  credited_not_paid: 'Credited but not paid at Paystack',
  amount_differs: 'Amounts differ',
  transfer_state_differs: 'Transfer state differs',
  transfer_not_recorded: 'Transfer at Paystack with no payout here',
  transfer_missing: 'Payout sent here but unknown to Paystack',
};
