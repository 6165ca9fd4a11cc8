// The engine's main use case, shared by the server's worker, the CLI and (later) the linked-shop flows:
// one flow on its inputs -> the validated plan and every workbook to hand the seller. The flow runs the
// shared skeleton (check -> load -> plan -> validate, plans/flow-skeleton.ts); this adds the rollback and
// writes the upload workbooks and the separate explanation workbook.
import type { AccountModel } from '../model/account';
import type { PlanInputs } from '../model/flow';
import type { Plan, PlanFlow } from '../model/plan';
import type { AccountDataSource } from '../plans/account-data-source';
import { generateFlowOutput } from '../plans/flow-registry';
import { planAccountExcerpt } from '../plans/plan-account-excerpt';
import type { PlanStage } from '../plans/flow-skeleton';
import { assertPlanValid } from '../validate/validate-api';
import {
  writeExplanationWorkbook,
  writePlanWorkbook,
  type ExplanationLanguage,
  type UploadPlanRef,
} from '../write/write-api';
import { isRealId } from '../write/temporary-ids';
import { planCampaignNames } from './plan-campaign-names';
import { buildRollbackPlan } from './rollback-plan';
import type { ForecastBasis } from '../plans/forecast/forecast-basis';
import type { PlanForecast } from '../plans/forecast/plan-forecast';
import { forecastGeneratedPlan, type GeneratedPlanForecast } from './generated-plan-forecast';

/**
 * What a workbook is for. Upload roles: `plan` (the plan's rows), `schedule-period` (one schedule period's
 * bids, uploaded at the period's start) and `rollback` (restores what the plan changed). `explanation` is
 * for reading only and is never uploaded.
 */
export type WorkbookRole = 'plan' | 'schedule-period' | 'rollback' | 'explanation';

/** The roles of workbooks a seller uploads to Amazon (every one passes the upload validator). */
export const UPLOAD_WORKBOOK_ROLES: readonly WorkbookRole[] = ['plan', 'schedule-period', 'rollback'];

/** One workbook of a generated plan, ready to store or write. */
export interface GeneratedWorkbook {
  role: WorkbookRole;
  /** A file name suffix that tells workbooks of one plan apart (`''` for the plan, `-sleep`, `-rollback`, `-explanation`). */
  suffix: string;
  bytes: Uint8Array;
  /** Schedule periods: which period, and when to upload it in marketplace and Beijing time (HH:mm). */
  period?: { name: string; start: string; startBeijing: string };
}

/** The result of {@link generatePlan}: the plan (rows, summary, warnings, schedules) and its workbooks. */
export interface GeneratedPlan {
  plan: Plan;
  workbooks: GeneratedWorkbook[];
  /** Names of the campaigns the plan concerns (see {@link planCampaignNames}); the plan's listing name. */
  campaignNames?: string[];
  /** The entities of the account the plan's rows name (kept so the plan can be edited later, ADR 0030). */
  account?: AccountModel;
  /** What the plan is expected to do, per row, campaign and in total (plans that change an existing account). */
  forecast?: GeneratedPlanForecast;
  /** What the forecast is made from, kept with the plan so the seller's edits are forecast too (ADR 0041). */
  forecastBasis?: ForecastBasis;
}

/** The stages of a generation, in order; the server shows them to the seller. */
export type GenerationStage = PlanStage;

/** Options of {@link generatePlan}. */
export interface GeneratePlanOptions {
  /** Language of the explanation workbook (upload workbooks are always Amazon's English). */
  language: ExplanationLanguage;
  /** Called at each stage boundary: reading the data, planning, validating, writing the workbooks. */
  onStage?: (stage: 'reading' | 'planning' | 'validating' | 'writing') => void;
  /** Where account data comes from; default the uploaded files of `inputs`. */
  source?: AccountDataSource;
}

