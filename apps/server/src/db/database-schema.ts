// Row types of every table, as Kysely sees them. Times are ISO-8601 UTC text on both dialects
// (see lib/clock.ts), so comparisons and ordering work the same on SQLite and PostgreSQL.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  phone_number: string;
  password_hash: string;
  /** Remaining plan generations. */
  balance: Generated<number>;
  /** Package expiry as `YYYY-MM-DD`, null when no package is active. */
  active_date_til: string | null;
  company_name: string | null;
  unified_social_credit_code: string | null;
  email: string | null;
  created_at: string;
  password_changed_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 of the cookie token; the token itself is never stored. */
  token_hash: string;
  csrf_token: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone_number: string;
  purpose: string;
  /** `salt:sha256(salt + code)`. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  attempts: Generated<number>;
  ip: string | null;
  /** `sent`, `failed` (the gateway refused) or `withheld` (nothing to send for that phone and purpose). */
  delivery: Generated<SmsDelivery>;
}

/** What became of an issued SMS code; every state counts towards the sending limits. */
export type SmsDelivery = 'sent' | 'failed' | 'withheld';

export interface LoginFailuresTable {
  id: Generated<number>;
  /** `account:<user id>`, `name:<identifier>` or `ip:<address>`. */
  subject: string;
  failed_at: string;
}

export interface LoginLockoutsTable {
  subject: string;
  locked_until: string;
}

/** Kinds of usage-ledger entries. */
export type UsageEntryKind = 'package_credit' | 'plan_debit' | 'adjustment';

export interface UsageLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Signed number of plan uses: positive credits, -1 per plan. */
  uses: number;
  kind: UsageEntryKind;
  /** What the entry is for; unique per kind (idempotence). */
  reference: string;
  note: string | null;
  /** Package expiry (YYYY-MM-DD, Beijing date) after this entry, when it extends it. */
  valid_until: string | null;
  created_at: string;
}

/** State of a job of the in-process queue: waiting (`created`), running, or out of attempts. */
export type JobState = 'created' | 'active' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  name: string;
  singleton_key: string;
  /** JSON text. */
  payload: string;
  state: JobState;
  start_after: string;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface BillingOrdersTable {
  id: Generated<number>;
  out_trade_no: string;
  user_id: number;
  package_type: string;
  /** `alipay` | `wechat` | `bank_transfer` | `sandbox`-paid orders keep the method the seller chose. */
  pay_method: string;
  total_fen: number;
  uses: number;
  valid_days: number;
  /** `pending` | `paid` | `expired` | `refunded`. */
  status: string;
  created_at: string;
  expires_at: string | null;
  paid_at: string | null;
  paid_fen: number | null;
  provider_trade_no: string | null;
  transaction_id: string | null;
  pay_page_url: string | null;
  qr_code: string | null;
  refunded_at: string | null;
  refund_note: string | null;
  invoice_id: number | null;
  confirmed_by: string | null;
}

export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  out_trade_no: string | null;
  outcome: string;
  security_event: Generated<number>;
  detail: string | null;
  received_at: string;
}

export interface BillingInvoicesTable {
  id: Generated<number>;
  user_id: number;
  /** `requested` | `issued`. */
  status: string;
  title: string;
  title_type: string;
  unified_social_credit_code: string;
  email: string;
  invoice_type: string;
  total_fen: number;
  requested_at: string;
  invoice_number: string | null;
  issued_on: string | null;
  pdf_url: string | null;
  issued_at: string | null;
  issued_by: string | null;
}

export interface BillingCompanyInfoTable {
  user_id: number;
  title: string;
  title_type: string;
  unified_social_credit_code: string;
  email: string;
  invoice_type: string;
  updated_at: string;
}

export interface OperatorsTable {
  user_id: number;
  granted_at: string;
  granted_by: string;
}

export interface OperatorAuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  subject: string;
  detail: string | null;
  created_at: string;
}

/** A message a seller left on the contact page (migration 0005). */
export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number;
  body: string;
  contact: string | null;
  language: string;
  /** 1 when it arrived within the service hours, else 0. */
  within_service_hours: number;
  created_at: string;
}

