// The simulator's records: transactions, transfer recipients, transfers, the balance and the webhooks
// it owes. Kept in memory, and with a data directory also in its journal (journal.ts), so that they
// survive a restart as Paystack's do. Whatever changes a record calls save() before answering.
import { openJournal, type Journal } from './journal';
import { seeId } from './ids';
import type { HeldWebhook, WebhookDelivery } from './webhooks';

export type Channel = 'card' | 'mobile_money';
export type TransactionStatus = 'abandoned' | 'ongoing' | 'success' | 'failed';
export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed';
/** The recipient types the simulator takes for KES (docs/paystack.md): `kepss` is kept only because the app sends it for bank accounts. */
export type RecipientType = 'mobile_money' | 'mobile_money_business' | 'kepss';
/** The answers Paystack documents for POST /charge and its follow-ups (docs/paystack.md). */
export const CHARGE_STATES = ['success', 'pending', 'send_otp', 'send_pin', 'send_phone', 'send_birthday', 'send_address', 'open_url', 'pay_offline', 'failed'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];
/** A charge state that waits for the customer (not an answer that ends the charge). */
export type OpenChargeStep = Exclude<ChargeState, 'success' | 'failed'>;

export interface SimTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: 'KES';
  callbackUrl: string | null;
  metadata: unknown;
  channels: Channel[];
  status: TransactionStatus;
  channel: Channel | null;
  phone: string | null;
  gatewayResponse: string | null;
  paidAt: string | null;
  createdAt: string;
  customerId: number;
  /** Set by failCharge() before a pending M-Pesa prompt completes. */
  plannedFailure: string | null;
  /** When the customer answers a pending M-Pesa prompt by themselves (epoch ms); null = until completeCharge(). */
  dueAt: number | null;
  /** What an ongoing direct charge waits for (absent in journals written before charge states existed: pay_offline). */
  chargeStep?: OpenChargeStep | null;
  /** The answers planned for the next submit_* calls of this charge (planCharge()); empty = success. */
  chargePlan?: ChargeState[];
}

export interface SimRecipient {
  id: number;
  recipientCode: string;
  type: RecipientType;
  name: string;
  accountNumber: string;
  bankCode: string;
  bankName: string;
  currency: 'KES';
  createdAt: string;
}

export interface SimTransfer {
  id: number;
  transferCode: string;
  reference: string;
  amount: number;
  currency: 'KES';
  reason: string | null;
  recipient: SimRecipient;
  status: TransferStatus;
  gatewayResponse: string | null;
  transferredAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set by failTransfer(): the transfer fails with this message instead of succeeding. */
  plannedFailure: string | null;
  /** Set by reverseTransfer() on a pending transfer: succeed, then reverse. */
  reverseAfterSuccess: boolean;
  /** When a pending transfer completes by itself (epoch ms); null = until completeTransfer(). */
  dueAt: number | null;
}

/** What a save() names as changed; the balance is always written with it. */
export interface Change {
  transactions?: SimTransaction[];
  recipients?: SimRecipient[];
  transfers?: SimTransfer[];
  deliveries?: WebhookDelivery[];
  /** The held webhooks (reorderWebhooks) changed. */
  held?: boolean;
}

/** A journal record: transfers name their recipient by code. */
type StoredRecord =
  { t: 'transaction'; v: SimTransaction } | { t: 'recipient'; v: SimRecipient } | { t: 'transfer'; v: Omit<SimTransfer, 'recipient'> & { recipient: string } } | { t: 'webhook'; v: WebhookDelivery } | { t: 'held'; v: HeldWebhook[] };

export interface Store {
  transactions: Map<string, SimTransaction>;
  transactionsByAccessCode: Map<string, SimTransaction>;
  recipients: Map<string, SimRecipient>;
  /** `${bank_code}:${account_number}` → recipient code: the same account returns the same recipient. */
  recipientsByAccount: Map<string, string>;
  transfers: Map<string, SimTransfer>;
  customersByEmail: Map<string, number>;
  /** Available balance in KES cents. */
  balance: number;
  /** Every webhook sent or being sent, oldest first (the log). */
  deliveries: WebhookDelivery[];
  /** Webhooks held back while reorderWebhooks is on. */
  heldWebhooks: HeldWebhook[];
  /** Where the records are kept across restarts; null when the simulator has no data directory. */
  readonly journalFile: string | null;
  /** Writes the changed records (and the balance) to disk before returning; in memory only, nothing to do. */
  save(change?: Change): void;
  /** Forgets every record and starts again from this balance (kept on disk too). */
  clear(balance: number): void;
  close(): void;
}

