// Reconciliation with Paystack (issue #22 item 4): Paystack's own lists of the period's transactions and
// transfers (GET /transaction, GET /transfer, every page) held against our purchases and payouts. Every
// difference is a mismatch: paid but not credited, credited but not paid, amounts that differ, a
// transfer whose state differs, one we never recorded, one we recorded that Paystack does not know.
// Records near the period's edges are looked up one by one (verify), so a purchase started at 23:59
// and paid at 00:01 is not reported. No database transaction is open while Paystack is asked (decision 016).
import type { Reconciliation, ReconciliationMismatch } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { isUnknownReference, type PaystackClient, type PaystackListQuery, type PaystackPage, type PaystackTransaction, type PaystackTransfer } from '../../providers/paystack';
import { dayRange } from './finance-report';
import * as repo from './finance.repo';

const PER_PAGE = 100;
/** 500 pages of 100: a day of 50,000 payments. Past that the operator reconciles shorter periods. */
const MAX_PAGES = 500;

async function everyPage<T>(fetchPage: (query: PaystackListQuery) => Promise<PaystackPage<T>>, from: Date, to: Date): Promise<T[]> {
  const items: T[] = [];
  // Paystack's `to` is inclusive: the last millisecond of the period.
  const base = { from: from.toISOString(), to: new Date(to.getTime() - 1).toISOString(), perPage: PER_PAGE };
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await fetchPage({ ...base, page });
    items.push(...answer.data);
    if (page >= answer.meta.pageCount || answer.data.length === 0) return items;
  }
  throw new Error(`Paystack lists more than ${MAX_PAGES * PER_PAGE} records for this period: reconcile a shorter one`);
}

/** Our payout status a Paystack transfer status corresponds to (payouts.status). */
function payoutStatusOf(status: PaystackTransfer['status']): 'processing' | 'completed' | 'failed' | 'reversed' {
  if (status === 'success') return 'completed';
  if (status === 'reversed') return 'reversed';
  if (status === 'failed' || status === 'abandoned' || status === 'blocked' || status === 'rejected') return 'failed';
  return 'processing';
}

const toKes = (subunit: number | string) => Number(subunit) / 100;
const purchaseKes = (p: repo.LedgerPurchase) => Number(p.amount_currency ?? 0);
const ledgerOfPurchase = (p: repo.LedgerPurchase) => ({ status: p.status, amountKes: purchaseKes(p), transactionId: p.id, userId: p.user_id });
const ledgerOfPayout = (p: repo.LedgerPayout) => ({ status: p.status, amountKes: toKes(p.amount_subunit), transactionId: p.transaction_id, userId: p.user_id });

async function verifyOrNull<T>(verify: () => Promise<T>): Promise<T | null> {
  try {
    return await verify();
  } catch (error) {
    if (isUnknownReference(error)) return null;
    throw error;
  }
}

export async function reconcile(deps: { db: Db; paystack: PaystackClient; now?: () => Date }, period: { from: string; to: string }): Promise<Reconciliation> {
  const { db, paystack } = deps;
  const { from, to } = dayRange(period.from, period.to);
  const [transactions, transfers] = await Promise.all([everyPage((q) => paystack.listTransactions(q), from, to), everyPage((q) => paystack.listTransfers(q), from, to)]);
  const [purchases, payouts] = await Promise.all([
    repo.purchasesFor(
      db,
      from,
      to,
      transactions.map((t) => t.reference),
    ),
    repo.payoutsFor(
      db,
      from,
      to,
      transfers.map((t) => t.reference),
    ),
  ]);
  const mismatches: ReconciliationMismatch[] = [];
  const purchaseByRef = new Map(purchases.map((p) => [p.reference, p]));
  const payoutByRef = new Map(payouts.map((p) => [p.transfer_reference, p]));

  const checkTransaction = (payment: PaystackTransaction, purchase: repo.LedgerPurchase | undefined) => {
    const provider = { status: payment.status, amountKes: toKes(payment.amount) };
    const credited = purchase?.status === 'completed';
    if (payment.status === 'success' && !credited) mismatches.push({ kind: 'paid_not_credited', reference: payment.reference, provider, ledger: purchase ? ledgerOfPurchase(purchase) : null });
    else if (payment.status !== 'success' && credited) mismatches.push({ kind: 'credited_not_paid', reference: payment.reference, provider, ledger: ledgerOfPurchase(purchase) });
    else if (credited && Math.round(purchaseKes(purchase) * 100) !== payment.amount) mismatches.push({ kind: 'amount_differs', reference: payment.reference, provider, ledger: ledgerOfPurchase(purchase) });
  };
  const listedPayments = new Set<string>();
  for (const payment of transactions) {
    listedPayments.add(payment.reference);
    checkTransaction(payment, purchaseByRef.get(payment.reference));
  }
  // Credited here but not in Paystack's list of the period: paid just outside it, or never paid.
  for (const purchase of purchases) {
    if (purchase.status !== 'completed' || listedPayments.has(purchase.reference)) continue;
    const payment = await verifyOrNull(() => paystack.verifyTransaction(purchase.reference));
    if (payment) checkTransaction(payment, purchase);
    else mismatches.push({ kind: 'credited_not_paid', reference: purchase.reference, provider: null, ledger: ledgerOfPurchase(purchase) });
  }

  const checkTransfer = (transfer: PaystackTransfer, payout: repo.LedgerPayout | undefined) => {
    const provider = { status: transfer.status, amountKes: toKes(transfer.amount) };
    if (!payout) return void mismatches.push({ kind: 'transfer_not_recorded', reference: transfer.reference, provider, ledger: null });
    const expected = payoutStatusOf(transfer.status);
    // 'queued' here is a payout about to be (re)sent: Paystack may already hold it as pending.
    const same = payout.status === expected || (expected === 'processing' && payout.status === 'queued');
    if (!same) mismatches.push({ kind: 'transfer_state_differs', reference: transfer.reference, provider, ledger: ledgerOfPayout(payout) });
    else if (Number(payout.amount_subunit) !== transfer.amount) mismatches.push({ kind: 'amount_differs', reference: transfer.reference, provider, ledger: ledgerOfPayout(payout) });
  };
  const listedTransfers = new Set<string>();
  for (const transfer of transfers) {
    listedTransfers.add(transfer.reference);
    checkTransfer(transfer, payoutByRef.get(transfer.reference));
  }
  // Sent (or settled) here but not in Paystack's list of the period. A queued payout was never sent.
  for (const payout of payouts) {
    if (payout.status === 'queued' || listedTransfers.has(payout.transfer_reference)) continue;
    const transfer = await verifyOrNull(() => paystack.verifyTransfer(payout.transfer_reference));
    if (transfer) checkTransfer(transfer, payout);
    else if (payout.status !== 'failed') mismatches.push({ kind: 'transfer_missing', reference: payout.transfer_reference, provider: null, ledger: ledgerOfPayout(payout) });
  }

  return {
    from: period.from,
    to: period.to,
    checkedAt: (deps.now?.() ?? new Date()).toISOString(),
    providerTransactions: transactions.length,
    providerTransfers: transfers.length,
    ledgerPurchases: purchases.length,
    ledgerPayouts: payouts.length,
    mismatches,
  };
}