/** The whole database as Kysely types it. */
/** The latest account overview of a seller per marketplace and source (migration 0018, issue 23). */
export interface AccountOverviewsTable {
  user_id: number;
  marketplace: string;
  /** `upload`, or `shop:<shop id>`. */
  source: string;
  shop_name: string | null;
  overview_json: string;
  created_at: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  login_failures: LoginFailuresTable;
  login_lockouts: LoginLockoutsTable;
  usage_ledger: UsageLedgerTable;
  jobs: JobsTable;
  plans: PlansTable;
  plan_files: PlanFilesTable;
  plan_progress: PlanProgressTable;
  shop_plans: ShopPlansTable;
  shop_plan_items: ShopPlanItemsTable;
  billing_orders: BillingOrdersTable;
  payment_notifications: PaymentNotificationsTable;
  billing_invoices: BillingInvoicesTable;
  billing_company_info: BillingCompanyInfoTable;
  operators: OperatorsTable;
  operator_audit_log: OperatorAuditLogTable;
  contact_messages: ContactMessagesTable;
  schedule_rules: ScheduleRulesTable;
  schedule_bid_ledger: ScheduleBidLedgerTable;
  schedule_executions: ScheduleExecutionsTable;
  shop_authorize_attempts: ShopAuthorizeAttemptsTable;
  shop_grants: ShopGrantsTable;
  shops: ShopsTable;
  diagnoses: DiagnosesTable;
  uploads: UploadsTable;
  upload_files: UploadFilesTable;
  work_jobs: WorkJobsTable;
  account_overviews: AccountOverviewsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
export type NewSmsCodeRow = Insertable<SmsCodesTable>;
export type UsageEntryRow = Selectable<UsageLedgerTable>;

export interface PlansTable {
  /** Random text id; the `order_num` of /period_log. */
  id: string;
  user_id: number;
  flow: string;
  marketplace: string;
  plan_name: string;
  /** Language the workbook explanations and the stored texts were written in. */
  language: string;
  /** Summary, preview, warnings and schedule as JSON text. */
  result_json: string;
  created_at: string;
  /** After this the retention job deletes the plan and its files (30 days, spec §4). */
  expires_at: string;
  /** The generated plan's rows and the account entities they name (JSON), for edits; null before 0016. */
  source_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** The seller's edits in force (JSON `{removed, bids, budgets}`), or null. */
  edits_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** The plan's forecast as generated (contracts' PlanForecastView, JSON), or null (0015). */
  forecast_json: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlanFilesTable {
  plan_id: string;
  file_name: string;
  /** Order of the files in the answer (the plan first). */
  position: number;
  role: string;
  /** Schedule period of the file as JSON text, or null. */
  period_json: string | null;
  size_bytes: number;
  content: Uint8Array;
}

export interface PlanProgressTable {
  user_id: number;
  /** Client-chosen id of one generation request. */
  request_id: string;
  stage: string;
  updated_at: string;
}
export type BillingOrderRow = Selectable<BillingOrdersTable>;
export type BillingInvoiceRow = Selectable<BillingInvoicesTable>;

/** A schedule rule of one campaign of a linked shop (issue 14). */
export interface ScheduleRulesTable {
  id: string;
  user_id: number;
  shop_id: string;
  marketplace: string;
  time_zone: string;
  campaign_id: string;
  campaign_name: string;
  ad_product: string;
  source: string;
  order_num: string | null;
  periods_json: string;
  state: string;
  /** The latest period start the tick has handled. */
  handled_through: string | null;
  created_at: string;
  updated_at: string;
  stopped_at: string | null;
  expires_at: string;
}

/** The base bid of one keyword/target/ad group under a rule, and the bid the executor last wrote. */
export interface ScheduleBidLedgerTable {
  rule_id: string;
  target_kind: string;
  target_id: string;
  ad_group_id: string;
  base_bid: number;
  last_written: number | null;
  pending_bid: number | null;
  updated_at: string;
}

/** One execution of a rule; unique per (rule, kind, period start). */
export interface ScheduleExecutionsTable {
  id: Generated<number>;
  rule_id: string;
  kind: string;
  period_name: string;
  period_start: string;
  bid_adjustment: number;
  state: string;
  late: Generated<number>;
  attempts: Generated<number>;
  error_code: number | null;
  error_reason: string | null;
  counts_json: string | null;
  changes_json: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}
/** A Login with Amazon attempt in flight: bound to a session, 10 minutes, used once (migration 0008). */
export interface ShopAuthorizeAttemptsTable {
  /** SHA-256 hex of the `state` sent to Amazon. */
  state_hash: string;
  user_id: number;
  session_id: number;
  marketplace: string;
  /** The PKCE verifier, encrypted like the tokens. */
  verifier_enc: string;
  key_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One Login with Amazon grant; tokens AES-256-GCM encrypted with the key `key_id` names. */
export interface ShopGrantsTable {
  id: Generated<number>;
  user_id: number;
  key_id: string;
  refresh_token_enc: string;
  access_token_enc: string;
  access_expires_at: string;
  created_at: string;
  refreshed_at: string;
}

/** A linked shop: one advertising profile of a seller's grant. */
export interface ShopsTable {
  id: string;
  user_id: number;
  grant_id: number | null;
  profile_id: string;
  marketplace: string;
  shop_name: string;
  account_type: string;
  currency_code: string;
  timezone: string;
  authorized_at: string;
  usable_from: string;
  /** `linked`, `reauthorize` (Amazon revoked the grant) or `unlinked`. */
  status: string;
  unlinked_at: string | null;
}
export type ShopRow = Selectable<ShopsTable>;
export type ShopGrantRow = Selectable<ShopGrantsTable>;
export interface DiagnosesTable {
  /** Random text id. */
  id: string;
  user_id: number;
  shop_id: string;
  shop_name: string;
  marketplace: string;
  currency: string;
  /** First and last report day read (`YYYY-MM-DD`, marketplace time). */
  window_start: string;
  window_end: string;
  campaign_count: number;
  finding_count: number;
  high_count: number;
  /** The findings as JSON text (both languages). */
  findings_json: string;
  /** The campaigns covered as JSON text. */
  campaigns_json: string;
  file_name: string;
  /** When the diagnosis was started. */
  created_at: string;
  /** After this the retention job deletes the diagnosis (30 days, spec §4). */
  expires_at: string;
  /** running | done | failed (migration 0012); the window, counts and findings are filled when done. */
  state: string;
  /** The product code of a failed diagnosis. */
  error_code: number | null;
  /** report_timeout | report_failed | stranded, where the code alone does not say why. */
  error_reason: string | null;
  /** When the diagnosis became done or failed. */
  finished_at: string | null;
}

/** A linked-shop plan: its shop, apply/undo status and lock (migration 0009). */
export interface ShopPlansTable {
  plan_id: string;
  user_id: number;
  shop_id: string;
  shop_name: string;
  marketplace: string;
  status: string;
  status_key: string | null;
  status_detail: string | null;
  lock_token: string | null;
  lock_until: string | null;
  applied_at: string | null;
  undone_at: string | null;
  created_at: string;
}

/** One change-set item of a linked-shop plan with its state on Amazon (migration 0009). */
export interface ShopPlanItemsTable {
  plan_id: string;
  item_id: number;
  layer: number;
  entity: string;
  operation: string;
  campaign_name: string;
  name: string;
  own_ref: string | null;
  campaign_ref: string | null;
  ad_group_ref: string | null;
  target_id: string | null;
  after_json: string;
  before_json: string | null;
  amazon_id: string | null;
  state: string;
  error_json: string | null;
  read_back: string | null;
  read_back_json: string | null;
  undo_state: string;
  undo_error_json: string | null;
  updated_at: string;
  /** The item's ad group (by name) and a keyword's match type (bulk spelling), for the review. */
  ad_group_name: string | null;
  match_type: string | null;
  /** What the plan expected the entity to hold when it was generated (updates); shown as "before". */
  planned_before_json: string | null;
}

/** An upload stored once (migration 0013, ADR 0024); its files are in `upload_files`. */
export interface UploadsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface UploadFilesTable {
  upload_id: string;
  /** bulk_file | report_files | hourly_files */
  field: string;
  position: number;
  name: string;
  size_bytes: number;
  content: Uint8Array;
}

/** State of a seller's long work (ADR 0016). */
export type WorkJobState = 'queued' | 'running' | 'done' | 'failed';

export interface WorkJobsTable {
  id: string;
  user_id: number;
  kind: string;
  lane: string;
  state: WorkJobState;
  dispatched: Generated<number>;
  request_id: string | null;
  /** JSON text: what the kind's handler needs. */
  input_json: string;
  /** JSON text of the answer data once done. */
  result_json: string | null;
  /** JSON text of the product error once failed. */
  error_json: string | null;
  attempts: Generated<number>;
  heartbeat_at: string | null;
  /** Order of submission. */
  seq: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}
