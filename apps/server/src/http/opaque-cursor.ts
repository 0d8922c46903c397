// Keyset cursors handed to clients: base64url JSON that the server alone reads. A cursor that is not
// one (tampered, cut, another list's) is the caller's 400 — `refuse` says it in that list's words —
// never a 500.
import type { z } from 'zod';

export function writeCursor(content: unknown): string {
  return Buffer.from(JSON.stringify(content)).toString('base64url');
}

export function readCursor<S extends z.ZodType>(cursor: string, schema: S, refuse: () => Error): z.output<S> {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw refuse();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success) throw refuse();
  return parsed.data;
}
