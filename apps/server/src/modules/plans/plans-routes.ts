// The plan calls under the API prefix: one generation route per flow (multipart), the checks, the ASIN
// calls, the usage records, progress and the owner-only download. Every call needs a session.
import multipart from '@fastify/multipart';
import {
  PLAN_FILE_PATH,
  PLAN_FLOW_TABLE,
  PLAN_FLOWS,
  PLANS_CALLS,
  plansSuccessMessage,
  success,
} from '@adplan/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, HttpStatus } from '../../lib/app-error';
import { routeCall } from '../../lib/call-route';
import { requireSession } from '../../plugins/session-plugin';
import { MULTIPART_LIMITS, readUploadForm } from './plans-upload';
import type { ParamCheckKind, PlansService } from './plans-service';
import type { PlansWork } from './plans-work';
import type { PlanForecastCheck } from './plan-forecast-check';

export interface PlansRoutesOptions {
  service: PlansService;
  /** The calls that read files, run as jobs. */
  work: PlansWork;
  /** An earlier plan's forecast against a newer upload. */
  forecastCheck: PlanForecastCheck;
}

const CHECK_CALLS: ReadonlyArray<
  [
    typeof PLANS_CALLS.paramCheck | typeof PLANS_CALLS.paramCheckOp | typeof PLANS_CALLS.paramCheckPt,
    ParamCheckKind,
  ]
> = [
  [PLANS_CALLS.paramCheck, 'any'],
  [PLANS_CALLS.paramCheckOp, 'optimisation'],
  [PLANS_CALLS.paramCheckPt, 'productTargeting'],
];

/** A file name for Content-Disposition: ASCII fallback plus the RFC 5987 UTF-8 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Registers the plan routes on an app scoped to the API prefix. */
export async function plansRoutes(app: FastifyInstance, options: PlansRoutesOptions) {
  const { service, work, forecastCheck } = options;
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  // One generation route per flow of the flow table.
  for (const flow of PLAN_FLOWS) {
    routeCall(app, PLANS_CALLS[PLAN_FLOW_TABLE[flow].upload.call], async (request) => {
      const session = requireSession(request);
      const form = await readUploadForm(request);
      const data = await work.generate(session.userId, flow, form, request.language);
      return success(plansSuccessMessage('plan.generated', request.language), data);
    });
  }

  for (const [call, kind] of CHECK_CALLS) {
    routeCall(app, call, async (request) => {
      const session = requireSession(request);
      const form = await readUploadForm(request);
      const data = await work.check(session.userId, kind, form, request.language);
      const key = data.valid ? 'plan.checkPassed' : 'plan.checkFailed';
      return success(plansSuccessMessage(key, request.language), data);
    });
  }

  routeCall(app, PLANS_CALLS.startGeneration, async (request) => {
    const session = requireSession(request);
    const form = await readUploadForm(request);
    const data = await work.startGeneration(session.userId, form, request.language);
    return success(plansSuccessMessage('plan.jobStarted', request.language), data);
  });

  routeCall(app, PLANS_CALLS.workJob, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await work.status(session.userId, payload.job_id, request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.generationResult, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await work.generationResult(session.userId, payload.job_id);
    return success(plansSuccessMessage('plan.generated', request.language), data);
  });

  routeCall(app, PLANS_CALLS.structName, async (request) => {
    requireSession(request);
    const data = await service.structure(await readUploadForm(request), request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.competitorAsin, async (request) => {
    requireSession(request);
    const data = await service.competitors(await readUploadForm(request), request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.checkWorkbook, async (request) => {
    requireSession(request);
    const data = await service.checkWorkbook(await readUploadForm(request), request.language);
    return success(plansSuccessMessage('plan.checked', request.language), data);
  });

  routeCall(app, PLANS_CALLS.asinCheck, async (request, _reply, payload) => {
    requireSession(request);
    const asin = payload.advertised_asin ?? payload.asin ?? '';
    const data = await service.asinCheck(asin, payload.country, 1);
    return success(plansSuccessMessage('plan.asinExists', request.language), data);
  });

  routeCall(app, PLANS_CALLS.asinCheckV3, async (request, _reply, payload) => {
    requireSession(request);
    const asin = payload.advertised_asin ?? payload.asin ?? '';
    const data = await service.asinCheck(asin, payload.country, 3);
    return success(plansSuccessMessage('plan.asinExists', request.language), data);
  });

  routeCall(app, PLANS_CALLS.checkCompetitorAsin, async (request, _reply, payload) => {
    requireSession(request);
    const strength = await service.competitorStrength(
      payload.advertised_asin,
      payload.competitor_asin,
      payload.country,
    );
    return success(plansSuccessMessage('plan.ok', request.language), { good_competitor_asin: strength });
  });

  routeCall(app, PLANS_CALLS.asinPrice, async (request, _reply, payload) => {
    requireSession(request);
    const data = await service.asinPrice(payload.asin, payload.country);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.adHistory, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await service.history(session.userId, payload.page, payload.page_size, request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.periodLog, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await service.periodLog(session.userId, payload.order_num, request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.planProgress, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await work.progress(session.userId, payload.request_id);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.planEdits, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await service.edit(session.userId, payload, request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.planShow, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await service.show(session.userId, payload.plan_id, request.language);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  routeCall(app, PLANS_CALLS.planForecastCheck, async (request, _reply, payload) => {
    const session = requireSession(request);
    const data = await forecastCheck.check(session.userId, payload.plan_id);
    return success(plansSuccessMessage('plan.ok', request.language), data);
  });

  app.get<{ Params: { plan_id: string; file_name: string } }>(PLAN_FILE_PATH, async (request, reply) => {
    const session = requireSession(request);
    const { plan_id: planId, file_name: fileName } = request.params;
    if (planId.length > 64 || fileName.length > 255) throw new AppError(HttpStatus.notFound, 'plan.notFound');
    const content = await service.download(session.userId, planId, fileName);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
  });
}
