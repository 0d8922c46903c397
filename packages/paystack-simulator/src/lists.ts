// Paystack's list endpoints (GET /transaction, /transferrecipient, /transfer) and their fetch-one twins:
// newest first, paged with perPage (or per_page, default 50) and page (from 1), meta
// { total, skipped, perPage, page, pageCount } (+ total_volume on transactions), filters by status and
// by creation date (from, to).
import type { Context, Hono } from 'hono';
import type { SimContext } from './context';
import { paystackError, paystackOk } from './http';
import { toPaystackRecipient } from './recipients';
import type { SimRecipient, SimTransaction, SimTransfer } from './store';
import { toPaystackTransaction } from './transaction-model';
import { toPaystackTransfer } from './transfer-model';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1_000;

interface Paging {
  perPage: number;
  page: number;
  from: number | null;
  to: number | null;
}

function positiveInteger(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  return /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

function date(value: string | undefined): number | null | undefined {
  if (value === undefined || value === '') return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

/** The paging and date query of a list request, or the error answer for a malformed one. */
function readPaging(c: Context): Paging | Response {
  const perPage = positiveInteger(c.req.query('perPage') ?? c.req.query('per_page'), DEFAULT_PER_PAGE);
  if (perPage === null || perPage > MAX_PER_PAGE) return paystackError(c, 400, `perPage must be a whole number from 1 to ${MAX_PER_PAGE}`);
  const page = positiveInteger(c.req.query('page'), 1);
  if (page === null) return paystackError(c, 400, 'page must be a whole number from 1');
  const from = date(c.req.query('from'));
  const to = date(c.req.query('to'));
  if (from === undefined || to === undefined) return paystackError(c, 400, 'from and to must be dates, e.g. 2026-01-31 or 2026-01-31T12:00:00Z');
  return { perPage, page, from, to };
}

function within(createdAt: string, paging: Paging): boolean {
  const at = Date.parse(createdAt);
  return (paging.from === null || at >= paging.from) && (paging.to === null || at <= paging.to);
}

function page<T>(items: T[], paging: Paging) {
  const skipped = (paging.page - 1) * paging.perPage;
  return {
    data: items.slice(skipped, skipped + paging.perPage),
    meta: { total: items.length, skipped, perPage: paging.perPage, page: paging.page, pageCount: Math.ceil(items.length / paging.perPage) },
  };
}

/** Newest first, as Paystack lists; equal times keep the later-created (higher id) first. */
const newestFirst = <T extends { createdAt: string; id: number }>(items: Iterable<T>) => [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

function byIdOrCode<T extends { id: number }>(items: Iterable<T>, key: string, code: (item: T) => string): T | undefined {
  for (const item of items) if (String(item.id) === key || code(item) === key) return item;
  return undefined;
}

/** A listed transaction has `plan: {}` where verify has null (api/transactions/list and verify examples; TransactionListResponseArray says object). */
const toListedTransaction = (tx: SimTransaction) => ({ ...toPaystackTransaction(tx), plan: {} });

export function mountListRoutes(app: Hono, ctx: SimContext) {
  app.get('/transaction', (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const status = c.req.query('status');
    const customer = c.req.query('customer');
    const amount = c.req.query('amount');
    const matching = newestFirst<SimTransaction>(ctx.store.transactions.values()).filter(
      (tx) => within(tx.createdAt, paging) && (!status || tx.status === status) && (!customer || String(tx.customerId) === customer) && (!amount || String(tx.amount) === amount),
    );
    const { data, meta } = page(matching, paging);
    const totalVolume = matching.filter((tx) => tx.status === 'success').reduce((sum, tx) => sum + tx.amount, 0);
    return c.json({ status: true, message: 'Transactions retrieved', data: data.map(toListedTransaction), meta: { ...meta, total_volume: totalVolume } });
  });

  app.get('/transaction/:id', (c) => {
    const id = c.req.param('id');
    const tx = [...ctx.store.transactions.values()].find((candidate) => String(candidate.id) === id);
    if (!tx) return paystackError(c, 404, 'Transaction not found', { code: 'transaction_not_found', nextStep: 'Ensure that you are passing the id of a transaction on this integration' });
    return paystackOk(c, 'Transaction retrieved', toPaystackTransaction(tx));
  });

  app.get('/transferrecipient', (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const matching = newestFirst<SimRecipient>(ctx.store.recipients.values()).filter((recipient) => within(recipient.createdAt, paging));
    const { data, meta } = page(matching, paging);
    return c.json({ status: true, message: 'Recipients retrieved', data: data.map(toPaystackRecipient), meta });
  });

  app.get('/transferrecipient/:idOrCode', (c) => {
    const recipient = byIdOrCode(ctx.store.recipients.values(), c.req.param('idOrCode'), (r) => r.recipientCode);
    if (!recipient) return paystackError(c, 404, 'Recipient not found', { code: 'recipient_not_found', nextStep: 'Ensure that you are passing the id or code of a recipient on this integration' });
    return paystackOk(c, 'Recipient retrieved', toPaystackRecipient(recipient));
  });

  app.get('/transfer', (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const status = c.req.query('status');
    const recipient = c.req.query('recipient');
    const matching = newestFirst<SimTransfer>(ctx.store.transfers.values()).filter(
      (transfer) => within(transfer.createdAt, paging) && (!status || transfer.status === status) && (!recipient || String(transfer.recipient.id) === recipient || transfer.recipient.recipientCode === recipient),
    );
    const { data, meta } = page(matching, paging);
    return c.json({ status: true, message: 'Transfers retrieved', data: data.map((transfer) => toPaystackTransfer(transfer)), meta });
  });

  app.get('/transfer/:idOrCode', (c) => {
    const transfer = byIdOrCode(ctx.store.transfers.values(), c.req.param('idOrCode'), (t) => t.transferCode);
    if (!transfer) return paystackError(c, 404, 'Transfer not found', { code: 'transfer_not_found', nextStep: 'Ensure that you are passing the id or code of a transfer on this integration' });
    return paystackOk(c, 'Transfer retrieved', toPaystackTransfer(transfer));
  });
}
