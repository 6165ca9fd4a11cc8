// The engine's main use case, shared by the server's worker, the CLI and (later) the linked-shop flows:
// one flow on its inputs -> the validated plan and every workbook to hand the seller. The flows own the
// check -> load -> plan -> validate skeleton; this adds the files a seller downloads.
import type { PlanInputs } from '../model/flow';
import type { Plan, PlanFlow } from '../model/plan';
import { runFlow } from '../plans/flow-registry';
import { periodPlansFromInputs } from '../plans/schedule/schedule-flow';
import type { PeriodPlan } from '../plans/schedule/schedule-period-plans';
import { writePlanWorkbook, type ExplanationLanguage } from '../write/write-api';

/** What a workbook is for: the upload plan, one schedule period's upload, or the undo of a plan. */
export type WorkbookRole = 'plan' | 'schedule-period' | 'rollback';

/** One workbook of a generated plan, ready to store or write. */
export interface GeneratedWorkbook {
  role: WorkbookRole;
  /** A file name suffix that tells workbooks of one plan apart (`''` for the plan itself, `-sleep` …). */
  suffix: string;
  bytes: Uint8Array;
  /** Schedule periods: which period, and when to upload it in marketplace and Beijing time (HH:mm). */
  period?: { name: PeriodPlan['period']; start: string; startBeijing: string };
}

/** The result of {@link generatePlan}: the plan (rows, summary, warnings, schedules) and its workbooks. */
export interface GeneratedPlan {
  plan: Plan;
  workbooks: GeneratedWorkbook[];
}

/** Options of {@link generatePlan}: the language of the explanations in the workbooks. */
export interface GeneratePlanOptions {
  language: ExplanationLanguage;
}

/**
 * Runs `flow` on `inputs` and writes every workbook of the plan. Throws EngineError (a spec §8 product
 * code) on bad input; never writes anything outside the returned bytes.
 */
export async function generatePlan(
  flow: PlanFlow,
  inputs: PlanInputs,
  options: GeneratePlanOptions,
): Promise<GeneratedPlan> {
  const plan = await runFlow(flow, inputs);
  const workbooks: GeneratedWorkbook[] = [
    { role: 'plan', suffix: '', bytes: await writePlanWorkbook(plan, { language: options.language }) },
  ];
  if (plan.flow === 'schedule') workbooks.push(...(await schedulePeriodWorkbooks(plan, inputs, options)));
  return { plan, workbooks };
}

async function schedulePeriodWorkbooks(
  plan: Plan,
  inputs: PlanInputs,
  options: GeneratePlanOptions,
): Promise<GeneratedWorkbook[]> {
  const periods = await periodPlansFromInputs(plan, inputs);
  const suffixes = new Set<string>();
  const workbooks: GeneratedWorkbook[] = [];
  for (const period of periods) {
    // A second moment with the same period name (several campaigns) also carries its start time.
    let suffix = `-${period.period}`;
    if (suffixes.has(suffix)) suffix = `${suffix}-${period.start.replace(':', '')}`;
    suffixes.add(suffix);
    workbooks.push({
      role: 'schedule-period',
      suffix,
      bytes: await writePlanWorkbook(period.plan, { language: options.language }),
      period: { name: period.period, start: period.start, startBeijing: period.startBeijing },
    });
  }
  return workbooks;
}
