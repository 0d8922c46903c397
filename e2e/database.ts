// Moves time forward for one person in the journeys' own database (the embedded PostgreSQL that
// playwright.config.ts starts on E2E_PORT + 1): rules that wait — the 10-minute sign-in window, the
// payout-account hold — are then met as a real person meets them a while later, without slowing the run.
import pg from 'pg';

const port = Number(process.env.E2E_PORT ?? 3110);
const url = `postgres://postgres:changamoto-local@127.0.0.1:${port + 1}/changamoto`;

async function run(text: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** The person's sessions were signed in `minutes` earlier than they were. */
export async function signedInEarlier(email: string, minutes: number): Promise<void> {
  await run('UPDATE auth_sessions SET created_at = created_at - make_interval(mins => $2) WHERE user_id = (SELECT id FROM users WHERE email = $1)', [email, minutes]);
}

/** The person's payout accounts were added `hours` earlier than they were. */
export async function payoutAccountsAddedEarlier(email: string, hours: number): Promise<void> {
  await run('UPDATE payout_accounts SET created_at = created_at - make_interval(hours => $2) WHERE user_id = (SELECT id FROM users WHERE email = $1)', [email, hours]);
}

/** The person's identity counts as verified (the KYC review itself is kyc.spec.ts's journey). */
export async function identityVerified(email: string): Promise<void> {
  await run("UPDATE users SET kyc_status = 'verified' WHERE email = $1", [email]);
}

/**
 * A challenge as background for the search journey, written straight into the table: no stakes, so no
 * tokens move (the ledger is not involved). Returns its id.
 */
export async function insertChallenge(c: { title: string; status: string; type: 'solo' | 'two_player'; category: string }): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`INSERT INTO challenges (title, type, status, category_slug, start_date, end_date) VALUES ($1, $2, $3, $4, now() - interval '1 day', now() + interval '7 days') RETURNING id`, [
      c.title,
      c.type,
      c.status,
      c.category,
    ]);
    const id = rows[0]!.id;
    // What the server's own writes publish after commit: its read model drops the list pages it kept (decision 037).
    await client.query(`SELECT pg_notify('changamoto_events', $1)`, [JSON.stringify({ topic: `challenge:${id}`, event: { type: 'challenge.updated', data: { id } } })]);
    return id;
  } finally {
    await client.end();
  }
}
