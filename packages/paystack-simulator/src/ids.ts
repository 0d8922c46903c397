// Identifiers shaped like Paystack's: numeric ids, and codes such as RCP_x7k2… / TRF_9qa1… / access codes.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

let lastId = 4_000_000_000 + Math.floor(Math.random() * 1_000_000);

/** Ids restored from the data directory are never handed out again. */
export function seeId(id: number): void {
  if (Number.isSafeInteger(id) && id > lastId) lastId = id;
}

/** A unique numeric id within this process, like Paystack's integer ids. */
export function nextId(): number {
  lastId += 1;
  return lastId;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** The simulated integration's id (recipients, transfers; webhooks carry it inside an object). */
export const INTEGRATION_ID = 100043;
