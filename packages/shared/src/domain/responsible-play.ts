// Responsible play (issue #7 item 4; Kenya's Gambling Control Act 2025): deposit limits and
// self-exclusion — the rules both sides share and every sentence the user reads about them.
// The choices (rolling windows, KES, what closing an account means) are in
// docs/decisions/006-responsible-play.md.

import { INTL_LOCALES, type Locale } from './locale';

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/**
 * Each limit counts the purchases (in KES, the unit the buyer pays in) started in a rolling window
 * that ends now: no midnight or Monday reset to wait for and game.
 */
export const DEPOSIT_LIMIT_WINDOW_HOURS: Record<DepositLimitPeriod, number> = { daily: 24, weekly: 7 * 24, monthly: 30 * 24 };
export const DEPOSIT_LIMIT_LABELS: Record<DepositLimitPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
const WINDOW_TEXT: Record<DepositLimitPeriod, string> = { daily: 'any 24 hours', weekly: 'any 7 days', monthly: 'any 30 days' };

/**
 * An unpaid purchase counts toward a limit only until it is ended: Paystack calls a checkout abandoned
 * after 30 minutes and the reconciliation job (every 5 minutes) then closes it — or at once, when the
 * person cancels it from the wallet (issue #24 item 6). Paid, it counts for the whole window.
 */
export const UNPAID_PURCHASE_COUNTS_MINUTES = 35;

/** A purchase a deposit limit counts: its KES, when it was started, and whether it is still unpaid. */
export interface CountedDeposit {
  kes: number;
  startedAt: Date;
  pending: boolean;
}

/**
 * The true time a limit next frees some room (issue #24 item 6: not the oldest purchase + 24 hours when
 * that purchase is an abandoned checkout): each paid purchase leaves the window `windowHours` after it
 * started; an unpaid one stops counting UNPAID_PURCHASE_COUNTS_MINUTES after it started if nobody pays it.
 * Never before `now` (a late reconciliation still frees it within minutes). Null when nothing is counted.
 */
export function nextDepositRelease(deposits: readonly CountedDeposit[], windowHours: number, now: Date): Date | null {
  const releases = deposits.map((d) => {
    const leavesWindow = d.startedAt.getTime() + windowHours * HOUR_MS;
    return d.pending ? Math.min(leavesWindow, d.startedAt.getTime() + UNPAID_PURCHASE_COUNTS_MINUTES * 60_000) : leavesWindow;
  });
  if (!releases.length) return null;
  return new Date(Math.max(now.getTime() + 60_000, Math.min(...releases)));
}

/** A raise (or a removal, which is a raise to no limit) waits this long; a lowering applies at once. */
export const DEPOSIT_LIMIT_RAISE_DELAY_HOURS = 24;
/** The smallest purchase (DOMAIN.md §2): a lower limit could never be used. */
export const DEPOSIT_LIMIT_MIN_KES = 10;
export const DEPOSIT_LIMIT_MAX_KES = 10_000_000;

export const SELF_EXCLUSION_KINDS = ['break_24h', 'break_7d', 'break_30d', 'closed'] as const;
export type SelfExclusionKind = (typeof SELF_EXCLUSION_KINDS)[number];
/** How long each kind lasts; `closed` never ends. */
export const SELF_EXCLUSION_HOURS: Record<SelfExclusionKind, number | null> = { break_24h: 24, break_7d: 7 * 24, break_30d: 30 * 24, closed: null };
export const SELF_EXCLUSION_LABELS: Record<SelfExclusionKind, string> = { break_24h: '24 hours', break_7d: '7 days', break_30d: '30 days', closed: 'Close my account' };

const HOUR_MS = 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** East Africa Time is UTC+3 all year (no daylight saving), so the arithmetic needs no time-zone data. */
const EAT_OFFSET_MS = 3 * HOUR_MS;

