// The diagnostics module as app.ts sees it: one registration function that builds the diagnostic use cases
// over the shops and tool-campaign ports, their routes and the diagnoses' retention job.
import type { FastifyInstance } from 'fastify';
import { MINUTE_MS } from '../../lib/clock';
import type { ModuleContext } from '../../lib/module-context';
import type { ShopAccess, ToolCampaigns } from '../../ports/shop-access';
import { diagnosticsRoutes } from './diagnostics-routes';
import { diagnosisRetention, DiagnosticsService } from './diagnostics-service';

/**
 * Time limit of one report. The seller waits for the answer (the web's long-call time-out is 100 s), so a
 * report Amazon has not finished by then is a 20010 and the seller tries again later.
 */
export const DIAGNOSIS_REPORT_TIMEOUT_MS = 90_000;

/** The diagnostics module's own parts besides the common context. */
export interface DiagnosticsModuleDeps extends ModuleContext {
  shopAccess: ShopAccess;
  toolCampaigns: ToolCampaigns;
  /** Replaces the report time limit (tests). */
  reportTimeoutMs?: number;
}

/** Name of the diagnoses' retention job (30 days). */
export const DIAGNOSIS_RETENTION_JOB = 'diagnosis-retention';

/** Registers the diagnostic calls on `api` (an app scoped to the API prefix) and the retention job. */
export async function diagnosticsModule(api: FastifyInstance, deps: DiagnosticsModuleDeps): Promise<void> {
  const service = new DiagnosticsService({
    database: deps.database,
    clock: deps.clock,
    shops: deps.shopAccess,
    toolCampaigns: deps.toolCampaigns,
    reportTimeoutMs: deps.reportTimeoutMs ?? DIAGNOSIS_REPORT_TIMEOUT_MS,
    logError: (error, message) => api.log.error({ err: error }, message),
  });
  const retention = diagnosisRetention(deps.database);
  deps.jobs.register(DIAGNOSIS_RETENTION_JOB, async () => ({ diagnoses: await retention(deps.clock.now()) }));
  deps.jobs.every(DIAGNOSIS_RETENTION_JOB, deps.config.retentionIntervalMinutes * MINUTE_MS);
  await api.register(diagnosticsRoutes, { service });
}
