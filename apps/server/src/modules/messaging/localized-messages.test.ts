// E-mails and SMS go out in the person's language (issue #20 §1): an account starts in its browser's
// language (locale cookie, else Accept-Language), the profile's switch changes it, and a code to an
// address with no account yet follows the asking browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createNotificationsService } from '../notifications/notifications.service';
import { createMessaging } from './messaging.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpBody = (email: string, username: string) => ({ email, password: 'secret123', name: username, username, region: 'KE', isAdultConfirmed: true });

/** A device whose browser chose Kiswahili (the switch's cookie). */
function swahiliDevice(ip: string): Client {
  const device = client(t, ip);
  device.cookies.set('locale', 'sw');
  return device;
}

async function confirmedAccount(device: Client, email: string, username: string) {
  const started = new Date();
  expect((await device.json('/api/auth/sign-up/email', { body: signUpBody(email, username) })).status).toBe(200);
  const mail = await latestMessageTo(t, email, { after: started });
  await device.request(`/api/auth/verify-email?token=${mail.body_text.match(/verify-email\?token=([^\s]+)/)![1]}`);
  return mail;
}

describe('messages in the person’s language', () => {
  it('a sign-up from a Kiswahili browser makes a Kiswahili account and confirms it in Kiswahili; English stays the default', async () => {
    const mail = await confirmedAccount(swahiliDevice('203.0.113.201'), 'zawadi@example.co.ke', 'zawadi_m');
    expect(mail.subject).toBe('Thibitisha barua pepe yako ya Changamoto');
    expect(mail.body_text).toContain('Karibu Changamoto!');
    const device = client(t, '203.0.113.202');
    await device.json('/api/auth/sign-in/email', { body: { email: 'zawadi@example.co.ke', password: 'secret123' } });
    expect((await device.json<{ locale: string }>('/api/profile')).body.locale).toBe('sw');

    const english = await confirmedAccount(client(t, '203.0.113.203'), 'otieno@example.co.ke', 'otieno_b');
    expect(english.subject).toBe('Confirm your e-mail for Changamoto');
  });

  it('follows the profile’s language switch: the password reset e-mail changes language with it', async () => {
    const device = client(t, '203.0.113.204');
    await confirmedAccount(device, 'achieng@example.co.ke', 'achieng_o');
    const reset = async () => {
      const started = new Date();
      await client(t, '203.0.113.205').json('/api/auth/request-password-reset', { body: { email: 'achieng@example.co.ke' } });
      return latestMessageTo(t, 'achieng@example.co.ke', { after: started });
    };
    // (English before the switch: password-reset.test.ts; one reset here, as resets per address are limited.)
    expect((await device.json('/api/profile', { method: 'PATCH', body: { locale: 'sw' } })).status).toBe(200);
    const swahili = await reset();
    expect(swahili.subject).toBe('Badilisha nenosiri lako la Changamoto');
    expect(swahili.body_text).toContain('Chagua nenosiri jipya hapa');
  });

  it('a sign-in code to an address with no account follows the asking browser', async () => {
    const started = new Date();
    expect((await swahiliDevice('203.0.113.206').json('/api/auth/email-otp/send-verification-otp', { body: { email: 'mgeni@example.co.ke', type: 'sign-in' } })).status).toBe(200);
    const mail = await latestMessageTo(t, 'mgeni@example.co.ke', { after: started });
    expect(mail.subject).toMatch(/^Msimbo wako wa Changamoto: \d{6}$/);
  });

  it('a notification with a text per language is stored and e-mailed in the recipient’s language, around a Kiswahili e-mail', async () => {
    const device = swahiliDevice('203.0.113.207');
    await confirmedAccount(device, 'wairimu@example.co.ke', 'wairimu_k');
    const userId = (await device.json<{ id: string }>('/api/profile')).body.id;
    const service = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
    const started = new Date();
    const result = await t.database.db.transaction().execute((tx) => service.notify(tx, { userId, type: 'login_bonus_received', message: { en: 'Daily bonus: 10 tokens.', sw: 'Bonasi ya kila siku: tokeni 10.' } }));
    expect(result.notification?.message).toBe('Bonasi ya kila siku: tokeni 10.');
    const mail = await latestMessageTo(t, 'wairimu@example.co.ke', { after: started });
    expect(mail.subject).toBe('Bonasi ya kuingia imepokelewa · Changamoto');
    expect(mail.body_text).toContain('Bonasi ya kila siku: tokeni 10.');
    expect(mail.body_text).toContain('Ifungue kwenye Changamoto:');
  });
});
