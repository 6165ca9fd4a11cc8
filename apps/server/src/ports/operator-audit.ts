// The operators' audit log as other modules see it: every operator action (desk or CLI) is written here,
// inside the transaction of the action itself, so an action and its audit line commit together.
import type { AuditDetail } from '@adplan/contracts';
import type { DbExecutor } from './usage-ledger';

/** One operator action. */
export interface AuditEntry {
  /** `user:<user_name>` (desk) or `cli:<system user>` (command line). */
  actor: string;
  /** `grant`, `revoke`, `confirm_transfer`, `issue_invoice`, `adjust`, `view_ledger` … */
  action: string;
  /** What it acted on: `order:<out_trade_no>`, `invoice:<id>`, `user:<user_name>`. */
  subject: string;
  /** What else the line says, as facts the console words in the seller's language. */
  detail?: AuditDetail;
}

/** The audit-log port, implemented by the operator module. */
export interface OperatorAudit {
  record(executor: DbExecutor, entry: AuditEntry): Promise<void>;
}