/**
 * Runs `flow` on `inputs` and writes every workbook of the plan: the upload plan (when it has rows), the
 * schedule period workbooks, a rollback when the plan changes existing entities, and the explanation
 * workbook. Throws EngineError (a spec §8 product code) on bad input; never writes outside the returned bytes.
 */
export async function generatePlan(
  flow: PlanFlow,
  inputs: PlanInputs,
  options: GeneratePlanOptions,
): Promise<GeneratedPlan> {
  const runOptions = {
    ...(options.onStage ? { onStage: options.onStage } : {}),
    ...(options.source ? { source: options.source } : {}),
  };
  const output = await generateFlowOutput(flow, inputs, runOptions);
  const { plan } = output;
  // The flow's own rollback (a schedule's period workbooks back to base bids) when the plan has none.
  const rollback =
    buildRollbackPlan(plan, output.account) ??
    (output.rollback ? { plan: output.rollback, created: [] } : undefined);
  // The rollback is an upload too: it must pass Amazon's rules like the plan (validating stage).
  if (rollback) assertPlanValid(rollback.plan, { now: inputs.now });
  const forecasted = forecastGeneratedPlan(plan, output);
  const forecast = forecasted?.forecast;
  options.onStage?.('writing');
  const workbooks = await writeDeliverable(
    {
      plan,
      rollback: rollback?.plan,
      extraUploads: output.extraUploads,
      ...(output.account ? { account: output.account } : {}),
      ...(forecast ? { forecast } : {}),
    },
    options.language,
  );
  return {
    plan,
    workbooks,
    campaignNames: planCampaignNames(plan, output.account),
    ...(output.account ? { account: planAccountExcerpt(output.account, plan) } : {}),
    ...(forecasted ? { forecast: forecasted.forecast, forecastBasis: forecasted.basis } : {}),
  };
}

/** What {@link writeDeliverable} writes: the plan, its rollback and extra uploads, and the account read. */
export interface DeliverableParts {
  plan: Plan;
  rollback?: Plan | undefined;
  extraUploads?: ReadonlyArray<{
    role: WorkbookRole;
    suffix: string;
    plan: Plan;
    period?: GeneratedWorkbook['period'];
  }>;
  account?: AccountModel;
  /** The main plan's forecast, shown per row and on its own sheet of the explanation workbook. */
  forecast?: PlanForecast;
}

/**
 * Writes the workbooks of a plan: the upload plan (when it has rows), the extra uploads, the rollback and
 * the explanation (which lists the created rows a rollback cannot archive).
 */
export async function writeDeliverable(
  parts: DeliverableParts,
  language: ExplanationLanguage,
): Promise<GeneratedWorkbook[]> {
  const { plan, rollback } = parts;
  const uploads: Array<UploadPlanRef & { role: WorkbookRole; period?: GeneratedWorkbook['period'] }> = [];
  if (plan.rows.length > 0) uploads.push({ role: 'plan', suffix: '', plan });
  for (const extra of parts.extraUploads ?? [])
    uploads.push({ role: extra.role, suffix: extra.suffix, plan: extra.plan, period: extra.period });
  if (rollback) uploads.push({ role: 'rollback', suffix: '-rollback', plan: rollback });
  const workbooks: GeneratedWorkbook[] = [];
  for (const upload of uploads)
    workbooks.push({
      role: upload.role,
      suffix: upload.suffix,
      bytes: await writePlanWorkbook(upload.plan),
      ...(upload.period ? { period: upload.period } : {}),
    });
  const explained = uploads.filter((upload) => upload.role !== 'rollback');
  const explanation = await writeExplanationWorkbook(
    {
      plan,
      uploads: explained,
      ...(parts.account ? { account: parts.account } : {}),
      ...(parts.forecast ? { forecast: parts.forecast } : {}),
      createdToArchive: plan.rows.filter(
        (row) => row.row.operation === 'create' && (rollback !== undefined || isRealId(row.row.campaignId)),
      ),
    },
    { language },
  );
  workbooks.push({ role: 'explanation', suffix: '-explanation', bytes: explanation });
  return workbooks;
}