/** Lines appended beyond this many per record (and a floor) make the journal compact itself. */
const COMPACT_FLOOR = 2_000;

export function createStore(balance: number, dataDir?: string): Store {
  const journal: Journal<StoredRecord> | null = dataDir ? openJournal<StoredRecord>(dataDir) : null;

  function records(): StoredRecord[] {
    return [
      ...[...store.recipients.values()].map((v) => ({ t: 'recipient' as const, v })),
      ...[...store.transactions.values()].map((v) => ({ t: 'transaction' as const, v })),
      ...[...store.transfers.values()].map((v) => ({ t: 'transfer' as const, v: { ...v, recipient: v.recipient.recipientCode } })),
      ...store.deliveries.map((v) => ({ t: 'webhook' as const, v })),
      { t: 'held' as const, v: store.heldWebhooks },
    ];
  }

  function compactIfLarge() {
    if (!journal) return;
    const live = store.transactions.size + store.recipients.size + store.transfers.size + store.deliveries.length;
    if (journal.appended > COMPACT_FLOOR + 2 * live) journal.compact({ balance: store.balance, records: records() });
  }

  const store: Store = {
    transactions: new Map(),
    transactionsByAccessCode: new Map(),
    recipients: new Map(),
    recipientsByAccount: new Map(),
    transfers: new Map(),
    customersByEmail: new Map(),
    balance,
    deliveries: [],
    heldWebhooks: [],
    journalFile: journal?.file ?? null,
    save(change = {}) {
      if (!journal) return;
      const line: StoredRecord[] = [
        ...(change.recipients ?? []).map((v) => ({ t: 'recipient' as const, v })),
        ...(change.transactions ?? []).map((v) => ({ t: 'transaction' as const, v })),
        ...(change.transfers ?? []).map((v) => ({ t: 'transfer' as const, v: { ...v, recipient: v.recipient.recipientCode } })),
        ...(change.deliveries ?? []).map((v) => ({ t: 'webhook' as const, v })),
        ...(change.held ? [{ t: 'held' as const, v: store.heldWebhooks }] : []),
      ];
      journal.append({ balance: store.balance, records: line });
      compactIfLarge();
    },
    clear(newBalance) {
      store.transactions.clear();
      store.transactionsByAccessCode.clear();
      store.recipients.clear();
      store.recipientsByAccount.clear();
      store.transfers.clear();
      store.customersByEmail.clear();
      store.deliveries.length = 0;
      store.heldWebhooks.length = 0;
      store.balance = newBalance;
      journal?.compact({ reset: true, balance: newBalance, records: [] });
    },
    close() {
      journal?.close();
    },
  };

  if (journal?.restored) restore(store, journal.restored);
  // The file starts each run as one line of what it holds (a torn last line of the last run is dropped).
  journal?.compact({ balance: store.balance, records: records() });
  return store;
}

/** Rebuilds the maps from the journal's lines, later records of the same key winning. */
function restore(store: Store, restored: { balance: number; lines: StoredRecord[][] }) {
  store.balance = restored.balance;
  const transfers = new Map<string, Extract<StoredRecord, { t: 'transfer' }>['v']>();
  const deliveries = new Map<number, WebhookDelivery>();
  for (const line of restored.lines) {
    for (const record of line) {
      switch (record.t) {
        case 'transaction':
          store.transactions.set(record.v.reference, record.v);
          break;
        case 'recipient':
          store.recipients.set(record.v.recipientCode, record.v);
          break;
        case 'transfer':
          transfers.set(record.v.reference, record.v);
          break;
        case 'webhook':
          deliveries.set(record.v.id, record.v);
          break;
        case 'held':
          store.heldWebhooks = [...record.v];
          break;
      }
    }
  }
  for (const recipient of store.recipients.values()) {
    store.recipientsByAccount.set(`${recipient.bankCode}:${recipient.accountNumber}`, recipient.recipientCode);
    seeId(recipient.id);
  }
  for (const tx of store.transactions.values()) {
    store.transactionsByAccessCode.set(tx.accessCode, tx);
    store.customersByEmail.set(tx.email, tx.customerId);
    seeId(tx.id);
    seeId(tx.customerId);
  }
  for (const stored of transfers.values()) {
    const recipient = store.recipients.get(stored.recipient);
    if (!recipient) throw new Error(`The Paystack simulator's journal has transfer ${stored.reference} to an unknown recipient ${stored.recipient}`);
    store.transfers.set(stored.reference, { ...stored, recipient });
    seeId(stored.id);
  }
  store.deliveries = [...deliveries.values()].sort((a, b) => a.id - b.id);
}