/** 'KES 1,500': whole shillings with thousands separators, the same on every machine. */
export function formatKes(amount: number): string {
  return `KES ${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * Kiswahili dates through Intl's sw-KE ('28 Des 2026'), made on first use. English keeps its own table
 * above: the spec's sentences carry it and must read the same on every machine and ICU build.
 */
let swDate: Intl.DateTimeFormat | null = null;

/** '28 Nov 2026' in Kenya; '28 Nov 2026' / '5 Ago 2026' in Kiswahili. */
export function formatEatDate(at: Date, locale: Locale = 'en'): string {
  if (locale === 'sw') {
    swDate ??= new Intl.DateTimeFormat(INTL_LOCALES.sw, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' });
    return swDate.format(at);
  }
  const eat = new Date(at.getTime() + EAT_OFFSET_MS);
  return `${eat.getUTCDate()} ${MONTHS[eat.getUTCMonth()]} ${eat.getUTCFullYear()}`;
}

/** '28 Nov 2026, 14:00 EAT'; in Kiswahili the month is Kiswahili and the time stays EAT digits (glossary). */
export function formatEat(at: Date, locale: Locale = 'en'): string {
  const eat = new Date(at.getTime() + EAT_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatEatDate(at, locale)}, ${pad(eat.getUTCHours())}:${pad(eat.getUTCMinutes())} EAT`;
}

const EAT_TEXT = /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(?:, (\d{2}):(\d{2}) EAT)?$/;

/**
 * A date as formatEat / formatEatDate wrote it in English, written again in `locale`; null when `text`
 * is not one. For a sentence built in English and translated afterwards (the server's answers).
 */
export function reformatEat(text: string, locale: Locale): string | null {
  const m = EAT_TEXT.exec(text);
  if (!m) return null;
  const at = new Date(Date.UTC(Number(m[3]), MONTHS.indexOf(m[2]!), Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0)) - EAT_OFFSET_MS);
  return m[4] === undefined ? formatEatDate(at, locale) : formatEat(at, locale);
}

/** When a self-exclusion of `kind` that starts at `startsAt` ends (null: never). */
export function selfExclusionEndsAt(kind: SelfExclusionKind, startsAt: Date): Date | null {
  const hours = SELF_EXCLUSION_HOURS[kind];
  return hours === null ? null : new Date(startsAt.getTime() + hours * HOUR_MS);
}

/** How much later a new self-exclusion must end to replace the one in force (a few seconds more is no longer break). */
export const SELF_EXCLUSION_MIN_EXTENSION_HOURS = 1;

/** A self-exclusion can only be lengthened: the new one must end at least an hour later (null = never ends). */
export function endsLater(next: Date | null, current: Date | null): boolean {
  if (current === null) return false;
  return next === null || next.getTime() >= current.getTime() + SELF_EXCLUSION_MIN_EXTENSION_HOURS * HOUR_MS;
}

/** A deposit limit as stored: the amount in force (null: none) and a raise waiting out its 24 hours. */
export interface DepositLimitState {
  amountKes: number | null;
  /** `amountKes: null` here = the limit is being removed. */
  pending: { amountKes: number | null; effectiveAt: Date } | null;
}

/** The state at `now`: a pending raise whose time has come is the limit in force. */
export function depositLimitAt(state: DepositLimitState, now: Date): DepositLimitState {
  if (state.pending && state.pending.effectiveAt.getTime() <= now.getTime()) return { amountKes: state.pending.amountKes, pending: null };
  return state;
}

export type DepositLimitChange = 'lowered' | 'raise_scheduled' | 'unchanged';

/**
 * A request to set the limit to `requested` (null: remove it). Lowering (or setting a first limit)
 * applies at once and drops any pending raise; raising or removing waits
 * DEPOSIT_LIMIT_RAISE_DELAY_HOURS; asking again for the raise already pending keeps its time;
 * asking for the amount in force drops a pending raise.
 */
