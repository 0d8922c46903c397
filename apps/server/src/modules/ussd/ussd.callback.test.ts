// Every USSD menu path through the HTTP callback (issue #19 §3), as Africa's Talking drives it: who may
// use it (a stranger's phone, an unverified phone, a wrong secret), each menu to its end, the PIN (wrong,
// locked, with its SMS), a frozen account, and a retried step that never moves tokens twice. The ledger
// invariants are checked when the file ends.
import { SHORT_CODE_PATTERN } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, member, send, type Member } from '../../../test/helpers/members';
import { createChallenge, respond } from '../../../test/helpers/responsible-play';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { givePhone, phone, setUssdPin, ussd } from '../../../test/helpers/ussd';
import { getBalances, LEDGER_MESSAGES } from '../ledger';
import { verifyLedger } from '../ledger/ledger.verify';
import { USSD_MESSAGES } from './ussd.messages';

const en = USSD_MESSAGES.en;
const sw = USSD_MESSAGES.sw;
let t: TestApp;
let alice: Member;
let bob: Member;
let alicePhone: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await member(t, 'alice_ussd', { kyc: 'verified' });
  bob = await member(t, 'bob_ussd');
  alicePhone = await givePhone(t, alice);
  await givePhone(t, bob);
  await buy(t, alice.id, 1000);
  await buy(t, bob.id, 1000);
  expect((await setUssdPin(t, alice, { pin: '2468' })).status).toBe(200);
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

const shortCodeOf = async (id: string) => (await t.database.db.selectFrom('challenges').select('short_code').where('id', '=', id).executeTakeFirstOrThrow()).short_code;
const stakesOf = (challengeId: string, userId: string) => t.database.db.selectFrom('challenge_stakes').selectAll().where('challenge_id', '=', challengeId).where('user_id', '=', userId).execute();
const soloBy = async (m: Member, title = 'Run 5K every morning') => {
  const created = await createChallenge(t, m, { type: 'solo', title, solo: { playerAStake: 10 } });
  expect(created.status).toBe(201);
  return created.body.challengeId;
};
const inviteFrom = async (from: Member, to: Member, title: string) => {
  const created = await createChallenge(t, from, { type: 'two_player', title, two_player: { opponentId: to.id, playerAStake: 30, playerBStake: 25 } });
  expect(created.status).toBe(201);
  return created.body.challengeId;
};

