// The onboarding bonus (DOMAIN.md §5, spec §2 Onboarding step 3, §9): the server checks the trivia
// answer and grants 50 bonus tokens once per account; a later completion succeeds with 0 tokens.
import { ONBOARDING_MESSAGES, ONBOARDING_TRIVIA, RULE_DEFAULTS } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { LEDGER_MESSAGES } from '../ledger/ledger.errors';
import { member, type Member } from '../../../test/helpers/members';
import { REWARD_NOTICES } from './rewards.service';
import { bonusOf, notificationsOf, post, rewardsOf, transactionsOf } from './rewards.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOKENS = RULE_DEFAULTS.onboardingBonusTokens;
const complete = (m: Member, answer: unknown) => post(t, m, '/api/rewards/onboarding', { answer });

describe('onboarding bonus', () => {
  it('a wrong answer is refused and grants nothing', async () => {
    const m = await member(t, 'onb_wrong');
    for (const answer of ['London', 'Berlin', 'Madrid', 'Pariss']) {
      const res = await complete(m, answer);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', message: ONBOARDING_MESSAGES.wrongAnswer, fields: { answer: ONBOARDING_MESSAGES.wrongAnswer } });
    }
    expect(await bonusOf(t, m.id)).toBe(0);
    expect((await rewardsOf(t, m)).onboarding).toEqual({ bonusGranted: false, tokens: TOKENS });
  });

  it.each([
    ['an empty answer', ''],
    ['an answer of spaces', '   '],
    ['no answer', undefined],
  ])('refuses %s with “Choose an answer.”', async (_what, answer) => {
    const m = await member(t, `onb_empty_${String(answer ?? 'none').length}`);
    const res = await complete(m, answer);
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe('Choose an answer.');
  });

  it('the right answer (any case, trimmed) grants the bonus once; a second completion answers success with 0 tokens', async () => {
    const m = await member(t, 'onb_right');
    const first = await complete(m, `  ${ONBOARDING_TRIVIA.answer.toLowerCase()} `);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: ONBOARDING_MESSAGES.granted(TOKENS), tokens: TOKENS });
    expect(await bonusOf(t, m.id)).toBe(TOKENS);
    const [credit, ...others] = await transactionsOf(t, m.id, 'onboarding_bonus_credit');
    expect(others).toEqual([]);
    expect(credit).toMatchObject({ status: 'completed', amount_tokens: String(TOKENS) });
    expect((await notificationsOf(t, m.id, 'transaction_completed')).map((n) => [n.message, n.related_entity_uuid])).toEqual([[REWARD_NOTICES.onboarding(TOKENS), credit!.id]]);
    expect((await rewardsOf(t, m)).onboarding).toEqual({ bonusGranted: true, tokens: TOKENS });

    const second = await complete(m, ONBOARDING_TRIVIA.answer);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ success: true, message: ONBOARDING_MESSAGES.alreadyGranted, tokens: 0 });
    expect(await bonusOf(t, m.id)).toBe(TOKENS);
    expect(await transactionsOf(t, m.id, 'onboarding_bonus_credit')).toHaveLength(1);
    expect(await notificationsOf(t, m.id, 'transaction_completed')).toHaveLength(1);
  });

  it('completions at the same moment grant once: one 50, the rest 0', async () => {
    const m = await member(t, 'onb_rush');
    const results = await Promise.all(Array.from({ length: 6 }, () => complete(m, ONBOARDING_TRIVIA.answer)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.map((r) => r.body.tokens).sort((a, b) => b - a)).toEqual([TOKENS, 0, 0, 0, 0, 0]);
    expect(await bonusOf(t, m.id)).toBe(TOKENS);
    expect(await transactionsOf(t, m.id, 'onboarding_bonus_credit')).toHaveLength(1);
  });

  it('a frozen balance is refused with the frozen message and the bonus stays to be granted', async () => {
    const m = await member(t, 'onb_frozen');
    await t.database.db.updateTable('users').set({ balance_frozen: true }).where('id', '=', m.id).execute();
    const res = await complete(m, ONBOARDING_TRIVIA.answer);
    expect(res.status).toBe(403);
    expect(res.body.error!.message).toBe(LEDGER_MESSAGES.frozen);
    expect(await bonusOf(t, m.id)).toBe(0);
    expect((await rewardsOf(t, m)).onboarding.bonusGranted).toBe(false);
  });
});
