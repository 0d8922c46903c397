// Every rate and amount of DOMAIN.md lives here, once. The server may override the ones marked
// (env) from its environment and publishes the values in force at GET /api/config.

/** 1 token = KES 1.00 face value (DOMAIN.md §1). */
export const KES_PER_TOKEN = 1;

export const RULE_DEFAULTS = {
  /** (env CUSTOM_KES_PER_TOKEN) tokens = floor(KES / this) for a custom purchase (DOMAIN.md §2). */
  customKesPerToken: 1,
  minCustomPurchaseKes: 10,
  minNetWithdrawalKes: 10,
  /** (env WITHDRAWAL_FEE_MODE) both readings of the spec (DOMAIN.md §3). */
  withdrawalFeeMode: 'tiered' as WithdrawalFeeMode,
  /** 20% of prize pools (spec §9). */
  platformFeeRate: 0.2,
  /** 10% of lost stakes back as bonus tokens (spec §9). */
  lossMitigationRate: 0.1,
  onboardingBonusTokens: 50,
  /** (env DAILY_BONUS_TOKENS) */
  dailyBonusTokens: 5,
  /** (env REFERRAL_BONUS_TOKENS) */
  referralBonusTokens: 20,
  /** (env INVITE_TTL_HOURS) */
  inviteTtlHours: 72,
  /** (env EXCISE_DUTY_RATE) Finance Act 2025: excise duty on every KES deposited, included in the price (DOMAIN.md §10). */
  exciseDutyRate: 0.05,
  /** (env WITHDRAWAL_TAX_RATE) Finance Act 2025: withholding tax on every KES withdrawn (DOMAIN.md §10). */
  withdrawalTaxRate: 0.05,
} as const;

export type WithdrawalFeeMode = 'tiered' | 'free';

/** spec §9 fee table, by gross KES value. `toKes: null` = no upper bound. */
export const WITHDRAWAL_FEE_TIERS = [
  { fromKes: 1, toKes: 1500, feeKes: 20 },
  { fromKes: 1501, toKes: 20000, feeKes: 40 },
  { fromKes: 20001, toKes: null, feeKes: 60 },
] as const;

export function withdrawalFeeKes(grossKes: number, mode: WithdrawalFeeMode): number {
  if (mode === 'free' || grossKes <= 0) return 0;
  const tier = WITHDRAWAL_FEE_TIERS.find((t) => grossKes >= t.fromKes && (t.toKes === null || grossKes <= t.toKes));
  // Between two bands (a fractional gross such as 1500.5) the higher band applies.
  return tier?.feeKes ?? WITHDRAWAL_FEE_TIERS.find((t) => t.toKes === null || grossKes <= t.toKes)!.feeKes;
}

export interface WithdrawalEstimate {
  tokens: number;
  grossKes: number;
  feeKes: number;
  /** Withholding tax (DOMAIN.md §10): WITHDRAWAL_TAX_RATE × gross, KES with up to 2 decimals (whole cents, half up). */
  taxKes: number;
  /** The withholding rate in force (0 = off). */
  taxRate: number;
  /** gross − fee − tax, floored at 0; KES with up to 2 decimals. */
  netKes: number;
  minimumNetKes: number;
}

/**
 * `rate` × `cents`, rounded half up to whole cents (DOMAIN.md §10), computed on the exact decimal value
 * of the rate (0.05 is 5/100, not the binary double), so 5 % of KES 350.10 is 1751 cents (1750.5 → 1751).
 */
export function taxCents(cents: number, rate: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`tax: cents must be a whole number ≥ 0, got ${String(cents)}`);
  const { num, den } = exactRate(rate, 'tax rate');
  return Number((BigInt(cents) * num * 2n + den) / (2n * den));
}

/** Excise duty on a deposit of `kesPaid` (the price paid includes it; DOMAIN.md §10), in whole cents. */
export function exciseDutyCents(kesPaid: number, rate: number): number {
  return taxCents(Math.round(kesPaid * 100), rate);
}

/**
 * Gross = tokens × KES 1.00 → the fee in force → withholding tax on the gross → net = gross − fee − tax,
 * floored at 0 (DOMAIN.md §3 and §10). Counted in whole cents so that the four numbers always add up.
 * One function for the server's estimate and redemption, USSD and the dashboard's 'Estimated Cash
 * Payout', so they never disagree.
 */
export function estimateWithdrawal(tokens: number, mode: WithdrawalFeeMode, withdrawalTaxRate: number): WithdrawalEstimate {
  const grossKes = tokens * KES_PER_TOKEN;
  const feeKes = withdrawalFeeKes(grossKes, mode);
  const grossCents = Math.round(grossKes * 100);
  const tax = grossCents > 0 ? taxCents(grossCents, withdrawalTaxRate) : 0;
  const netCents = Math.max(0, grossCents - feeKes * 100 - tax);
  return { tokens, grossKes, feeKes, taxKes: tax / 100, taxRate: withdrawalTaxRate, netKes: netCents / 100, minimumNetKes: RULE_DEFAULTS.minNetWithdrawalKes };
}

/** 'KES 75', 'KES 75.95': whole shillings without decimals, anything else with two (messages, SMS). */
export function kesAmountText(kes: number): string {
  return Number.isInteger(kes) ? String(kes) : kes.toFixed(2);
}

// Exact rates for the settlement SQL (settlement/pay-stakes.ts) and its test oracle
// (settlement/settlement.reference-model.ts): a rate as the fraction of its decimal value.
export interface Rational {
  num: bigint;
  den: bigint;
}

/** The exact decimal value of a rate in [0, 1] as a fraction (0.2 → 2/10, not the binary double). */
function rateToRational(rate: number, name: string): Rational {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`settlement: ${name} must be a number in [0, 1], got ${String(rate)}`);
  }
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(rate));
  if (!m) throw new Error(`settlement: cannot read ${name} ${String(rate)}`);
  const intPart = m[1] ?? '0';
  const fracPart = m[2] ?? '';
  const exp = Number(m[3] ?? '0') - fracPart.length;
  const digits = BigInt(intPart + fracPart);
  return exp >= 0 ? { num: digits * 10n ** BigInt(exp), den: 1n } : { num: digits, den: 10n ** BigInt(-exp) };
}

/**
 * A rate as the exact fraction of its decimal value (0.2 → 2/10), for the server, which applies the
 * same rules in SQL to settle big challenges without loading every stake.
 */
export function exactRate(rate: number, name = 'rate'): Rational {
  return rateToRational(rate, name);
}
