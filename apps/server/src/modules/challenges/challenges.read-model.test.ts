// The challenge reads served from the read model (decision 037) through the real app: every write that
// changes a challenge is on the next read — details, list pages, stake pages — though the answer before
// it was kept (the model's hits prove it was); a reader's own stakes are never anyone else's; a person's
// new name replaces the old one on the pages that show it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { admin, announceChallenges, member, send, type Member } from '../../../test/helpers/challenges';
import { buy } from '../../../test/helpers/members';
import { raw } from '../../../test/helpers/kyc-uploads';
import { verifyLedger } from '../ledger/ledger.verify';
import { expireInvite } from './challenges.service';
import { moveEndedToVerification } from './results.repo';

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = await Promise.all([member(t, 'alice_rm'), member(t, 'bob_rm'), member(t, 'carol_rm')]);
  boss = await admin(t, 'boss_rm');
  await Promise.all([buy(t, alice.id, 5_000), buy(t, bob.id, 5_000), buy(t, carol.id, 5_000)]);
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

interface Stake {
  userId: string;
  amount: number;
  status: string;
}
interface Detail {
  challenge: { status: string; isFeatured: boolean; totalJackpot: number; participantsCount: number; backersCount: number; backers: Stake[]; myStakes: Stake[]; creator: { username: string } | null };
}
interface Page {
  challenges: { id: string; totalJackpot: number; status: string }[];
}
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const key = () => ({ 'Idempotency-Key': randomUUID() });
const db = () => t.database.db;

