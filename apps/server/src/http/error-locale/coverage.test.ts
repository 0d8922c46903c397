// Every message the server can send has its Kiswahili (issue #20 §1, decision 039): a new message in
// the source (an AppError, errors.*, a *_MESSAGES constant, a zod message, a `message:`), a new
// better-auth error or a zod default without a row in the table fails here, naming it and where it is.
import { fileURLToPath } from 'node:url';
import { BASE_ERROR_CODES } from 'better-auth';
import { admin, emailOTP, phoneNumber, twoFactor, username } from 'better-auth/plugins';
import { RESPONSIBLE_PLAY_MESSAGES } from '@changamoto/shared/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findServerMessages } from './message-sources';
import { localizeMessage, swahiliOf, SW_MESSAGES } from './localize';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const asTemplate = (text: string) => text.replace(/\{\w+\}/g, '{}');
const tableKeys = new Set(Object.keys(SW_MESSAGES).map(asTemplate));

/** The messages of an error-codes object: plain strings or { code, message } (better-auth ≥ 1.4). */
function messagesOf(codes: Record<string, unknown> | undefined): string[] {
  return Object.values(codes ?? {}).map((v) => (typeof v === 'string' ? v : (v as { message: string }).message));
}

describe('the Kiswahili table covers every message the server can send', () => {
  it('every message written in the server and shared source', () => {
    const found = findServerMessages(repoRoot);
    expect(found.length).toBeGreaterThan(300); // the scan still finds the source (a moved folder would make this pass vacuously)
    const missing = found.filter((m) => !tableKeys.has(m.text)).map((m) => `${m.where}: ${m.text}`);
    expect(missing).toEqual([]);
  });

  it("better-auth's own messages, of the core and of every plugin we use", () => {
    const plugins = [admin(), emailOTP({ sendVerificationOTP: async () => {} }), phoneNumber({ sendOTP: async () => {} }), twoFactor(), username()];
    const all = [...messagesOf(BASE_ERROR_CODES as Record<string, unknown>), ...plugins.flatMap((p) => messagesOf((p as { $ERROR_CODES?: Record<string, unknown> }).$ERROR_CODES))];
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter((message) => swahiliOf(message) === null)).toEqual([]);
  });

  it("zod's default messages (an input checked without a message of its own)", () => {
    const schema = z.strictObject({
      text: z.string().max(3),
      short: z.string().min(5),
      count: z.number().int().max(10),
      small: z.number().min(2),
      kind: z.enum(['a', 'b']),
      exact: z.literal('x'),
      mail: z.email(),
      id: z.uuid(),
      link: z.url(),
      code: z.string().regex(/^\d+$/),
      list: z.array(z.string()).max(1),
      step: z.number().multipleOf(5),
    });
    const result = schema.safeParse({ text: 'long', short: 'ab', count: 11.5, small: 1, kind: 'c', exact: 'y', mail: 'no', id: 'no', link: 'no', code: 'x', list: ['a', 'b'], step: 7, extra: 1 });
    const missing = result.error!.issues.map((issue) => issue.message).filter((message) => swahiliOf(message) === null);
    expect(missing).toEqual([]);
    expect(swahiliOf(z.string().safeParse(1).error!.issues[0]!.message)).toBe('Ingizo si sahihi: ilitarajiwa string, imepokelewa number');
  });

  it('a Kiswahili text uses only the placeholders of its English', () => {
    const wrong = Object.entries(SW_MESSAGES).filter(([en, sw]) => [...sw.matchAll(/\{(\w+)\}/g)].some(([, name]) => !en.includes(`{${name}}`)));
    expect(wrong).toEqual([]);
  });
});

describe('localizeMessage', () => {
  it('gives English unchanged and Kiswahili from the table, templates filled in', () => {
    expect(localizeMessage('Insufficient tokens.', 'en')).toBe('Insufficient tokens.');
    expect(localizeMessage('Insufficient tokens.', 'sw')).toBe('Huna tokeni za kutosha.');
    expect(localizeMessage('Watch up to 50 challenges by their ids.', 'sw')).toBe('Fuatilia hadi changamoto 50 kwa vitambulisho vyake.');
    // A value that is an English word of its own (a period, a field label, a count of tokens).
    expect(localizeMessage('Your weekly deposit limit is now KES 5,000.', 'sw')).toBe('Kikomo chako cha kila wiki cha kuweka pesa sasa ni KES 5,000.');
    expect(localizeMessage('Subject is required.', 'sw')).toBe('Mada inahitajika.');
    expect(localizeMessage('You cannot redeem more than your available 5 tokens.', 'sw')).toBe('Huwezi kutoa zaidi ya tokeni 5 ulizonazo.');
    // The most specific template answers: "suspended until …" before "suspended{…}".
    expect(localizeMessage('Your account has been suspended until 1 Dec 2026, so you have been signed out. Reason: spam. Contact support@changamoto.co.ke if you believe this is a mistake.', 'sw')).toBe(
      'Akaunti yako imesimamishwa hadi 1 Des 2026, kwa hivyo umeondolewa. Sababu: spam. Wasiliana na support@changamoto.co.ke kama unaamini ni makosa.',
    );
  });

  it('writes the dates a message carries with Kiswahili months (the time stays EAT digits)', () => {
    const endsAt = new Date('2026-08-05T06:00:00Z');
    expect(localizeMessage(RESPONSIBLE_PLAY_MESSAGES.breakStarted(endsAt), 'sw')).toBe('Mapumziko yako yameanza. Yanaisha 5 Ago 2026, 09:00 EAT.');
    expect(localizeMessage(RESPONSIBLE_PLAY_MESSAGES.breakStarted(endsAt), 'en')).toBe('Your break has started. It ends on 5 Aug 2026, 09:00 EAT.');
    expect(localizeMessage(RESPONSIBLE_PLAY_MESSAGES.closed(new Date('2026-10-20T12:00:00Z')), 'sw')).toContain('20 Okt 2026');
  });

  it('keeps a message the table does not know in English rather than lose it', () => {
    expect(localizeMessage('Something nobody wrote yet.', 'sw')).toBe('Something nobody wrote yet.');
  });
});
