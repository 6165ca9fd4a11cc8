// Whether a user is one of the operators (staff who confirm transfers, issue invoices and read contact
// messages). The role is server-side only: it is never part of the spec's client-side role (admin),
// and a seller calling an operator call gets 409 (no permission).
import type { DbExecutor } from './usage-ledger';

/** The operator-role port, implemented by the operator module and used by any module with staff calls. */
export interface OperatorAccess {
  /** True when `userId` currently holds the operator role. */
  isOperator(executor: DbExecutor, userId: number): Promise<boolean>;
}
