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

/** The person's identity was verified (as an admin's KYC approval leaves it), so a journey can redeem. */
export async function identityVerified(email: string): Promise<void> {
  await run("UPDATE users SET kyc_status = 'verified' WHERE email = $1", [email]);
}
