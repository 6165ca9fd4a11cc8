// The schedule (dayparting) flow: hourly campaign reports in, one schedule rule per campaign out (spec §3
// record, marketplace and Beijing times), checked against the bulk sheet's keywords when one is given so
// that the per-period workbooks are known to be writable before any use is consumed.
import type { ScheduleMode } from '@adplan/contracts';
import type { Marketplace } from '../../amazon/marketplaces';
import type { AccountModel } from '../../model/account';
import type { FlowDefinition, PlanInputs } from '../../model/flow';
import type { Plan } from '../../model/plan';
import type { HourlyCampaignRow } from '../../model/reports';
import type { LocalizedText } from '../../model/units';
import {
  hourlyRowsForCampaign,
  MAX_HOURLY_FILES,
  readBulkWorkbook,
  readHourlyReports,
} from '../../read/read-api';
import { assertPlanValid } from '../../validate/validate-api';
import { ParameterCheckError, readFlowValues, throwIfProblems } from '../parameters/parameter-fields';
import { isBlank, ProblemList } from '../parameters/parameter-readers';
import { summarisePlan } from '../shared/plan-summary';
import { scheduleMessages } from './schedule-messages';
import { buildPeriodPlans, type PeriodPlan } from './schedule-period-plans';
import { buildScheduleRule } from './schedule-rule';

/** Checked parameters of the schedule flow. */
export interface ScheduleParameters {
  marketplace: Marketplace;
  /** Campaigns the seller named; empty means every campaign of the hourly reports. */
  campaignNames: string[];
  /** Marketplace-local date (`YYYY-MM-DD`) for the Beijing times; default today in the marketplace. */
  referenceDate?: string;
  /** `periods`: a workbook per period; `console-rules`: base bids lowered once plus console bid rules. */
  mode: ScheduleMode;
}

/**
 * Checks the schedule flow's parameters with the contract schema: `marketplace`, optional `campaign_name`
 * (one or a list), `reference_date` and `schedule_mode`.
 */
export function checkScheduleParameters(raw: Record<string, unknown>): ScheduleParameters {
  const problems = new ProblemList();
  const values = readFlowValues('schedule', raw, problems);
  throwIfProblems(problems);
  if (!values) throw new ParameterCheckError(20001, problems.problems);
  return {
    marketplace: values.marketplace,
    campaignNames: values.campaign_name,
    ...(values.reference_date ? { referenceDate: values.reference_date } : {}),
    mode: values.schedule_mode,
  };
}

/** The rows of each campaign to schedule: the named ones (10017 when one has none), else every campaign, busiest first. */
function campaignRows(
  rows: readonly HourlyCampaignRow[],
  names: readonly string[],
): Array<[string, HourlyCampaignRow[]]> {
  if (names.length > 0) return names.map((name) => [name, hourlyRowsForCampaign(rows, name)]);
  const clicks = new Map<string, number>();
  for (const row of rows)
    clicks.set(row.campaignName, (clicks.get(row.campaignName) ?? 0) + row.metrics.clicks);
  const ordered = [...clicks].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return ordered.map((name) => [name, rows.filter((row) => row.campaignName === name)]);
}

/** Refuses a missing or oversized set of hourly files before reading them (spec §5: up to 10 CSV files). */
function checkHourlyFiles(inputs: PlanInputs): void {
  if (inputs.hourly.length === 0)
    throw new ParameterCheckError(20007, [
      { field: 'hourly', key: 'required', message: scheduleMessages.noHourlyFiles() },
    ]);
  if (inputs.hourly.length > MAX_HOURLY_FILES) {
    const message = scheduleMessages.tooManyHourlyFiles(inputs.hourly.length, MAX_HOURLY_FILES);
    throw new ParameterCheckError(20001, [{ field: 'hourly', key: 'outOfRange', message }]);
  }
}

async function readAccount(inputs: PlanInputs): Promise<AccountModel | undefined> {
  return inputs.bulk ? readBulkWorkbook(inputs.bulk.bytes, { fileName: inputs.bulk.name }) : undefined;
}

/** The schedule plan: no bulk rows, the rules on `schedules`, the data notes and warnings. */
async function schedulePlan(inputs: PlanInputs): Promise<{ plan: Plan; params: ScheduleParameters }> {
  const params = checkScheduleParameters(inputs.parameters);
  checkHourlyFiles(inputs);
  const rows = await readHourlyReports(inputs.hourly);
  const warnings: LocalizedText[] = [];
  const schedules = campaignRows(rows, params.campaignNames).map(([campaignName, campaign]) => {
    const result = buildScheduleRule({
      campaignName,
      rows: campaign,
      marketplace: params.marketplace,
      now: inputs.now,
      ...(params.referenceDate ? { referenceDate: params.referenceDate } : {}),
    });
    for (const w of result.warnings) if (!warnings.some((x) => x.en === w.en)) warnings.push(w);
    return result.rule;
  });
  const notes = schedules.every((rule) => rule.periods.every((p) => p.bidAdjustment === 0))
    ? [scheduleMessages.noChange()]
    : [];
  if (!inputs.bulk) warnings.push(scheduleMessages.noBulkSheet());
  const plan: Plan = {
    flow: 'schedule',
    marketplace: params.marketplace,
    rows: [],
    summary: summarisePlan([], { marketplace: params.marketplace, notes }),
    warnings,
    schedules,
  };
  return { plan, params };
}

/**
 * The per-period plans of a schedule plan made from `inputs` (the bulk sheet's keywords and targets at
 * base x (1 + adjustment)); none without a bulk sheet or when every adjustment is 0. The CLI and the
 * server write one workbook per item.
 */
export async function periodPlansFromInputs(plan: Plan, inputs: PlanInputs): Promise<PeriodPlan[]> {
  const account = await readAccount(inputs);
  if (!account) return [];
  const named = !isBlank(inputs.parameters.campaign_name);
  return buildPeriodPlans(plan, account, { now: inputs.now, requireCampaigns: named });
}

async function runSchedule(inputs: PlanInputs): Promise<Plan> {
  const { plan } = await schedulePlan(inputs);
  // Build (and validate) the period workbooks now, so a bulk sheet that cannot carry them fails here.
  const periods = await periodPlansFromInputs(plan, inputs);
  for (const period of periods) plan.summary.notes.push(...period.plan.summary.notes);
  if (periods[0]) plan.warnings.push(...periods[0].plan.warnings);
  assertPlanValid(plan, { now: inputs.now });
  return plan;
}

/** The schedule (dayparting) flow, for the flow registry. */
export const scheduleFlow: FlowDefinition = { flow: 'schedule', run: runSchedule };
