// Africa's Talking's SMS delivery reports (issue #19 §2): POST /api/sms/delivery-reports/<secret>, its
// secret checked before anything is read, each report kept as it came and recorded against its message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAfricasTalkingSimulator, type AfricasTalkingSimulator } from '../../../test/helpers/africastalking-simulator';
import { member } from '../../../test/helpers/members';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { runInTransaction } from '../../db/unit-of-work';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { createSmsService } from './sms.service';

const SECRET = 'dlr_secret_0123456789abcdefghij';
let at: AfricasTalkingSimulator;
let t: TestApp;
let notifications: ReturnType<typeof createNotificationsService>;

beforeAll(async () => {
  at = await startAfricasTalkingSimulator();
  t = await createTestApp({ env: { AT_API_KEY: at.apiKey, AT_USERNAME: at.username, AT_BASE_URL: at.baseUrl, AT_SMS_CALLBACK_SECRET: SECRET } });
  notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), sms: createSmsService({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
}, 60_000);
afterAll(async () => {
  await t.close();
  await at.stop();
});

/** A signed-in adult with a verified phone. */
async function person(name: string, phone: string) {
  const m = await member(t, name);
  await t.database.db.updateTable('users').set({ phone, phone_verified: true }).where('id', '=', m.id).execute();
  return { ...m, phone };
}

const messagesOf = (userId: string) => t.database.db.selectFrom('sms_messages').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
const sentTo = (phone: string) => eventually(async () => at.sent.find((m) => m.to === phone));
const postReport = (form: URLSearchParams, secret = SECRET) => t.app.request(`/api/sms/delivery-reports/${secret}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });

describe('delivery reports (POST /api/sms/delivery-reports/<secret>)', () => {
  it('a wrong or missing secret is refused before anything is recorded', async () => {
    const before = (await t.database.db.selectFrom('sms_delivery_reports').select('id').execute()).length;
    const form = at.deliveryReport('ATXid_forged', 'Success');
    expect((await postReport(form, 'not-the-secret')).status).toBe(401);
    expect((await postReport(form, `${SECRET}x`)).status).toBe(401);
    expect((await t.app.request('/api/sms/delivery-reports/', { method: 'POST', body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(404);
    expect((await t.database.db.selectFrom('sms_delivery_reports').select('id').execute()).length).toBe(before);
  });

  it('a report without id or status is a 400; one for an unknown message is kept for reconciliation', async () => {
    const missing = await postReport(new URLSearchParams({ status: 'Success' }));
    expect([missing.status, ((await missing.json()) as { error: { message: string } }).error.message]).toEqual([400, 'A delivery report needs id and status.']);
    expect((await postReport(at.deliveryReport('ATXid_unknown', 'Failed', { failureReason: 'UserDoesNotExist' }))).status).toBe(200);
    const kept = await t.database.db.selectFrom('sms_delivery_reports').selectAll().where('provider_message_id', '=', 'ATXid_unknown').executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ sms_message_id: null, status: 'Failed', failure_reason: 'UserDoesNotExist' });
  });

  it('a failure report marks the message delivery_failed with its reason; a late "Buffered" does not undo it', async () => {
    const m = await person('sms_dlr_failed', '+254798000001');
    await runInTransaction(t.database.db, (tx) =>
      notifications.notify(tx, { userId: m.id, type: 'challenge_invite_received', message: 'x', sms: { kind: 'invite_received', stake: 20, from: 'Otieno', title: 'Chess', reference: 'ABCDEF0123' } }),
    );
    const sms = await sentTo(m.phone);
    await eventually(async () => ((await messagesOf(m.id))[0]?.status === 'sent' ? true : undefined));
    expect((await postReport(at.deliveryReport(sms.messageId, 'Failed', { failureReason: 'AbsentSubscriber', retryCount: 2 }))).status).toBe(200);
    expect((await postReport(at.deliveryReport(sms.messageId, 'Buffered'))).status).toBe(200);
    expect((await messagesOf(m.id))[0]).toMatchObject({ status: 'delivery_failed', delivery_status: 'Failed', delivery_failure_reason: 'AbsentSubscriber', delivery_retry_count: 2 });
    const statuses = (await t.database.db.selectFrom('sms_delivery_reports').select('status').where('provider_message_id', '=', sms.messageId).orderBy('id').execute()).map((r) => r.status);
    expect(statuses).toEqual(['Failed', 'Buffered']);
  });
});
