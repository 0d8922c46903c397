// Kysely's view of our tables. The SQL in ./migrations is the source of truth; keep this in step.
import type { ColumnType, Generated } from 'kysely';
import type { LedgerAccountKind as SharedLedgerAccountKind, TransactionType } from '@changamoto/shared/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RateLimitCountersTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  type: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface DevOutboxTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
  created_at: Generated<Date>;
}

export interface CategoriesTable {
  slug: string;
  name: string;
  sort_order: number;
}

export interface ChallengesTable {
  id: Generated<string>;
  title: string;
  description: string | null;
  type: 'solo' | 'two_player' | 'public';
  status: Generated<string>;
  outcome: string | null;
  category_slug: string;
  start_date: Timestamp;
  end_date: Timestamp;
  featured_image_url: string | null;
  is_featured: Generated<boolean>;
  created_by_user_id: string | null;
  player_a_id: string | null;
  player_b_id: string | null;
  player_a_stake: Generated<string>; // bigint arrives as a string from pg
  player_b_stake: Generated<string>;
  public_challenge_entry_fee: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** 0023: the words of title and description, normalised (generated; read only in SQL by the search). */
  search_words: ColumnType<string[], never, never>;
  /** 0038: the 6-character code typed on USSD and shared ("…with code K7P2QX"); drawn by the database on insert. */
  short_code: Generated<string>;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  email_verified: Generated<boolean>;
  avatar_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  username: string | null;
  display_username: string | null;
  phone: string | null;
  phone_verified: Generated<boolean>;
  role: Generated<'user' | 'admin'>;
  banned: Generated<boolean>;
  ban_reason: string | null;
  ban_expires: Date | null;
  two_factor_enabled: Generated<boolean>;
  region: Generated<'KE' | 'US' | 'EU' | 'Global'>;
  is_adult_confirmed: Generated<boolean>;
  /** When the 18+ confirmation was first given (set by a trigger, migration 0022). */
  adult_confirmed_at: Generated<Date | null>;
  /** When the optional 'Add Phone Number' step was first shown (migration 0027); null = not yet. */
  phone_step_shown_at: Generated<Date | null>;
  kyc_status: Generated<'unverified' | 'pending' | 'verified' | 'rejected'>;
  balance_frozen: Generated<boolean>;
  referred_by_user_id: string | null;
  last_login_reward_claimed_at: Date | null;
  /** When the onboarding bonus was granted (0010_rewards.sql); null: not yet. */
  onboarding_bonus_granted_at: Date | null;
  /** The person's language (0035_locale_and_channels.sql): 'en' (the spec's copy) or 'sw'. */
  locale: Generated<'en' | 'sw'>;
}

