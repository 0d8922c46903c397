// The simulator's in-memory records: transactions, transfer recipients, transfers and the balance.

export type Channel = 'card' | 'mobile_money';
export type TransactionStatus = 'abandoned' | 'ongoing' | 'success' | 'failed';
export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed';
export type RecipientType = 'mobile_money' | 'kepss';

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
}

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
  clear(balance: number): void;
}

export function createStore(balance: number): Store {
  const store: Store = {
    transactions: new Map(),
    transactionsByAccessCode: new Map(),
    recipients: new Map(),
    recipientsByAccount: new Map(),
    transfers: new Map(),
    customersByEmail: new Map(),
    balance,
    clear(newBalance) {
      store.transactions.clear();
      store.transactionsByAccessCode.clear();
      store.recipients.clear();
      store.recipientsByAccount.clear();
      store.transfers.clear();
      store.customersByEmail.clear();
      store.balance = newBalance;
    },
  };
  return store;
}
