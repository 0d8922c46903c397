import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@changamoto.test' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('rate_limit_counters').execute();
});

const valid = { name: 'Achieng Otieno', email: 'achieng@example.co.ke', type: 'billing', subject: 'M-Pesa top-up', message: 'My top-up of KES 350 has not shown yet.' };
const countMessages = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to SUPPORT_EMAIL through a job (it lands in the dev outbox)', async () => {
    const response = await t.request('/api/contact', { method: 'POST', body: valid });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; id: string };
    expect(body.success).toBe(true);

    const stored = await t.database.db.selectFrom('contact_messages').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: valid.name, email: valid.email, type: 'billing', subject: valid.subject, message: valid.message, ip: '203.0.113.10' });

    const email = await eventually(() => t.database.db.selectFrom('dev_outbox').selectAll().where('subject', 'like', '%M-Pesa top-up%').executeTakeFirst());
    expect(email).toMatchObject({ channel: 'email', recipient: 'help@changamoto.test', subject: '[Contact · Billing] M-Pesa top-up' });
    expect(email.body_text).toContain('Reply-To: achieng@example.co.ke');
    expect(email.body_text).toContain(valid.message);
  });

  it('defaults the inquiry type to general and trims the fields', async () => {
    const response = await t.request('/api/contact', { method: 'POST', body: { name: '  Kamau ', email: ' kamau@example.com ', subject: ' Hello ', message: ' Hi there ' } });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await t.database.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Kamau', email: 'kamau@example.com', type: 'general', subject: 'Hello', message: 'Hi there' });
  });

  it.each([
    ['an empty form', {}, 'Name is required.', { name: 'Name is required.', email: 'Email is required.', subject: 'Subject is required.', message: 'Message is required.' }],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'Invalid email address', { email: 'Invalid email address' }],
    ['blank fields', { ...valid, name: '   ', message: '  ' }, 'Name is required.', { name: 'Name is required.', message: 'Message is required.' }],
    ['an unknown inquiry type', { ...valid, type: 'complaint' }, 'Please choose a valid inquiry type.', { type: 'Please choose a valid inquiry type.' }],
    ['an extra key', { ...valid, admin: true }, 'Unknown field: admin.', { admin: 'Unknown field.' }],
    ['a too-long subject', { ...valid, subject: 's'.repeat(201) }, 'Subject must be at most 200 characters.', { subject: 'Subject must be at most 200 characters.' }],
    ['wrong types', { ...valid, name: 42 }, 'Name is required.', { name: 'Name is required.' }],
  ])('refuses %s with a 400, the exact messages, and stores nothing', async (_label, body, message, fields) => {
    const before = await countMessages();
    const response = await t.request('/api/contact', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'validation_error', message, fields } });
    expect(await countMessages()).toBe(before);
  });

  it('limits each IP to 5 messages an hour with a 429 and Retry-After, without affecting other IPs', async () => {
    for (let i = 0; i < 5; i++) expect((await t.request('/api/contact', { method: 'POST', body: valid, ip: '198.51.100.7' })).status).toBe(201);
    const before = await countMessages();
    const limited = await t.request('/api/contact', { method: 'POST', body: valid, ip: '198.51.100.7' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please try again later.' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await countMessages()).toBe(before);
    expect((await t.request('/api/contact', { method: 'POST', body: valid, ip: '198.51.100.8' })).status).toBe(201);
  });

  it('the limit is shared through PostgreSQL, so a second app instance on the same database sees the same count', async () => {
    for (let i = 0; i < 5; i++) await t.request('/api/contact', { method: 'POST', body: valid, ip: '198.51.100.9' });
    const { buildApp } = await import('../../app');
    const { pino } = await import('pino');
    const second = buildApp({ env: t.env, db: t.database.db, jobs: t.jobs, auth: t.auth, paystack: t.paystackDeps, log: pino({ level: 'silent' }) });
    const response = await second.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': '198.51.100.9' },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(429);
  });
});
