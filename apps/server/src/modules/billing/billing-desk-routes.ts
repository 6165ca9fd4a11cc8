// The operator's desk calls: confirm transfers, issue invoices, read and adjust a seller's ledger, read
// the audit log. Every call checks the server-side operator role (409 otherwise) and every action writes
// its audit line in the same transaction as the action.
import { OPERATOR_CALLS, billingSuccessMessage, success } from '@adplan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, HttpStatus } from '../../lib/app-error';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import type { OperatorAccess } from '../../ports/operator-access';
import type { OperatorAudit } from '../../ports/operator-audit';
import type { UsageLedger } from '../../ports/usage-ledger';
import type { BillingService } from './billing-service';
import { BillingDesk } from './billing-desk';
import { presentAuditLine, type StoredAuditLine } from './audit-line-presenter';

export interface DeskRoutesOptions {
  service: BillingService;
  access: OperatorAccess;
  audit: OperatorAudit & {
    latest(executor: FastifyInstance['database']['db'], limit: number): Promise<unknown[]>;
  };
  ledger: UsageLedger;
}

/** Registers the desk routes on an app scoped to the API prefix. */
export async function billingDeskRoutes(app: FastifyInstance, options: DeskRoutesOptions) {
  const desk = new BillingDesk(options.service, options.audit, options.ledger);

  /** The operator's actor name, or 409 for anyone else. */
  const requireOperator = async (request: FastifyRequest): Promise<string> => {
    const session = requireSession(request);
    const db = request.server.database.db;
    if (!(await options.access.isOperator(db, session.userId))) {
      throw new AppError(HttpStatus.noPermission, HttpStatus.noPermission);
    }
    const user = await db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    return `user:${user.user_name}`;
  };
  const done = (request: FastifyRequest, key: Parameters<typeof billingSuccessMessage>[0]) =>
    billingSuccessMessage(key, request.language);

  routeCall(app, OPERATOR_CALLS.me, async (request) => {
    const session = requireSession(request);
    const isOperator = await options.access.isOperator(request.server.database.db, session.userId);
    return success(done(request, 'billing.ok'), { is_operator: isOperator });
  });

  routeCall(app, OPERATOR_CALLS.pendingTransfers, async (request) => {
    await requireOperator(request);
    return success(done(request, 'billing.ok'), { orders: await options.service.pendingTransfers() });
  });

  routeCall(app, OPERATOR_CALLS.confirmTransfer, async (request, _reply, payload) => {
    const actor = await requireOperator(request);
    const order = await desk.confirmTransfer(
      request.server.database.db,
      actor,
      payload.out_trade_no,
      payload.bank_reference,
    );
    return success(done(request, 'operator.transferConfirmed'), order);
  });

  routeCall(app, OPERATOR_CALLS.invoices, async (request, _reply, payload) => {
    await requireOperator(request);
    return success(done(request, 'billing.ok'), {
      invoices: await options.service.invoicesForDesk(payload.status),
    });
  });

  routeCall(app, OPERATOR_CALLS.issueInvoice, async (request, _reply, payload) => {
    const actor = await requireOperator(request);
    return success(
      done(request, 'operator.invoiceIssued'),
      await desk.issueInvoice(request.server.database.db, actor, payload),
    );
  });

  routeCall(app, OPERATOR_CALLS.ledger, async (request, _reply, payload) => {
    const actor = await requireOperator(request);
    return success(
      done(request, 'billing.ok'),
      await desk.ledger(request.server.database.db, actor, payload.user_name),
    );
  });

  routeCall(app, OPERATOR_CALLS.adjust, async (request, _reply, payload) => {
    const actor = await requireOperator(request);
    return success(
      done(request, 'operator.adjusted'),
      await desk.adjust(request.server.database.db, actor, payload),
    );
  });

  routeCall(app, OPERATOR_CALLS.auditLog, async (request) => {
    await requireOperator(request);
    const lines = (await options.audit.latest(request.server.database.db, 200)) as StoredAuditLine[];
    const entries = lines.map(presentAuditLine);
    return success(done(request, 'billing.ok'), { entries });
  });
}