export interface AuthAccountsTable {
  id: Generated<string>;
  account_id: string;
  provider_id: string;
  user_id: string;
  password: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The catalogue's account kinds (packages/shared/src/domain/money-movements.ts). */
export type LedgerAccountKind = SharedLedgerAccountKind;

export interface LedgerAccountsTable {
  id: Generated<string>; // bigint
  kind: LedgerAccountKind;
  user_id: string | null;
  challenge_id: string | null;
  shard: Generated<number>;
  balance: Generated<string>; // bigint
  created_at: Generated<Date>;
}

export interface LedgerTransfersTable {
  id: Generated<string>;
  debit_account_id: string;
  credit_account_id: string;
  amount: string;
  kind: string;
  transaction_id: string | null;
  created_at: Generated<Date>;
}

export interface TransactionsTable {
  id: Generated<string>;
  user_id: string;
  /** One of the catalogue's types (money-movements.ts; the CHECK lists the same, ledger.catalogue.test.ts). */
  type: TransactionType;
  status: string;
  amount_tokens: string;
  amount_currency: string | null;
  currency: Generated<string>;
  reference: string | null;
  error_message: string | null;
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** 0029: the transaction whose legs this one mirrors (reverse(), a refund). */
  reverses_transaction_id: string | null;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  endpoint: string;
  request_hash: string;
  response_status: number;
  response_body: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

export interface TokenBundlesTable {
  id: Generated<string>;
  name: string | null;
  description: string | null;
  token_amount: string;
  cash_price_kes: string;
  is_hidden: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface DB {
  token_bundles: TokenBundlesTable;
  idempotency_keys: IdempotencyKeysTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  transactions: TransactionsTable;
  users: UsersTable;
  auth_accounts: AuthAccountsTable;
  rate_limit_counters: RateLimitCountersTable;
  contact_messages: ContactMessagesTable;
  dev_outbox: DevOutboxTable;
  categories: CategoriesTable;
  challenges: ChallengesTable;
}

// 0004_notifications.sql (spec §3 Notification, Notification preference).
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  /** One of NOTIFICATION_TYPES (a CHECKed domain in SQL). */
  type: string;
  message: string;
  status: Generated<'unread' | 'read'>;
  related_entity_uuid: string | null;
  created_at: Generated<Date>;
}

export interface UserNotificationPreferencesTable {
  id: Generated<string>;
  user_id: string;
  notification_type: string;
  in_app_enabled: Generated<boolean>;
  email_enabled: Generated<boolean>;
  /** null: the type's default (0035_locale_and_channels.sql). */
  sms_enabled: boolean | null;
  /** null: the type's default (0035_locale_and_channels.sql). */
  push_enabled: boolean | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

// Merged into DB above (interface merging keeps this addition append-only).
export interface DB {
  notifications: NotificationsTable;
  user_notification_preferences: UserNotificationPreferencesTable;
}

// 0007_payouts.sql (DOMAIN.md §3): payout accounts (Paystack transfer recipients) and one payout per redemption.
export interface PayoutAccountsTable {
  id: Generated<string>;
  user_id: string;
  account_name: string;
  bank_name: string;
  bank_code: string;
  type: 'mobile_money' | 'kepss';
  /** Full number, needed for Paystack; the API shows only its last four digits. */
  account_number: string;
  currency: Generated<string>;
  recipient_code: string;
  is_default: Generated<boolean>;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
}

export type PayoutStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'reversed';

export interface PayoutsTable {
  id: Generated<string>;
  transaction_id: string;
  user_id: string;
  payout_account_id: string | null;
  recipient_code: string;
  amount_tokens: ColumnType<string, string | number, string | number>; // bigint
  amount_subunit: ColumnType<string, string | number, string | number>; // bigint, KES cents
  transfer_reference: string;
  transfer_code: string | null;
  status: Generated<PayoutStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  completed_at: Date | null;
}

// Merged into DB above (interface merging keeps this addition append-only).
export interface DB {
  payout_accounts: PayoutAccountsTable;
  payouts: PayoutsTable;
}

// Migration 0008: challenge stakes, claims, and the decision columns of challenges.
export interface ChallengeStakesTable {
  id: Generated<string>;
  challenge_id: string;
  user_id: string;
  role: 'player_a' | 'player_b' | 'participant' | 'backer';
  outcome: string;
  amount: string; // bigint
  from_bonus: string;
  from_cash: string;
  escrow_shard: Generated<number>;
  is_winner: Generated<boolean>;
  status: Generated<'active' | 'refunded' | 'won' | 'lost'>;
  winnings_tokens: Generated<string>;
  transaction_id: string;
  created_at: Generated<Date>;
  /** 0016: the credit transaction that settled it (winnings, loss mitigation or refund). */
  settlement_transaction_id: string | null;
  /** 0017: status = 'refunded', generated (the refunded-stakes index names it, so settling stays HOT). */
  refunded: Generated<boolean>;
}

/** 0018: the fixed numbers of a settlement under way or done (paid in chunks; resumed with the same plan). */
export interface ChallengeSettlementsTable {
  challenge_id: string;
  kind: 'settled' | 'void';
  total: string; // bigint
  winning_total: string;
  fee: string;
  distributable: string;
  loss_mitigation: string;
  mitigation_rate_num: string;
  mitigation_rate_den: string;
  extra_remainder: string | null; // numeric
  extra_created_ms: number | null;
  extra_stake_id: string | null;
  started_at: Generated<Date>;
}

export interface ChallengeClaimsTable {
  challenge_id: string;
  user_id: string;
  outcome: string;
  created_at: Generated<Date>;
  /** 0024: the claim's note (≤ 500 characters) and its latest change. */
  note: string | null;
  updated_at: Generated<Date>;
}

/** 0024: a claim's evidence images, in private storage. */
export interface ChallengeClaimEvidenceTable {
  id: Generated<string>;
  challenge_id: string;
  user_id: string;
  position: number;
  storage_key: string;
  created_at: Generated<Date>;
}

export interface ChallengesTable {
  invite_expires_at: Timestamp | null;
  disputed: Generated<boolean>;
  void_reason: string | null;
  decided_by_user_id: string | null;
  decided_at: Timestamp | null;
  settled_at: Timestamp | null;
  /** 0016: when the settlement's notices went out (the follow-up job runs once). */
  settlement_notified_at: Timestamp | null;
  /** 0024: the admin's reason for the decision, shown to the players. */
  decision_reason: string | null;
}

export interface DB {
  challenge_stakes: ChallengeStakesTable;
  challenge_claims: ChallengeClaimsTable;
  challenge_claim_evidence: ChallengeClaimEvidenceTable;
  challenge_settlements: ChallengeSettlementsTable;
}

// 0011_audit.sql
export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  action: string;
  target_type: 'challenge' | 'user' | 'payout' | 'kyc_submission' | 'finance';
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string | null;
  created_at: Generated<Date>;
}

export interface DB {
  audit_log: AuditLogTable;
}

// 0014_admin.sql
export interface UsersTable {
  terminated_at: Date | null;
}

// 0013_responsible_play.sql
export interface DepositLimitsTable {
  user_id: string;
  period: 'daily' | 'weekly' | 'monthly';
  amount_kes: ColumnType<string | null, number | null, number | null>; // bigint
  pending_amount_kes: ColumnType<string | null, number | null, number | null>;
  pending_effective_at: Date | null;
  updated_at: Date;
}

export interface DepositLimitChangesTable {
  id: Generated<string>;
  user_id: string;
  period: 'daily' | 'weekly' | 'monthly';
  previous_amount_kes: ColumnType<string | null, number | null, never>;
  requested_amount_kes: ColumnType<string | null, number | null, never>;
  change: 'lowered' | 'raise_scheduled' | 'unchanged';
  effective_at: Date;
  requested_at: Date;
  created_at: Generated<Date>;
}

export interface SelfExclusionsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'break_24h' | 'break_7d' | 'break_30d' | 'closed';
  starts_at: Date;
  ends_at: Date | null;
  created_at: Generated<Date>;
}

export interface DB {
  deposit_limits: DepositLimitsTable;
  deposit_limit_changes: DepositLimitChangesTable;
  self_exclusions: SelfExclusionsTable;
}

// 0012_kyc.sql
export interface KycSubmissionsTable {
  id: Generated<string>;
  user_id: string;
  legal_name: string;
  id_type: 'national_id' | 'passport';
  id_number: string;
  /** 0021: what is compared for one account per person (generated: national IDs without leading zeros). */
  id_number_key: ColumnType<string, never, never>;
  /** date: pg would read it as a local-midnight Date; the repo selects it as text ('YYYY-MM-DD'). */
  date_of_birth: ColumnType<Date, string, never>;
  id_front_key: string;
  id_back_key: string;
  selfie_key: string;
  status: Generated<'pending' | 'verified' | 'rejected'>;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
}

export interface DB {
  kyc_submissions: KycSubmissionsTable;
}

// 0015_trending_rollup.sql: stakes per challenge over (lo, hi] of the one watermark row (modules/challenges/trending.repo.ts).
export interface ChallengeTrendingRollupTable {
  challenge_id: string;
  staked: string; // bigint
}

export interface ChallengeTrendingWatermarkTable {
  singleton: Generated<boolean>;
  lo: Timestamp;
  hi: Timestamp;
}

export interface DB {
  challenge_trending_rollup: ChallengeTrendingRollupTable;
  challenge_trending_watermark: ChallengeTrendingWatermarkTable;
}

// 0028_demo_seed: one row per version of the demo seed (db/seed.ts).
export interface DemoSeedRunsTable {
  version: number;
  started_at: Generated<Date>;
  finished_at: Date | null;
}

export interface DB {
  demo_seed_runs: DemoSeedRunsTable;
}

// 0023_challenge_search.sql: every word of every challenge, kept by a trigger, for near-spelling search.
export interface SearchWordsTable {
  word: string;
}

// Merged into DB above (interface merging keeps this addition append-only).
export interface DB {
  search_words: SearchWordsTable;
}

// 0037_sms_messages.sql (issue #19 §2, decision 031): SMS receipts and Africa's Talking's delivery reports.
export interface SmsMessagesTable {
  id: Generated<string>;
  user_id: string | null;
  kind: string;
  phone: string;
  body: string;
  status: Generated<'queued' | 'sent' | 'failed' | 'delivered' | 'delivery_failed'>;
  provider: 'africastalking' | 'outbox' | null;
  provider_message_id: string | null;
  provider_status: string | null;
  cost: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  delivery_status: string | null;
  delivery_failure_reason: string | null;
  network_code: string | null;
  delivery_retry_count: number | null;
  delivery_reported_at: Date | null;
}

export interface SmsDeliveryReportsTable {
  id: Generated<string>;
  sms_message_id: string | null;
  provider_message_id: string;
  status: string;
  phone_number: string | null;
  network_code: string | null;
  failure_reason: string | null;
  retry_count: number | null;
  received_at: Generated<Date>;
}

export interface DB {
  sms_messages: SmsMessagesTable;
  sms_delivery_reports: SmsDeliveryReportsTable;
}

// 0038_ussd.sql (issue #19 §3): the USSD PIN and the answered steps of USSD sessions.
export interface UssdPinsTable {
  user_id: string;
  /** better-auth's scrypt hash of the 4 digits; never the PIN. */
  pin_hash: string;
  failed_attempts: Generated<number>;
  locked_until: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UssdSessionStepsTable {
  session_id: string;
  /** Africa's Talking's `text`: every answer of the session so far, joined by '*'. */
  input: string;
  user_id: string | null;
  phone_number: string;
  answer: string;
  created_at: Generated<Date>;
}

export interface DB {
  ussd_pins: UssdPinsTable;
  ussd_session_steps: UssdSessionStepsTable;
}

// 0041_push_subscriptions.sql (issue #20 §3): one row per browser that turned web push on.
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
  last_success_at: Date | null;
  failure_count: Generated<number>;
}
export interface DB {
  push_subscriptions: PushSubscriptionsTable;
}
