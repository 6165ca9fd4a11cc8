// The diagnostics module as app.ts sees it: one registration function that builds the diagnostic use cases
// over the shops and tool-campaign ports, their routes, the job that runs a started diagnosis, and the
// diagnoses' retention job (which also fails diagnoses stranded `running`).
import type { FastifyInstance } from 'fastify';
import { DIAGNOSIS_REPORT_TIMEOUT_MS, DIAGNOSIS_RUN_LIMIT_MS } from '@adplan/contracts';
import { MINUTE_MS } from '../../lib/clock';
import type { ModuleContext } from '../../lib/module-context';
import type { ShopAccess, ToolCampaigns } from '../../ports/shop-access';
import { diagnosticsRoutes } from './diagnostics-routes';
import {
  DIAGNOSIS_RUN_JOB,
  diagnosisRetention,
  DiagnosticsService,
  strandedDiagnosisSweep,
  type DiagnosisJobPayload,
} from './diagnostics-service';

/** The diagnostics module's own parts besides the common context. */
export interface DiagnosticsModuleDeps extends ModuleContext {
  shopAccess: ShopAccess;
  toolCampaigns: ToolCampaigns;
  /** Replaces the report time limit (tests). */
  reportTimeoutMs?: number;
}

/** Name of the diagnoses' retention job (30 days). */
export const DIAGNOSIS_RETENTION_JOB = 'diagnosis-retention';

/** Registers the diagnostic calls on `api` (an app scoped to the API prefix) and the diagnostics' jobs. */
export async function diagnosticsModule(api: FastifyInstance, deps: DiagnosticsModuleDeps): Promise<void> {
  const service = new DiagnosticsService({
    database: deps.database,
    clock: deps.clock,
    shops: deps.shopAccess,
    toolCampaigns: deps.toolCampaigns,
    jobs: deps.jobs,
    reportTimeoutMs: deps.reportTimeoutMs ?? DIAGNOSIS_REPORT_TIMEOUT_MS,
    overviews: deps.ports.accountOverviews,
    logError: (error, message) => api.log.error({ err: error }, message),
  });
  // The job stores every failure itself, so the queue does not retry it; a run cut off by a crash runs
  // again at the in-process queue's restart, and one lost for good is failed by the run limit.
  deps.jobs.register<DiagnosisJobPayload>(
    DIAGNOSIS_RUN_JOB,
    async (payload) => ({ [await service.run(payload)]: 1 }),
    { retryLimit: 0, expireInMs: DIAGNOSIS_RUN_LIMIT_MS, runsLong: true },
  );
  const retention = diagnosisRetention(deps.database);
  const sweep = strandedDiagnosisSweep(deps.database);
  deps.jobs.register(DIAGNOSIS_RETENTION_JOB, async () => ({
    stranded: await sweep(deps.clock.now()),
    diagnoses: await retention(deps.clock.now()),
  }));
  deps.jobs.every(DIAGNOSIS_RETENTION_JOB, deps.config.retentionIntervalMinutes * MINUTE_MS);
  await api.register(diagnosticsRoutes, { service });
}
