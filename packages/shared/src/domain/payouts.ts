// spec §5 Add payout account and Redeem: messages and number rules shared by the form and the server.
export const PAYOUT_MESSAGES = {
  methodRequired: 'Please select a payout method type.',
  allRequired: 'All fields are required.',
  mobileNumber: 'Please enter a valid Kenyan mobile number (e.g., 2547XXXXXXXX or 07XXXXXXXX).',
  bankType: 'The selected bank provider is missing a type or is not supported. Please select a valid bank.',
  bankAccount: 'Please enter a valid bank account number (5-20 digits).',
  added: 'Payout account added successfully!',
  defaultUpdated: 'Default payout account updated!',
  deleted: 'Payout account deleted successfully!',
  notFound: 'Payout account not found.',
} as const;

export const REDEEM_MESSAGES = {
  invalidTokens: 'Please enter a valid number of tokens to redeem.',
  overBalance: (n: number) => `You cannot redeem more than your available ${n} tokens.`,
  selectAccount: 'Please select a payout account.',
  belowMinimum: (netKes: number) => `Net payout amount (KES ${netKes}) is below the minimum of KES 10.`,
  invalidAccount: 'Selected payout account is invalid or missing details.',
  kycRequired: 'Identity verification is required before you can redeem tokens. Verify your identity from your profile, then try again.',
  initiated: 'Redemption initiated! Check transaction history.',
} as const;

/** spec §5: strip leading zeros, prefix 254 unless present; must be 254 + 9 digits. */
export function normalizeMpesaAccount(input: string): string | null {
  const digits = input.replace(/[\s+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const withCountry = digits.startsWith('254') ? digits : `254${digits.replace(/^0+/, '')}`;
  return /^254\d{9}$/.test(withCountry) ? withCountry : null;
}

export const BANK_ACCOUNT_PATTERN = /^\d{5,20}$/;
