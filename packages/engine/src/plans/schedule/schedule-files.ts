// Writing a schedule plan's per-period workbooks next to the plan file, for the command line:
// `--out PLAN.xlsx` gives PLAN-sleep.xlsx, PLAN-morning.xlsx … (one per upload moment).
import type { PlanInputs } from '../../model/flow';
import type { Plan } from '../../model/plan';
import { writePlanWorkbook, type ExplanationLanguage } from '../../write/write-api';
import { periodPlansFromInputs } from './schedule-flow';
import type { PeriodPlan } from './schedule-period-plans';

/** One written period workbook. */
export interface WrittenPeriodFile {
  period: PeriodPlan['period'];
  start: string;
  startBeijing: string;
  path: string;
}

/**
 * The file name of a period's workbook: `PLAN.xlsx` -> `PLAN-<period>.xlsx`; a second moment with the same
 * period name (several campaigns) also gets its start time, `PLAN-other-0700.xlsx`.
 */
export function periodFilePath(outPath: string, period: PeriodPlan, taken: Set<string>): string {
  const base = outPath.replace(/\.xlsx$/i, '');
  let path = `${base}-${period.period}.xlsx`;
  if (taken.has(path)) path = `${base}-${period.period}-${period.start.replace(':', '')}.xlsx`;
  taken.add(path);
  return path;
}

/** Options of {@link writeSchedulePlanFiles}: the explanation language and how to write a file (the CLI's io). */
export interface SchedulePlanFileOptions {
  language: ExplanationLanguage;
  writeFile: (path: string, bytes: Uint8Array) => Promise<void>;
}

/**
 * Writes one workbook per period of a schedule plan made from `inputs` (nothing without a bulk sheet or
 * when no period changes bids) and returns what was written, in upload order.
 */
export async function writeSchedulePlanFiles(
  plan: Plan,
  inputs: PlanInputs,
  outPath: string,
  options: SchedulePlanFileOptions,
): Promise<WrittenPeriodFile[]> {
  const periods = await periodPlansFromInputs(plan, inputs);
  const taken = new Set<string>();
  const written: WrittenPeriodFile[] = [];
  for (const period of periods) {
    const path = periodFilePath(outPath, period, taken);
    await options.writeFile(path, await writePlanWorkbook(period.plan, { language: options.language }));
    written.push({ period: period.period, start: period.start, startBeijing: period.startBeijing, path });
  }
  return written;
}
