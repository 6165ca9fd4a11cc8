// The operator module as app.ts sees it: the server-side operator role, the audit log and the desk calls
// (every `/operator/*` call). The billing actions it serves are handed over as a port by the billing module.
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context';
import type { BillingDeskPort } from '../../ports/billing-desk';
import { operatorDeskRoutes } from './operator-desk-routes';
import { OperatorRepository } from './operator-repository';

/** The operator module's own parts besides the common context. */
export interface OperatorModuleDeps extends ModuleContext {
  /** The billing actions of the desk (built by the billing module). */
  billingDesk: BillingDeskPort;
}

/** Registers the desk calls on `api` (scoped to the API prefix). */
export async function operatorModule(api: FastifyInstance, deps: OperatorModuleDeps): Promise<void> {
  await api.register(operatorDeskRoutes, {
    billing: deps.billingDesk,
    access: deps.ports.operatorAccess,
    audit: new OperatorRepository(deps.clock),
    sellers: deps.ports.sellers,
  });
}
