// For the ledger's own tests, which build ledger state by hand to test the engine (ledger.ts) under the
// entry (index.ts): a transaction row without its transfers, and a bonus-first spend of one person. Never
// imported by code that runs (eslint.config.js); other modules' tests post through index.ts.
import type { Db } from '../../db/client';
import { planBonusFirstSpends, type AccountRef } from './ledger';
import { insertTransactions, type NewTransaction } from './transactions.repo';

export async function insertTransaction(tx: Db, t: NewTransaction): Promise<string> {
  return (await insertTransactions(tx, [t]))[0]!;
}

/** One stake or fee, bonus tokens first (what postBonusFirst does for a batch), onto an existing row. */
export async function spendBonusFirst(tx: Db, spend: { userId: string; amount: number; to: AccountRef; kind: string; transactionId: string }): Promise<{ fromBonus: number; fromCash: number }> {
  const plan = await planBonusFirstSpends(tx, [spend]);
  const outcome = plan.outcomes[0]!;
  if (outcome instanceof Error) throw outcome;
  await plan.apply(() => spend.transactionId);
  return outcome;
}

/** Escrow of a challenge across its shards (the Total Jackpot held). */
export async function escrowBalance(db: Db, challengeId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<string>('balance').as('total'))
    .where('kind', '=', 'escrow')
    .where('challenge_id', '=', challengeId)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}