describe('who may use the callback', () => {
  it('a wrong secret in the path is a 404, and nothing is answered', async () => {
    const answer = await ussd(t, alicePhone, '', 'wrong-secret-session', { secret: 'not-the-secret-at-all' });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('CON');
  });

  it("a stranger's phone (on no account) is told to sign up, and nothing else", async () => {
    const [screen] = await phone(t, '+254799000111').dial();
    expect(screen).toBe(en.notRegistered);
    // Even a full money path answers the same, moving nothing.
    const deep = await ussd(t, '+254799000111', '1', 'stranger-session');
    expect(deep.text).toBe(en.notRegistered);
  });

  it('an unverified phone on an account is told to verify it', async () => {
    const carol = await member(t, 'carol_unverified');
    const number = await givePhone(t, carol, { verified: false });
    expect(await phone(t, number).dial('1')).toEqual([en.unverified, en.unverified]);
  });

  it('a malformed form is a 400 with an END line, never a 5xx', async () => {
    for (const body of ['', 'sessionId=', 'phoneNumber=%2B254700000000', `sessionId=${'x'.repeat(300)}&phoneNumber=%2B254700000000`, 'text=1&sessionId=a', '%%%']) {
      const response = await t.app.request(`/api/ussd/${t.env.USSD_CALLBACK_SECRET}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('END Invalid request.');
    }
  });

  it('answers any text of the right shape without a 5xx (unknown choices end the session)', async () => {
    for (const text of ['9', '1*1', '2*0', '2*9', '3*IO10LL', '3*ABCDEF*3', '4*0', '4*abc', '5*1*12', '0*3', '*', '**', '3*K7P2QX*1*5*12345']) {
      const answer = await ussd(t, alicePhone, text, `odd-${text}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toMatch(/^(CON|END) /);
    }
    expect((await ussd(t, alicePhone, '9', 'odd-9b')).text).toBe(en.invalid);
  });
});

describe('short codes', () => {
  it('every challenge created gets one (6 characters, no look-alikes), in its detail for anyone', async () => {
    const id = await soloBy(bob, 'Bob climbs a hill');
    const detail = await t.request(`/api/challenges/${id}`);
    const { challenge } = (await detail.json()) as { challenge: { shortCode: string } };
    expect(challenge.shortCode).toMatch(SHORT_CODE_PATTERN);
    expect(challenge.shortCode).toBe(await shortCodeOf(id));
  });
});

describe('1. My balance', () => {
  it('shows the total and the withdrawable tokens', async () => {
    const balances = await getBalances(t.database.db, alice.id);
    const [main, balance] = await phone(t, alicePhone).dial('1');
    expect(main).toBe(en.main);
    expect(balance).toBe(en.balance(balances.total, balances.cash));
    expect(balance).toMatch(/^END Balance: \d+ tokens\nWithdrawable: \d+ tokens$/);
  });
});

describe('0. Change language', () => {
  it('writes users.locale; the menus then speak Kiswahili, and back to English', async () => {
    const [, choose, set] = await phone(t, alicePhone).dial('0', '2');
    expect(choose).toBe(en.language);
    expect(set).toBe(sw.languageSet);
    expect((await t.database.db.selectFrom('users').select('locale').where('id', '=', alice.id).executeTakeFirstOrThrow()).locale).toBe('sw');
    expect(await phone(t, alicePhone).dial('1')).toEqual([sw.main, expect.stringMatching(/^END Salio: tokeni \d+/)]);
    const [, , back] = await phone(t, alicePhone).dial('0', '1');
    expect(back).toBe(en.languageSet);
    expect((await t.database.db.selectFrom('users').select('locale').where('id', '=', alice.id).executeTakeFirstOrThrow()).locale).toBe('en');
  });
});

describe('2. My challenges → accept or reject an invite', () => {
  it('lists the invites awaiting me and my active challenges; accepting with the PIN stakes into escrow, once', async () => {
    const active = await soloBy(alice, 'Alice walks daily');
    const invite = await inviteFrom(bob, alice, 'Chess blitz');
    const [, list, options, askPin] = await phone(t, alicePhone).dial('2', '1', '1');
    expect(list).toContain('Invites awaiting you:\n1. Chess blitz (25)');
    expect(list).toContain(`Active:\n${await shortCodeOf(active)} Alice walks daily`);
    expect(options).toBe(en.inviteOptions('Chess blitz', 25, 'bob_ussd'));
    expect(askPin).toBe(en.enterPin(en.acceptWhat('Chess blitz', 25)));

    const before = await getBalances(t.database.db, alice.id);
    const session = 'accept-session';
    const first = await ussd(t, alicePhone, '2*1*1*2468', session);
    expect(first.text).toBe(en.accepted('Chess blitz'));
    // Africa's Talking retries the same step: the same answer, no second stake.
    const retry = await ussd(t, alicePhone, '2*1*1*2468', session);
    expect(retry.text).toBe(first.text);
    expect(await stakesOf(invite, alice.id)).toHaveLength(1);
    expect((await getBalances(t.database.db, alice.id)).total).toBe(before.total - 25);
    expect((await t.database.db.selectFrom('challenges').select('status').where('id', '=', invite).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('rejecting needs no PIN (no token of mine moves) and refunds the creator', async () => {
    const invite = await inviteFrom(bob, alice, 'Pool match');
    const bobBefore = await getBalances(t.database.db, bob.id);
    const [, , , rejected] = await phone(t, alicePhone).dial('2', '1', '2');
    expect(rejected).toBe(en.rejected('Pool match'));
    expect((await t.database.db.selectFrom('challenges').select('status').where('id', '=', invite).executeTakeFirstOrThrow()).status).toBe('rejected');
    expect((await getBalances(t.database.db, bob.id)).total).toBe(bobBefore.total + 30);
  });

  it('with no invite and nothing active, says so and ends', async () => {
    const dan = await member(t, 'dan_empty');
    const number = await givePhone(t, dan);
    expect(await phone(t, number).dial('2')).toEqual([en.main, en.nothing]);
    // An invite number that is not listed is an invalid choice.
    expect((await phone(t, number).dial('2', '1'))[2]).toBe(en.invalid);
  });
});

describe('3. Back a challenge by its short code', () => {
  it('code → side → amount → PIN: the stake is taken once, whatever the retries; a lower-case code works', async () => {
    const challenge = await soloBy(bob, 'Bob swims 2 km');
    const code = await shortCodeOf(challenge);
    const [, askCode, sides, askTokens, confirm] = await phone(t, alicePhone).dial('3', code.toLowerCase(), '1', '40');
    expect(askCode).toBe(en.askCode);
    expect(sides).toBe(en.sides('Bob swims 2 km', en.soloSucceeds, en.soloFails));
    expect(askTokens).toBe(en.askTokens);
    expect(confirm).toBe(en.enterPin(en.backWhat(en.soloSucceeds, code, 40)));

    const before = await getBalances(t.database.db, alice.id);
    const text = `3*${code}*1*40*2468`;
    const answers = await Promise.all([ussd(t, alicePhone, text, 'back-session'), ussd(t, alicePhone, text, 'back-session')]);
    for (const answer of answers) expect([en.backed(en.soloSucceeds, code, 40), en.busy]).toContain(answer.text);
    expect((await ussd(t, alicePhone, text, 'back-session')).text).toBe(en.backed(en.soloSucceeds, code, 40));
    const stakes = await stakesOf(challenge, alice.id);
    expect(stakes).toHaveLength(1);
    expect(stakes[0]).toMatchObject({ role: 'backer', outcome: 'solo_succeeds', amount: '40' });
    expect((await getBalances(t.database.db, alice.id)).total).toBe(before.total - 40);
  });

  it('two-player sides are named by player; an unknown code and a public challenge end the session', async () => {
    const carol = await member(t, 'carol_plays');
    await buy(t, carol.id, 200);
    const invite = await inviteFrom(bob, carol, 'Darts final');
    expect((await respond(t, carol, invite, 'accept')).status).toBe(200);
    const code = await shortCodeOf(invite);
    expect((await phone(t, alicePhone).dial('3', code))[2]).toBe(en.sides('Darts final', en.wins('bob_ussd'), en.wins('carol_plays')));
    expect((await phone(t, alicePhone).dial('3', 'ZZZZZZ'))[2]).toBe(en.unknownCode);
    const pub = await createChallenge(t, bob, { type: 'public', title: 'Open pool', public: { publicEntryFee: 5 } });
    expect((await phone(t, alicePhone).dial('3', await shortCodeOf(pub.body.challengeId)))[2]).toBe(en.notBackable);
  });

  it("the web's refusals are the answer (backing twice), and nothing moves", async () => {
    const challenge = await soloBy(bob, 'Bob reads a book');
    const code = await shortCodeOf(challenge);
    expect((await phone(t, alicePhone).dial('3', code, '2', '5', '2468'))[5]).toBe(en.backed(en.soloFails, code, 5));
    const before = await getBalances(t.database.db, alice.id);
    const again = (await phone(t, alicePhone).dial('3', code, '2', '5', '2468'))[5]!;
    expect(again).toMatch(/^END /);
    expect(again).not.toBe(en.backed(en.soloFails, code, 5));
    expect((await getBalances(t.database.db, alice.id)).total).toBe(before.total);
  });
});

describe('the USSD PIN on money moves', () => {
  it('is needed: with none set, no token moves', async () => {
    const erin = await member(t, 'erin_no_pin');
    const number = await givePhone(t, erin);
    await buy(t, erin.id, 100);
    const code = await shortCodeOf(await soloBy(bob, 'Bob cycles'));
    expect((await phone(t, number).dial('3', code, '1', '10', '1234'))[5]).toBe(en.pinNotSet);
    expect((await getBalances(t.database.db, erin.id)).total).toBe(100);
  });

  it('a wrong PIN moves nothing and counts once per step; the third locks it for 30 minutes with an SMS, and then even the right PIN is refused', async () => {
    const frank = await member(t, 'frank_guesses');
    const number = await givePhone(t, frank);
    await buy(t, frank.id, 100);
    expect((await setUssdPin(t, frank, { pin: '1357' })).status).toBe(200);
    const code = await shortCodeOf(await soloBy(bob, 'Bob plants trees'));
    const wrong = `3*${code}*1*10*0000`;
    expect((await ussd(t, number, wrong, 'guess-1')).text).toBe(en.pinWrong(2));
    // The same step retried by Africa's Talking: the same answer, not a second try.
    expect((await ussd(t, number, wrong, 'guess-1')).text).toBe(en.pinWrong(2));
    expect((await ussd(t, number, wrong, 'guess-2')).text).toBe(en.pinWrong(1));
    const sent = new Date();
    const locked = await ussd(t, number, wrong, 'guess-3');
    expect(locked.text).toMatch(/^END Wrong PIN\. Your PIN is locked until /);
    expect((await ussd(t, number, `3*${code}*1*10*1357`, 'guess-4')).text).toMatch(/^END Your PIN is locked until /);
    expect((await getBalances(t.database.db, frank.id)).total).toBe(100);
    const sms = await eventually(async () =>
      t.database.db
        .selectFrom('dev_outbox')
        .selectAll()
        .where('recipient', '=', number)
        .where('created_at', '>=', new Date(sent.getTime() - 1000))
        .executeTakeFirst(),
    );
    expect(sms.channel).toBe('sms');
    expect(sms.body_text).toMatch(/^Changamoto: your USSD PIN was locked after 3 wrong tries\. It unlocks at /);
    expect(sms.body_text.length).toBeLessThanOrEqual(160);
    // The web profile shows the lock; the PIN cannot be changed meanwhile.
    const status = await send<{ isSet: boolean; lockedUntil: string | null }>(t, frank, '/api/profile/ussd-pin');
    expect(status.body.isSet).toBe(true);
    expect(new Date(status.body.lockedUntil!).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await setUssdPin(t, frank, { pin: '9999', currentPin: '1357' })).status).toBe(423);
  });
});

describe('a frozen account', () => {
  it('backs nothing over USSD (the ledger refuses, as on the web), and its balance still shows', async () => {
    const gina = await member(t, 'gina_frozen');
    const number = await givePhone(t, gina);
    await buy(t, gina.id, 100);
    expect((await setUssdPin(t, gina, { pin: '4321' })).status).toBe(200);
    await t.database.db.updateTable('users').set({ balance_frozen: true }).where('id', '=', gina.id).execute();
    const code = await shortCodeOf(await soloBy(bob, 'Bob runs stairs'));
    expect((await phone(t, number).dial('1'))[1]).toBe(en.balance(100, 100));
    expect((await phone(t, number).dial('3', code, '1', '10', '4321'))[5]).toBe(en.refused(LEDGER_MESSAGES.frozen));
    expect((await getBalances(t.database.db, gina.id)).total).toBe(100);
  });

  it('a suspended account is told so and nothing else', async () => {
    const hal = await member(t, 'hal_suspended');
    const number = await givePhone(t, hal);
    await t.database.db.updateTable('users').set({ banned: true }).where('id', '=', hal.id).execute();
    expect(await phone(t, number).dial('1')).toEqual([en.suspended, en.suspended]);
  });
});

describe('4. Buy tokens → STK push to this phone', () => {
  it('starts one pending M-Pesa purchase for the amount, whatever the retries', async () => {
    const purchases = () => t.database.db.selectFrom('transactions').selectAll().where('user_id', '=', bob.id).where('status', '=', 'pending').execute();
    const before = (await purchases()).length;
    const [, askKes] = await phone(t, (await t.database.db.selectFrom('users').select('phone').where('id', '=', bob.id).executeTakeFirstOrThrow()).phone!).dial('4');
    expect(askKes).toBe(en.askKes);
    const bobPhone = (await t.database.db.selectFrom('users').select('phone').where('id', '=', bob.id).executeTakeFirstOrThrow()).phone!;
    expect((await ussd(t, bobPhone, '4*150', 'buy-session')).text).toBe(en.buyStarted(150));
    expect((await ussd(t, bobPhone, '4*150', 'buy-session')).text).toBe(en.buyStarted(150));
    const pending = await purchases();
    expect(pending).toHaveLength(before + 1);
    expect(Number(pending.at(-1)!.amount_currency)).toBe(150);
    // The wallet's STK push (modules/wallet/mpesa-purchases.service.ts), to this very phone; no token yet.
    expect(pending.at(-1)!.metadata).toMatchObject({ channel: 'mpesa_stk', mpesa_phone: bobPhone });
    expect(Number(pending.at(-1)!.amount_tokens)).toBeGreaterThan(0);
  });
});

describe('5. Withdraw to this M-Pesa number', () => {
  it('needs verified identity first', async () => {
    const bobPhone = (await t.database.db.selectFrom('users').select('phone').where('id', '=', bob.id).executeTakeFirstOrThrow()).phone!;
    expect((await phone(t, bobPhone).dial('5'))[1]).toBe(en.kycRequired);
  });

  it('needs this number saved as a payout account', async () => {
    expect((await phone(t, alicePhone).dial('5', '100', '2468'))[3]).toBe(en.noPayoutAccount);
  });

  it('amount → fee, tax and net (the web estimate) → PIN: one redemption, whatever the retries', async () => {
    const added = await send(t, alice, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Alice', accountNumber: alicePhone.replace('+254', '0'), bankCode: 'MPESA' } });
    expect(added.status).toBe(201);
    const cash = (await getBalances(t.database.db, alice.id)).cash;
    const [, ask, confirm] = await phone(t, alicePhone).dial('5', '100');
    expect(ask).toBe(en.askWithdraw(cash));
    const estimate = (await send<{ feeKes: number; taxKes: number; netKes: number }>(t, alice, '/api/wallet/withdrawal-estimate?tokens=100')).body;
    // Finance Act 2025 (decision 033): 5 % of the KES 100 withdrawn is withheld, shown before the PIN.
    expect(estimate.taxKes).toBe(5);
    expect(confirm).toBe(en.enterPin(en.withdrawWhat(100, estimate.feeKes, estimate.taxKes, estimate.netKes)));
    const first = await ussd(t, alicePhone, '5*100*2468', 'withdraw-session');
    expect(first.text).toBe(en.withdrawn(estimate.netKes));
    expect((await ussd(t, alicePhone, '5*100*2468', 'withdraw-session')).text).toBe(first.text);
    const redemptions = await t.database.db.selectFrom('transactions').selectAll().where('user_id', '=', alice.id).where('type', '=', 'token_bundle_redemption').execute();
    expect(redemptions).toHaveLength(1);
    expect(Number(redemptions[0]!.amount_tokens)).toBe(-100);
  });
});