async function create(m: Member, body: Record<string, unknown>): Promise<string> {
  const answer = await send<{ challengeId: string }>(t, m, '/api/challenges', { body: { title: `Walk ${randomUUID().slice(0, 6)}`, categorySlug: 'fitness', startDate: iso(HOUR), endDate: iso(7 * 24 * HOUR), ...body }, headers: key() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.challengeId;
}
const solo = (m: Member, stake = 100) => create(m, { type: 'solo', solo: { playerAStake: stake } });
const invite = (m: Member, opponent: Member) => create(m, { type: 'two_player', two_player: { opponentId: opponent.id, playerAStake: 30, playerBStake: 30 } });
async function ok(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
}
const back = (m: Member, id: string, amount: number, outcome = 'solo_fails') => ok(send(t, m, `/api/challenges/${id}/participation`, { body: { actionType: 'back', backedOutcome: outcome, stakeAmount: amount }, headers: key() }));

const asVisitor = async <T>(path: string) => {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const detail = async (id: string) => (await asVisitor<Detail>(`/api/challenges/${id}`)).challenge;
const listed = async (query: string, id: string) => (await asVisitor<Page>(`/api/challenges?${query}`)).challenges.find((c) => c.id === id);
const hits = () => t.readModel.stats().hits;

/** Moves the challenge's start (and with endedToo its end) into the past, straight in the table, announced as the app would. */
async function startedAgo(id: string, { endedToo = false } = {}) {
  await db()
    .updateTable('challenges')
    .set({ start_date: new Date(Date.now() - 2 * HOUR), ...(endedToo ? { end_date: new Date(Date.now() - 1_000) } : {}) })
    .where('id', '=', id)
    .execute();
  await announceChallenges(db(), [id]);
}

/** Reads `read` twice (the second from the model: a hit), then after `write` once: returns [before, after]. */
async function aroundWrite<T>(read: () => Promise<T>, write: () => Promise<unknown>): Promise<[T, T]> {
  const before = await read();
  const kept = hits();
  expect(await read()).toEqual(before);
  expect(hits()).toBeGreaterThan(kept);
  await write();
  return [before, await read()];
}

describe('every write that changes a challenge is on the next read, though the read before it was kept', () => {
  const cases: { write: string; run: () => Promise<void> }[] = [
    {
      write: 'create (a new challenge on the list pages)',
      run: async () => {
        let id = '';
        const [before, after] = await aroundWrite(
          async () => (await asVisitor<Page>('/api/challenges?sort=new&limit=5')).challenges.map((c) => c.id),
          async () => (id = await solo(alice)),
        );
        expect(before).not.toContain(id);
        expect(after[0]).toBe(id);
      },
    },
    {
      write: 'back (detail, list page and stake page)',
      run: async () => {
        const id = await solo(alice);
        const [d0, d1] = await aroundWrite(
          () => detail(id),
          () => back(bob, id, 30),
        );
        expect([d0.totalJackpot, d1.totalJackpot, d1.backersCount]).toEqual([100, 130, 1]);
        const [l0, l1] = await aroundWrite(
          () => listed('sort=new&limit=50', id),
          () => back(carol, id, 5),
        );
        expect([l0?.totalJackpot, l1?.totalJackpot]).toEqual([130, 135]);
        expect((await detail(id)).backers.map((s) => s.userId)).toEqual([bob.id, carol.id]);
      },
    },
    {
      write: 'join a public challenge',
      run: async () => {
        const id = await create(alice, { type: 'public', public: { publicEntryFee: 20 } });
        const [before, after] = await aroundWrite(
          () => detail(id),
          () => ok(send(t, bob, `/api/challenges/${id}/participation`, { body: { actionType: 'join' }, headers: key() })),
        );
        expect([before.participantsCount, after.participantsCount, after.totalJackpot]).toEqual([0, 1, 20]);
      },
    },
    {
      write: 'accept an invite',
      run: async () => {
        const id = await invite(alice, bob);
        const [before, after] = await aroundWrite(
          () => detail(id),
          () => ok(send(t, bob, `/api/challenges/${id}/invite-response`, { body: { action: 'accept' }, headers: key() })),
        );
        expect([before.status, after.status, after.totalJackpot]).toEqual(['pending_acceptance', 'active', 60]);
      },
    },
    {
      write: 'reject an invite',
      run: async () => {
        const id = await invite(alice, bob);
        const [before, after] = await aroundWrite(
          () => detail(id),
          () => ok(send(t, bob, `/api/challenges/${id}/invite-response`, { body: { action: 'reject' }, headers: key() })),
        );
        expect([before.status, after.status]).toEqual(['pending_acceptance', 'rejected']);
      },
    },
    {
      write: 'the invite-expiry job',
      run: async () => {
        const id = await invite(alice, carol);
        await db()
          .updateTable('challenges')
          .set({ invite_expires_at: new Date(Date.now() - 1_000) })
          .where('id', '=', id)
          .execute();
        await announceChallenges(db(), [id]);
        const [before, after] = await aroundWrite(
          () => detail(id),
          () => expireInvite(db(), t.services.notifications, id),
        );
        expect([before.status, after.status]).toEqual(['pending_acceptance', 'cancelled']);
      },
    },
    {
      write: 'the end-date job',
      run: async () => {
        const id = await solo(alice, 50);
        await startedAgo(id, { endedToo: true });
        const [before, after] = await aroundWrite(
          () => detail(id),
          () => moveEndedToVerification(db()),
        );
        expect([before.status, after.status]).toEqual(['active', 'pending_verification']);
      },
    },
    {
      write: 'a claim, the decision and the settlement',
      run: async () => {
        const id = await solo(alice, 50);
        await back(bob, id, 10);
        await startedAgo(id);
        const form = new FormData();
        form.append('outcome', 'solo_succeeds');
        const [, claimed] = await aroundWrite(
          () => detail(id),
          async () => expect((await raw(t, alice, `/api/challenges/${id}/claim`, { method: 'POST', body: form })).status).toBe(200),
        );
        expect(claimed.status).toBe('pending_verification');
        const [, decided] = await aroundWrite(
          () => detail(id),
          () => ok(send(t, boss, `/api/admin/challenges/${id}/decision`, { body: { outcome: 'solo_succeeds' }, headers: key() })),
        );
        expect(['completed', 'paid_out']).toContain(decided.status);
        // The settlement job runs on its own: the kept detail shows it paid out once it has.
        const settled = await eventually(async () => {
          const now = await detail(id);
          return now.status === 'paid_out' ? now : undefined;
        });
        expect(settled.backers.map((s) => [s.userId, s.status])).toEqual([[bob.id, 'lost']]);
      },
    },
    {
      write: "an admin's void",
      run: async () => {
        const id = await solo(alice, 40);
        await back(bob, id, 10);
        const [before, after] = await aroundWrite(
          () => detail(id),
          () => ok(send(t, boss, `/api/admin/challenges/${id}/void`, { body: { reason: 'Rules broken' }, headers: key() })),
        );
        expect([before.status, after.status]).toEqual(['active', 'cancelled']);
      },
    },
    {
      write: "an admin's feature",
      run: async () => {
        const id = await solo(alice);
        const [before, after] = await aroundWrite(
          async () => ({ page: await listed('featured=true&limit=50', id), featured: (await detail(id)).isFeatured }),
          () => ok(send(t, boss, `/api/admin/challenges/${id}/featured`, { body: { featured: true } })),
        );
        expect([before.page, before.featured]).toEqual([undefined, false]);
        expect([after.page?.id, after.featured]).toEqual([id, true]);
      },
    },
    {
      write: "a person's new username (on every page that shows them)",
      run: async () => {
        const id = await solo(carol);
        const name = `carol_${randomUUID().slice(0, 6)}`;
        const [before, after] = await aroundWrite(
          () => detail(id),
          () => ok(send(t, carol, '/api/profile', { method: 'PATCH', body: { username: name } })),
        );
        expect(before.creator?.username).not.toBe(name);
        expect(after.creator?.username).toBe(name);
      },
    },
    {
      write: 'create and back (search pages, decision 046)',
      run: async () => {
        const word = `zebra${randomUUID().slice(0, 6)}`;
        let id = '';
        const search = async () => (await asVisitor<Page>(`/api/challenges/search?q=${word}&limit=20`)).challenges;
        const [before, after] = await aroundWrite(search, async () => (id = await create(alice, { type: 'solo', solo: { playerAStake: 40 }, title: `Ride a ${word}` })));
        expect(before).toEqual([]);
        expect(after.map((c) => [c.id, c.totalJackpot])).toEqual([[id, 40]]);
        const [, backed] = await aroundWrite(search, () => back(bob, id, 7));
        expect(backed.map((c) => c.totalJackpot)).toEqual([47]);
      },
    },
    {
      write: "a person's new username (search pages that now match it)",
      run: async () => {
        const id = await solo(carol);
        const name = `quokka_${randomUUID().slice(0, 6)}`;
        const [before, after] = await aroundWrite(
          async () => (await asVisitor<Page>(`/api/challenges/search?q=${name}&limit=20`)).challenges.map((c) => c.id),
          () => ok(send(t, carol, '/api/profile', { method: 'PATCH', body: { username: name } })),
        );
        expect(before).not.toContain(id);
        expect(after).toContain(id);
      },
    },
  ];
  for (const { write, run } of cases) it(write, run);
});

describe("a reader's own part", () => {
  it("is read for each reader and merged: A's stakes never shown to B, a visitor sees none", async () => {
    const id = await solo(alice, 60);
    await back(bob, id, 25);
    await back(carol, id, 15, 'solo_succeeds');
    const mine = async (m: Member | null) => {
      const answer = m ? await send<Detail>(t, m, `/api/challenges/${id}`) : { status: 200, body: await asVisitor<Detail>(`/api/challenges/${id}`), headers: new Headers() };
      expect(answer.status).toBe(200);
      return answer.body.challenge.myStakes.map((s) => [s.userId, s.amount]);
    };
    // Bob first (the public part is built as a visitor's, whoever asks first), then the others.
    expect(await mine(bob)).toEqual([[bob.id, 25]]);
    expect(await mine(carol)).toEqual([[carol.id, 15]]);
    expect(await mine(alice)).toEqual([[alice.id, 60]]);
    expect(await mine(null)).toEqual([]);
    expect(await mine(bob)).toEqual([[bob.id, 25]]);
    // A signed-in answer is marked private; the visitor's is not.
    expect((await send(t, bob, `/api/challenges/${id}`)).headers.get('cache-control')).toBe('private, no-store');
    expect((await t.request(`/api/challenges/${id}`)).headers.get('cache-control')).toBeNull();
  });

  it("a refused search (too short) is the route's 400, never kept", async () => {
    const before = t.readModel.stats().entries;
    expect((await t.request('/api/challenges/search?q=a')).status).toBe(400);
    expect((await t.request('/api/challenges/search?q=a')).status).toBe(400);
    expect(t.readModel.stats().entries).toBe(before);
  });

  it('an unknown or malformed id is a 404 from the route, never kept', async () => {
    const before = t.readModel.stats().entries;
    expect((await t.request(`/api/challenges/${randomUUID()}`)).status).toBe(404);
    expect((await t.request('/api/challenges/not-a-uuid')).status).toBe(404);
    expect(t.readModel.stats().entries).toBe(before);
  });

  it('an id in capitals is the same challenge, dropped by its writes too', async () => {
    const id = await solo(alice, 10);
    const upper = `/api/challenges/${id.toUpperCase()}`;
    expect((await asVisitor<Detail>(upper)).challenge.totalJackpot).toBe(10);
    await back(bob, id, 3);
    expect((await asVisitor<Detail>(upper)).challenge.totalJackpot).toBe(13);
  });
});
