// Demo accounts for `npm start` (never in production): an admin and four players, e-mail confirmed,
// signed in with DEMO_PASSWORD. Idempotent: an existing address is left as it is. What they hold comes
// from the demo seed (db/seed.ts), which plays them through the app; the README lists it.
import type { Db } from '../../db/client';
import type { Auth } from './auth';
import { runInTransaction } from '../../db/unit-of-work';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.changamoto.co.ke', username: 'Changamoto_Admin', role: 'admin' as const, kycVerified: false },
  // Identity already verified, so the demo can show a redemption (the KYC flow itself comes later).
  { email: 'wanjiru@demo.changamoto.co.ke', username: 'Wanjiru', role: 'user' as const, kycVerified: true },
  { email: 'otieno@demo.changamoto.co.ke', username: 'Otieno', role: 'user' as const, kycVerified: false },
  // Two more players, so the demo challenges have opponents and backers who are not their players.
  { email: 'akinyi@demo.changamoto.co.ke', username: 'Akinyi', role: 'user' as const, kycVerified: false },
  { email: 'kamau@demo.changamoto.co.ke', username: 'Kamau', role: 'user' as const, kycVerified: false },
];

export async function seedDemoAccounts(db: Db, auth: Auth, password: string): Promise<number> {
  const context = await auth.$context;
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    if (exists) continue;
    // Hashed exactly as better-auth hashes on sign-up, so the demo password signs in normally.
    const hash = await context.password.hash(password);
    await runInTransaction(db, async (tx) => {
      const user = await tx
        .insertInto('users')
        .values({
          name: account.username,
          email: account.email,
          email_verified: true,
          username: account.username.toLowerCase(),
          display_username: account.username,
          role: account.role,
          region: 'KE',
          is_adult_confirmed: true,
          kyc_status: account.kycVerified ? 'verified' : 'unverified',
          // Made here, not signed up: no sign-up's optional phone step to offer at their first sign-in.
          phone_step_shown_at: new Date(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!user) return; // another instance seeded it at the same moment
      await tx.insertInto('auth_accounts').values({ account_id: user.id, provider_id: 'credential', user_id: user.id, password: hash }).execute();
      created += 1;
    });
  }
  return created;
}
