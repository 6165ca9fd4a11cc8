// The linked-shop plan calls under the API prefix: one JSON generation route per flow, the stored plan,
// apply and undo (the generations, applies and undos run as jobs: plans-work.ts). Every call needs a session.
import { plansSuccessMessage, SHOP_GENERATIONS, SHOP_PLANS_CALLS, success } from '@adplan/contracts';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../../lib/call-route';
import { requireSession } from '../../../plugins/session-plugin';
import type { PlansWork } from '../plans-work';
import type { ShopPlansService } from './shop-plans-service';

/** Registers the linked-shop plan routes on an app scoped to the API prefix. */
export function shopPlansRoutes(app: FastifyInstance, service: ShopPlansService, work: PlansWork): void {
  // One generation route per linked-shop generation of the flow table.
  for (const generation of SHOP_GENERATIONS) {
    routeCall(app, SHOP_PLANS_CALLS[generation.call], async (request, _reply, payload) => {
      const session = requireSession(request);
      const data = await work.shopGenerate(session.userId, generation.path, payload, request.language);
      return success(plansSuccessMessage('plan.generated', request.language), data);
    });
  }

  routeCall(app, SHOP_PLANS_CALLS.shopPlan, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await service.show(session.userId, payload.plan_id, request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, SHOP_PLANS_CALLS.applyPlan, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await work.shopRun(session.userId, 'apply', payload.plan_id, request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, SHOP_PLANS_CALLS.undoPlan, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await work.shopRun(session.userId, 'undo', payload.plan_id, request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  // The same work as jobs the page polls (ADR 0028): each start answers 202 with the job's id at once.
  routeCall(app, SHOP_PLANS_CALLS.startShopGeneration, async (request, _reply, payload) => {
    const session = requireSession(request);
    const { plan_call: path, ...body } = payload;
    const data = await work.startShopGeneration(session.userId, path, body, request.language);
    return success(plansSuccessMessage('plan.jobStarted', request.language), data);
  });

  routeCall(app, SHOP_PLANS_CALLS.shopGenerationResult, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await work.shopGenerationResult(session.userId, payload.job_id, request.language);
    return success(plansSuccessMessage('plan.generated', request.language), data);
  });

  for (const [call, kind] of [
    [SHOP_PLANS_CALLS.startApply, 'apply'],
    [SHOP_PLANS_CALLS.startUndo, 'undo'],
  ] as const) {
    routeCall(app, call, async (request, _reply, payload) => {
      const session = requireSession(request);
      const id = await work.startShopRun(session.userId, kind, payload.plan_id, request.language);
      return success(plansSuccessMessage('plan.jobStarted', request.language), { job_id: id });
    });
  }
}
