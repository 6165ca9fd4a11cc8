// The operator's desk calls: confirm transfers, issue invoices, read and adjust a seller's ledger, read
// the audit log. Every call checks the server-side operator role (409 otherwise) and every action writes
// its audit line in the same transaction as the action (the billing actions arrive over BillingDeskPort).
import { OPERATOR_CALLS, billingSuccessMessage, success } from '@adplan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, HttpStatus } from '../../lib/app-error';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import type { BillingDeskPort } from '../../ports/billing-desk';
import type { OperatorAccess } from '../../ports/operator-access';
import type { SellerDirectory } from '../../ports/seller-directory';
import { presentAuditLine } from './audit-line-presenter';
import type { OperatorRepository } from './operator-repository';

/** What the desk routes are served from. */
export interface DeskRoutesOptions {
  billing: BillingDeskPort;
  access: OperatorAccess;
  audit: Pick<OperatorRepository, 'latest'>;
  sellers: Pick<SellerDirectory, 'userName'>;
}

/** Registers the desk routes on an app scoped to the API prefix. */
export async function operatorDeskRoutes(app: FastifyInstance, options: DeskRoutesOptions) {
  const { billing } = options;

  /** The operator's actor name, or 409 for anyone else. */
  const requireOperator = async (request: FastifyRequest): Promise<string> => {
    const session = requireSession(request);
    const db = request.server.database.db;
    if (!(await options.access.isOperator(db, session.userId))) {
      throw new AppError(HttpStatus.noPermission, HttpStatus.noPermission);
    }
    const userName = await options.sellers.userName(db, session.userId);
    if (userName === undefined) throw new AppError(HttpStatus.noPermission, HttpStatus.noPermission);
    return `user:${userName}`;
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
    return success(done(request, 'billing.ok'), { orders: await billing.pendingTransfers() });
  });

  routeCall(app, OPERATOR_CALLS.confirmTransfer, async (request, _reply, payload) => {
    const actor = await requireOperator(request);
    const order = await billing.confirmTransfer(
      request.server.database.db,
      actor,
      payload.out_trade_no,
      payload.bank_reference,
    );
    return success(done(request, 'operator.transferConfirmed'), order);
  });

  routeCall(app, OPERATOR_CALLS.invoices, async (request, _reply, payload) => {
    await requireOperator(request);
    return success(done(request, 'billing.ok'), { invoices: await billing.invoices(payload.status) });
  });

  routeCall(app, OPERATOR_CALLS.issueInvoice, async (request, _reply, payload) => {
    const actor = await requireOperator(request);
    return success(
      done(request, 'operator.invoiceIssued'),
      await billing.issueInvoice(request.server.database.db, actor, payload),
    );
  });

  routeCall(app, OPERATOR_CALLS.ledger, async (request, _reply, payload) => {
    const actor = await requireOperator(request);
    return success(
      done(request, 'billing.ok'),
      await billing.ledger(request.server.database.db, actor, payload.user_name),
    );
  });

  routeCall(app, OPERATOR_CALLS.adjust, async (request, _reply, payload) => {
    const actor = await requireOperator(request);
    return success(
      done(request, 'operator.adjusted'),
      await billing.adjust(request.server.database.db, actor, payload),
    );
  });

  routeCall(app, OPERATOR_CALLS.auditLog, async (request) => {
    await requireOperator(request);
    const lines = await options.audit.latest(request.server.database.db, 200);
    const entries = lines.map(presentAuditLine);
    return success(done(request, 'billing.ok'), { entries });
  });
}
