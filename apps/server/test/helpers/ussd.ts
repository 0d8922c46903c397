// The USSD tests' kit (modules/ussd): a phone that dials the callback as Africa's Talking does (a form
// to /api/ussd/<secret>), a verified phone on a member, and their USSD PIN set through the web profile.
import { randomUUID } from 'node:crypto';
import { send, type Member } from './members';
import { TEST_USSD_SECRET, type TestApp } from './test-app';

/** Africa's Talking's own addresses in the tests (TRUST_PROXY is on: X-Forwarded-For is the client). */
export const AT_ADDRESS = '196.201.214.10';

export interface UssdAnswer {
  status: number;
  text: string;
}

/** One callback: the answers so far joined by '*' (Africa's Talking's `text`). */
export async function ussd(t: TestApp, phoneNumber: string, text: string, sessionId: string, options: { secret?: string; ip?: string } = {}): Promise<UssdAnswer> {
  const response = await t.app.request(`/api/ussd/${options.secret ?? TEST_USSD_SECRET}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': options.ip ?? AT_ADDRESS },
    body: new URLSearchParams({ sessionId, serviceCode: '*384*123#', phoneNumber, text }),
  });
  return { status: response.status, text: await response.text() };
}

/** A phone: each call sends the next answers of one session (a new session each time `dial` is called). */
export function phone(t: TestApp, phoneNumber: string) {
  return {
    number: phoneNumber,
    /** Walks a whole session, answer by answer, as a person keys it; returns every screen. */
    async dial(...answers: string[]): Promise<string[]> {
      const sessionId = `ATUid_${randomUUID()}`;
      const screens = [(await ussd(t, phoneNumber, '', sessionId)).text];
      for (let i = 1; i <= answers.length; i++) screens.push((await ussd(t, phoneNumber, answers.slice(0, i).join('*'), sessionId)).text);
      return screens;
    },
  };
}

let phoneCounter = 0;
/** A fresh Kenyan number, verified on the member's account unless `verified: false`. */
export async function givePhone(t: TestApp, m: Member, { verified = true } = {}): Promise<string> {
  phoneCounter += 1;
  const number = `+2547${String(10_000_000 + ((process.pid * 7 + phoneCounter * 104_729) % 89_999_999)).padStart(8, '0')}`;
  await t.database.db.updateTable('users').set({ phone: number, phone_verified: verified }).where('id', '=', m.id).execute();
  return number;
}

export const setUssdPin = (t: TestApp, m: Member, body: { pin: string; currentPin?: string }) => send<{ message: string; status: { isSet: boolean; lockedUntil: string | null } }>(t, m, '/api/profile/ussd-pin', { method: 'PUT', body });
