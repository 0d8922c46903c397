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
  netKes: number;
  minimumNetKes: number;
}

/**
 * Gross = tokens × KES 1.00; the fee in force; net floored at 0 (DOMAIN.md §3). One function for the
 * server's estimate and redemption and the dashboard's 'Estimated Cash Payout', so they never disagree.
 */
export function estimateWithdrawal(tokens: number, mode: WithdrawalFeeMode): WithdrawalEstimate {
  const grossKes = tokens * KES_PER_TOKEN;
  const feeKes = withdrawalFeeKes(grossKes, mode);
  return { tokens, grossKes, feeKes, netKes: Math.max(0, grossKes - feeKes), minimumNetKes: RULE_DEFAULTS.minNetWithdrawalKes };
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
