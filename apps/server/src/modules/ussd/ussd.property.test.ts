// Property test (fast-check, issue #19 §3): random USSD sessions — every menu, right and wrong PINs,
// odd answers, and Africa's Talking's retries of the same step — keep the ledger's invariants, and
// each money step that answered "done" moved tokens exactly once.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, member, send, type Member } from '../../../test/helpers/members';
import { createChallenge } from '../../../test/helpers/responsible-play';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { givePhone, setUssdPin, ussd } from '../../../test/helpers/ussd';
import { verifyLedger } from '../ledger/ledger.verify';

const PINS = ['1111', '2222', '3333'];
let t: TestApp;
let people: { m: Member; phone: string; pin: string }[];
let codes: string[];
let run = 0;
/** Over every run: how many money steps were done (the property must have exercised some). */
const done = { staked: 0, redeemed: 0 };

beforeAll(async () => {
  t = await createTestApp();
  people = [];
  for (const [i, pin] of PINS.entries()) {
    const m = await member(t, `ussd_prop_${i}`, { kyc: 'verified' });
    const phone = await givePhone(t, m);
    await buy(t, m.id, 2_000);
    expect((await setUssdPin(t, m, { pin })).status).toBe(200);
    const added = await send(t, m, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: `Person ${i}`, accountNumber: phone.replace('+254', '0'), bankCode: 'MPESA' } });
    expect(added.status).toBe(201);
    people.push({ m, phone, pin });
  }
  const creator = await member(t, 'ussd_prop_creator');
  await buy(t, creator.id, 5_000);
  codes = [];
  for (const title of ['Morning run', 'Read ten books', 'Learn to juggle', 'Swim a mile', 'Bake bread', 'Plant a tree']) {
    const created = await createChallenge(t, creator, { type: 'solo', title, solo: { playerAStake: 20 } });
    codes.push((await t.database.db.selectFrom('challenges').select('short_code').where('id', '=', created.body.challengeId).executeTakeFirstOrThrow()).short_code);
  }
  // Invites from the creator to each person, answered (or not) on USSD.
  for (const { m } of people) {
    for (const title of ['Chess blitz', 'Table tennis']) await createChallenge(t, creator, { type: 'two_player', title, two_player: { opponentId: m.id, playerAStake: 15, playerBStake: 10 } });
  }
}, 120_000);
afterAll(() => t.close());

// Mostly amounts that can go through (a redemption nets KES 10 from about 31 tokens), some too small, some not numbers.
const amount = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 31, max: 300 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }) }, { weight: 1, arbitrary: fc.constantFrom('0', '-3', 'x') });
const pinFor = (who: number) => fc.oneof({ weight: 6, arbitrary: fc.constant(PINS[who]!) }, { weight: 1, arbitrary: fc.constantFrom('0000', '9876', '12') });
const session = fc.integer({ min: 0, max: PINS.length - 1 }).chain((who) =>
  fc.record({
    who: fc.constant(who),
    answers: fc.oneof(
      fc.constant(['1']),
      fc.tuple(fc.constant('2'), fc.constantFrom('1', '2', '3'), fc.constantFrom('1', '2'), pinFor(who)).map((a) => a.slice(0, a[2] === '2' ? 3 : 4)),
      fc.tuple(fc.constant('3'), fc.constantFrom(...codes), fc.constantFrom('1', '2'), amount.map(String), pinFor(who)),
      fc.tuple(fc.constant('5'), amount.map(String), pinFor(who)),
      fc.tuple(fc.constant('4'), fc.integer({ min: 10, max: 500 }).map(String)),
      fc.tuple(fc.constant('0'), fc.constantFrom('1', '2')),
      fc.array(fc.constantFrom('1', '2', '3', '9', '*', 'K7P2QX', '0000'), { maxLength: 4 }),
    ),
    // How often Africa's Talking sends the last step again (0: never).
    retries: fc.integer({ min: 0, max: 2 }),
    // Whether the person stops part-way (a session that times out on the phone).
    stopAt: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }) }),
  }),
);

async function counts() {
  const { rows } = await sql<{ stakes: string; redemptions: string }>`SELECT
    (SELECT count(*) FROM challenge_stakes s JOIN users u ON u.id = s.user_id WHERE u.username LIKE 'ussd_prop_%' AND u.username <> 'ussd_prop_creator')::text AS stakes,
    (SELECT count(*) FROM transactions WHERE type = 'token_bundle_redemption')::text AS redemptions`.execute(t.database.db);
  return { stakes: Number(rows[0]!.stakes), redemptions: Number(rows[0]!.redemptions) };
}

describe('random USSD sessions', () => {
  it('keep the ledger invariants, and each money step answered "done" moved tokens exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(session, { minLength: 3, maxLength: 8 }), async (sessions) => {
        // Each run starts with no PIN locked (a lock lasts 30 minutes: one would end every later money step).
        await t.database.db.updateTable('ussd_pins').set({ failed_attempts: 0, locked_until: null }).execute();
        const before = await counts();
        let staked = 0;
        let redeemed = 0;
        for (const s of sessions) {
          run += 1;
          const { phone } = people[s.who]!;
          const sessionId = `prop-${run}`;
          const answers = s.stopAt === undefined ? s.answers : s.answers.slice(0, s.stopAt);
          let last = (await ussd(t, phone, '', sessionId)).text;
          for (let i = 1; i <= answers.length && last.startsWith('CON '); i++) {
            const text = answers.slice(0, i).join('*');
            const answer = await ussd(t, phone, text, sessionId);
            expect(answer.status).toBe(200);
            expect(answer.text).toMatch(/^(CON|END) /);
            // Retries of the same step: the same answer every time.
            for (let r = 0; r < s.retries; r++) expect((await ussd(t, phone, text, sessionId)).text).toBe(answer.text);
            last = answer.text;
          }
          // In either language (menu 0 may have switched it).
          if (/^END (Invite accepted|You backed|Umekubali mwaliko|Umeunga mkono)/.test(last)) staked += 1;
          if (/^END (Withdrawal started|Utoaji umeanza)/.test(last)) redeemed += 1;
        }
        expect(await verifyLedger(t.database.db)).toEqual([]);
        const after = await counts();
        expect(after.stakes - before.stakes).toBe(staked);
        expect(after.redemptions - before.redemptions).toBe(redeemed);
        done.staked += staked;
        done.redeemed += redeemed;
      }),
      { numRuns: 15 },
    );
    expect(done.staked).toBeGreaterThan(0);
    expect(done.redeemed).toBeGreaterThan(0);
  }, 300_000);
});
