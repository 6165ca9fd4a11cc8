// The account overview call under the API prefix; it needs a session.
import { OVERVIEW_CALLS, OVERVIEW_SUCCESS_MESSAGE, success } from '@adplan/contracts';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import type { OverviewService } from './overview-service';

/** Registers GET /account_overview on an app scoped to the API prefix. */
export function overviewRoutes(app: FastifyInstance, service: OverviewService): void {
  routeCall(app, OVERVIEW_CALLS.accountOverview, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await service.show(session.userId, payload);
    return success(OVERVIEW_SUCCESS_MESSAGE[request.language], data);
  });
}
