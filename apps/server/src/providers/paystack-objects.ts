// Paystack's objects as the client reads them (docs/paystack.md); Paystack sends more fields.

export type PaystackTransactionStatus = 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'processing' | 'queued' | 'reversed';

/** What GET /transaction/verify answers and what a charge.success webhook carries. */
export interface PaystackTransaction {
  id: number;
  status: PaystackTransactionStatus;
  reference: string;
  /** KES cents. */
  amount: number;
  currency: string;
  channel: string | null;
  gateway_response: string | null;
  paid_at: string | null;
  created_at: string;
  metadata: unknown;
  customer: { email: string; id?: number; customer_code?: string; phone?: string | null };
}

export interface PaystackInitializedTransaction {
  authorization_url: string;
  access_code: string;
  reference: string;
}

export type PaystackBankType = 'mobile_money' | 'kepss';

export interface PaystackBank {
  id: number;
  name: string;
  code: string;
  type: string;
  currency: string;
  active: boolean;
}

export interface PaystackRecipient {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  details: { account_number: string; account_name: string | null; bank_code: string; bank_name: string };
}

export type PaystackTransferStatus = 'pending' | 'otp' | 'received' | 'success' | 'failed' | 'reversed' | 'abandoned' | 'blocked' | 'rejected';

export interface PaystackTransfer {
  id: number;
  transfer_code: string;
  reference: string;
  status: PaystackTransferStatus;
  amount: number;
  currency: string;
  reason: string | null;
  /** The numeric id in POST /transfer's answer; the full recipient in verify and webhooks. */
  recipient: number | PaystackRecipient;
  /** On failed/reversed transfers: the provider's explanation. */
  gateway_response?: string | null;
  transferred_at?: string | null;
}

/** Final statuses: no further change is expected (except success → reversed). */
export const FINAL_TRANSFER_STATUSES: readonly PaystackTransferStatus[] = ['success', 'failed', 'reversed', 'abandoned', 'blocked', 'rejected'];

export type PaystackTransferEvent = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';

/** Transfer webhooks name the integration as an object (every published example); the API answers with its id. */
export type PaystackIntegration = number | { id: number; is_live?: boolean; business_name?: string };

export type PaystackWebhookEvent = { event: 'charge.success'; data: PaystackTransaction } | { event: PaystackTransferEvent; data: PaystackTransfer & { recipient: PaystackRecipient; integration?: PaystackIntegration } };

export const PAYSTACK_WEBHOOK_EVENTS = ['charge.success', 'transfer.success', 'transfer.failed', 'transfer.reversed'] as const;