export function decideDepositLimitChange(stored: DepositLimitState, requested: number | null, now: Date): { next: DepositLimitState; change: DepositLimitChange } {
  const current = depositLimitAt(stored, now);
  const lower = (a: number | null, b: number | null) => a !== null && (b === null || a < b);
  if (lower(requested, current.amountKes)) return { next: { amountKes: requested, pending: null }, change: 'lowered' };
  if (requested === current.amountKes) return { next: { amountKes: current.amountKes, pending: null }, change: 'unchanged' };
  if (current.pending && current.pending.amountKes === requested) return { next: current, change: 'raise_scheduled' };
  return { next: { amountKes: current.amountKes, pending: { amountKes: requested, effectiveAt: new Date(now.getTime() + DEPOSIT_LIMIT_RAISE_DELAY_HOURS * HOUR_MS) } }, change: 'raise_scheduled' };
}

const lowerLabel = (period: DepositLimitPeriod) => DEPOSIT_LIMIT_LABELS[period].toLowerCase();

export const RESPONSIBLE_PLAY_MESSAGES = {
  /** What every blocked action (buy, create, join, back, accept) answers during a break. */
  onBreak: (endsAt: Date) => `You are taking a break until ${formatEat(endsAt)}. Buying tokens, creating, joining and backing challenges are paused until then.`,
  closed: (since: Date) => `You closed your account on ${formatEatDate(since)}. Buying tokens, creating, joining and backing challenges are no longer possible. You can still sign in, withdraw your cash tokens and see your history.`,
  cannotShorten: (endsAt: Date) => `You are already taking a break until ${formatEat(endsAt)}. A break cannot be shortened or ended early, by you or by support; you can only choose a longer one.`,
  alreadyClosed: 'Your account is already closed. This cannot be undone, by you or by support.',
  confirmRequired: 'Please confirm that you understand what this means.',
  kindInvalid: 'Choose 24 hours, 7 days, 30 days or closing your account.',
  breakStarted: (endsAt: Date) => `Your break has started. It ends on ${formatEat(endsAt)}.`,
  accountClosed: 'Your account is closed. You can still sign in to withdraw your cash tokens and see your history.',
  periodInvalid: 'Choose a daily, weekly or monthly limit.',
  limitInvalid: `A deposit limit must be a whole amount from ${formatKes(DEPOSIT_LIMIT_MIN_KES)} to ${formatKes(DEPOSIT_LIMIT_MAX_KES)}.`,
  limitLowered: (period: DepositLimitPeriod, amountKes: number) => `Your ${lowerLabel(period)} deposit limit is now ${formatKes(amountKes)}.`,
  limitUnchanged: (period: DepositLimitPeriod, amountKes: number | null) => (amountKes === null ? `You have no ${lowerLabel(period)} deposit limit.` : `Your ${lowerLabel(period)} deposit limit stays at ${formatKes(amountKes)}.`),
  limitRaiseScheduled: (period: DepositLimitPeriod, currentKes: number, nextKes: number | null, effectiveAt: Date) =>
    `${nextKes === null ? `Your ${lowerLabel(period)} deposit limit will be removed` : `Your ${lowerLabel(period)} deposit limit will rise to ${formatKes(nextKes)}`} on ${formatEat(effectiveAt)}. Until then, ${formatKes(currentKes)} applies.`,
  /** A purchase refused at initiation: the limit, the rolling window, and what can still be deposited. */
  limitExceeded: ({ period, limitKes, remainingKes, nextReleaseAt, unpaidKes = 0 }: { period: DepositLimitPeriod; limitKes: number; remainingKes: number; nextReleaseAt: Date | null; unpaidKes?: number }) =>
    (remainingKes > 0
      ? `This purchase would exceed your ${lowerLabel(period)} deposit limit of ${formatKes(limitKes)} (${WINDOW_TEXT[period]}). You can deposit ${formatKes(remainingKes)} more right now.`
      : `You have reached your ${lowerLabel(period)} deposit limit of ${formatKes(limitKes)} (${WINDOW_TEXT[period]}).${nextReleaseAt ? ` You can deposit again from ${formatEat(nextReleaseAt)}.` : ''}`) +
    (unpaidKes > 0 ? ` ${formatKes(unpaidKes)} of that is not paid yet: cancel an unpaid purchase in your wallet to free it now.` : ''),
  windowText: (period: DepositLimitPeriod) => WINDOW_TEXT[period],
} as const;
