// Test helpers of the responsible-play tests: the app with a clock the tests move, and the calls a
// person makes (settings, buying, the challenge actions) with fresh Idempotency-Keys.
import { randomUUID } from 'node:crypto';
import type { ResponsiblePlayStatus } from '@changamoto/shared/contract';
import { CUSTOM_BUNDLE_ID } from '@changamoto/shared/domain';
import { pino } from 'pino';
import { createTestApp, type TestApp } from './test-app';
import { buildApp } from '../../src/app';
import { send, type Member } from './members';

export type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };
export type ChangeBody = { message: string; status: ResponsiblePlayStatus };

export const HOUR = 3_600_000;

/** A test app whose clock is `clock.at` (null: the real time). */
export async function createClockedApp(): Promise<{ t: TestApp; clock: { at: Date | null } }> {
  const base = await createTestApp();
  const clock: { at: Date | null } = { at: null };
  const app = buildApp({ env: base.env, db: base.database.db, jobs: base.jobs, log: pino({ level: 'silent' }), auth: base.auth, paystack: base.paystackDeps, now: () => clock.at ?? new Date() });
  return { t: { ...base, app }, clock };
}

export const statusOf = async (t: TestApp, m: Member) => (await send<ResponsiblePlayStatus>(t, m, '/api/responsible-play')).body;
export const limitOf = async (t: TestApp, m: Member, period: 'daily' | 'weekly' | 'monthly') => (await statusOf(t, m)).depositLimits.find((l) => l.period === period)!;

export const setLimit = (t: TestApp, m: Member, period: string, amountKes: number | null | undefined) =>
  send<ChangeBody>(t, m, `/api/responsible-play/deposit-limits/${period}`, { method: 'PUT', body: amountKes === undefined ? {} : { amountKes } });

export const takeBreak = (t: TestApp, m: Member, kind: string, body: Record<string, unknown> = { confirm: true }) => send<ChangeBody>(t, m, '/api/responsible-play/self-exclusions', { body: { kind, ...body } });

const idempotent = () => ({ 'Idempotency-Key': randomUUID() });

/** Starts buying `kes` worth of tokens (a custom amount), as the wallet's buy form does. */
export const buyKes = (t: TestApp, m: Member, kes: number) =>
  send<{ reference: string; authorizationUrl: string } & ErrorBody>(t, m, '/api/wallet/payments', { body: { bundleId: CUSTOM_BUNDLE_ID, customAmount: kes }, headers: idempotent() });

export const createChallenge = (t: TestApp, m: Member, body: Record<string, unknown>) =>
  send<{ challengeId: string } & ErrorBody>(t, m, '/api/challenges', {
    body: { title: 'Walk 10,000 steps a day', categorySlug: 'fitness', startDate: new Date(Date.now() + HOUR).toISOString(), endDate: new Date(Date.now() + 7 * 24 * HOUR).toISOString(), ...body },
    headers: idempotent(),
  });

export const participate = (t: TestApp, m: Member, id: string, body: Record<string, unknown>) => send<ErrorBody>(t, m, `/api/challenges/${id}/participation`, { body, headers: idempotent() });
export const respond = (t: TestApp, m: Member, id: string, action: 'accept' | 'reject') => send<ErrorBody>(t, m, `/api/challenges/${id}/invite-response`, { body: { action }, headers: idempotent() });

/** Purchases of the user by status (what a refused initiation must not leave behind). */
export async function purchasesOf(t: TestApp, userId: string) {
  return t.database.db
    .selectFrom('transactions')
    .select(['status', 'amount_currency', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', 'in', ['token_bundle_purchase', 'paystack_topup', 'mpesa_topup'])
    .orderBy('created_at')
    .execute();
}
