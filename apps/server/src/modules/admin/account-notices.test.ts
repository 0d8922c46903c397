// issue #24 item 11: tell people their state before they act. An admin's freeze and suspension are told
// to the person in-app and by e-mail with the reason (and the end of a suspension); an open page hears
// account.changed (the profile then carries balanceFrozen) or session.ended with the message to show;
// the profile carries a break in force with its end, so every page can say so before a form is used.
import { randomUUID } from 'node:crypto';
import type { Profile } from '@changamoto/shared/contract';
import { ACCOUNT_STATE_MESSAGES, RESPONSIBLE_PLAY_MESSAGES, formatEat } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { NOTICES_SW } from '../notifications/notice-texts-sw';
import { emailJobsContaining, rowsWithMessage } from '../notifications/notifications.test-helpers';
import { readEventStream, type SseStream } from '../realtime/sse-test-client';
import { admin, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'notice_admin');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const post = (path: string, body: Record<string, unknown>) => send(t, boss, path, { body, headers: { 'Idempotency-Key': randomUUID() } });

async function live(m: Member): Promise<SseStream> {
  const controller = new AbortController();
  const response = await t.app.request('/api/events', { headers: { Cookie: [...m.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, signal: controller.signal });
  const stream = readEventStream(response, () => controller.abort());
  streams.push(stream);
  expect(await stream.next()).toEqual({ event: 'realtime.ready', data: {} });
  return stream;
}
async function nextOf(stream: SseStream, type: string) {
  for (;;) {
    const event = await stream.next();
    if (event.event === type) return event;
  }
}

describe('freezing and suspending are told to the person (issue #24 item 11)', () => {
  it('a freeze: a notice in-app and by e-mail with the reason, account.changed on their open page, balanceFrozen in their profile; unfreezing says so too', async () => {
    const fay = await member(t, 'notice_frozen');
    const stream = await live(fay);
    expect((await post(`/api/admin/users/${fay.id}/balance-freeze`, { frozen: true, reason: 'Chargeback under review' })).status).toBe(200);
    const message = ACCOUNT_STATE_MESSAGES.frozen('Chargeback under review');
    expect((await rowsWithMessage(t, message)).map((r) => [r.user_id, r.type])).toEqual([[fay.id, 'account_restricted']]);
    expect(await emailJobsContaining(t, message)).toBe(1);
    expect(await nextOf(stream, 'account.changed')).toEqual({ event: 'account.changed', data: {} });
    expect((await send<Profile>(t, fay, '/api/profile')).body.balanceFrozen).toBe(true);

    expect((await post(`/api/admin/users/${fay.id}/balance-freeze`, { frozen: false, reason: 'Cleared' })).status).toBe(200);
    expect((await rowsWithMessage(t, ACCOUNT_STATE_MESSAGES.unfrozen)).map((r) => r.user_id)).toEqual([fay.id]);
  });

  it('a suspension: a notice in-app and by e-mail with the reason and the end, and the open page is told why as the session ends', async () => {
    const sam = await member(t, 'notice_suspended');
    const stream = await live(sam);
    const until = new Date(Date.now() + 7 * 86_400_000);
    expect((await post(`/api/admin/users/${sam.id}/suspend`, { reason: 'Abusive messages', until: until.toISOString() })).status).toBe(200);
    const message = ACCOUNT_STATE_MESSAGES.suspended('Abusive messages', formatEat(until));
    expect(message).toContain('EAT');
    expect((await rowsWithMessage(t, message)).map((r) => [r.user_id, r.type])).toEqual([[sam.id, 'account_restricted']]);
    expect(await emailJobsContaining(t, message)).toBe(1);
    expect(await nextOf(stream, 'session.ended')).toEqual({ event: 'session.ended', data: { reason: 'suspended', message } });
    expect((await send(t, sam, '/api/profile')).status).toBe(401);
  });

  it('a Kiswahili reader is told in Kiswahili, the end of the suspension with a Kiswahili month', async () => {
    const juma = await member(t, 'notice_suspended_sw');
    await t.database.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', juma.id).execute();
    // August: 'Aug' in English, 'Ago' in Kiswahili.
    const until = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 7, 5, 6));
    expect((await post(`/api/admin/users/${juma.id}/suspend`, { reason: 'Lugha ya matusi', until: until.toISOString() })).status).toBe(200);
    const message = NOTICES_SW.suspended('Lugha ya matusi', formatEat(until, 'sw'));
    expect(message).toContain('5 Ago');
    expect((await rowsWithMessage(t, message)).map((r) => [r.user_id, r.type])).toEqual([[juma.id, 'account_restricted']]);
  });
});

describe('the profile carries a break in force (issue #24 item 11)', () => {
  it('none → null; on a break → its kind, end and the sentence every blocked action answers', async () => {
    const bea = await member(t, 'notice_break');
    expect((await send<Profile>(t, bea, '/api/profile')).body.activeExclusion).toBeNull();
    expect((await send(t, bea, '/api/responsible-play/self-exclusions', { body: { kind: 'break_24h', confirm: true } })).status).toBe(201);
    const { activeExclusion } = (await send<Profile>(t, bea, '/api/profile')).body;
    expect(activeExclusion).toMatchObject({ kind: 'break_24h', endsAt: expect.any(String) });
    expect(activeExclusion!.message).toBe(RESPONSIBLE_PLAY_MESSAGES.onBreak(new Date(activeExclusion!.endsAt!)));
  });
});
