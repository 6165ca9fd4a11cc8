// Row types of every table, as Kysely sees them. Times are ISO-8601 UTC text on both dialects
// (see lib/clock.ts), so comparisons and ordering work the same on SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from 'kysely';

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
}

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

/** The whole database as Kysely types it. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  login_failures: LoginFailuresTable;
  login_lockouts: LoginLockoutsTable;
  usage_ledger: UsageLedgerTable;
  plans: PlansTable;
  plan_files: PlanFilesTable;
  plan_progress: PlanProgressTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
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
