// The schedule (dayparting) flow on the shared skeleton: hourly campaign reports in, one schedule rule per
// campaign out (spec §3 record, marketplace and Beijing times). With a bulk sheet it also makes either one
// upload plan per period (`schedule_mode` periods) or the one-time console set-up (console-rules), all
// validated before any use is consumed.
import type { ScheduleMode, Marketplace } from '@adplan/contracts';
import type { AccountModel } from '../../model/account';
import { EngineError } from '../../errors/engine-error';
import type { PlanInputs } from '../../model/flow';
import type { Plan } from '../../model/plan';
import type { HourlyCampaignRow } from '../../model/reports';
import type { LocalizedText } from '../../model/units';
import { hourlyRowsForCampaign } from '../../read/read-api';
import {
  defineFlow,
  type ExtraUploadPlan,
  type FlowOutput,
  type FlowSteps,
  type RunnableFlow,
} from '../flow-skeleton';
import { ParameterCheckError, readFlowValues, throwIfProblems } from '../parameters/parameter-fields';
import { ProblemList } from '../parameters/parameter-readers';
import { summarisePlan } from '../shared/plan-summary';
import { buildConsoleSetup } from './schedule-console-rules';
import { evidenceNotes } from './schedule-evidence-gate';
import { scheduleMessages } from './schedule-messages';
import { buildBaseRestorePlan, buildPeriodPlans, type PeriodPlan } from './schedule-period-plans';
import { buildScheduleRule } from './schedule-rule';
import { PRODUCT_CODE } from '../../errors/product-codes';
import { checkMarketplaceConsistency } from '../shared/marketplace-consistency';

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
  if (!values) throw new ParameterCheckError(PRODUCT_CODE.parameterInvalid, problems.problems);
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

/**
 * The campaigns to schedule, never empty: an hourly report without rows is an invalid report (10019), and
 * campaigns without a single impression or click lack hourly data (10017). Either way the seller is told
 * what to download, never "no change needed".
 */
function campaignsToSchedule(
  rows: readonly HourlyCampaignRow[],
  names: readonly string[],
): Array<[string, HourlyCampaignRow[]]> {
  if (rows.length === 0)
    throw new EngineError(PRODUCT_CODE.hourlyReportInvalid, scheduleMessages.emptyHourlyReport());
  const campaigns = campaignRows(rows, names);
  const active = campaigns.filter(([, list]) =>
    list.some((row) => row.metrics.impressions > 0 || row.metrics.clicks > 0),
  );
  if (active.length === 0) {
    const idle = campaigns.map(([name]) => name).join(', ');
    throw new EngineError(PRODUCT_CODE.campaignWithoutHourlyData, scheduleMessages.noHourlyActivity(idle));
  }
  // A named campaign without activity cannot be scheduled either; an unnamed idle one is simply left out.
  const idleNamed = names.length > 0 ? campaigns.find((campaign) => !active.includes(campaign)) : undefined;
  if (idleNamed)
    throw new EngineError(
      PRODUCT_CODE.campaignWithoutHourlyData,
      scheduleMessages.noHourlyActivity(idleNamed[0]),
    );
  return active;
}

/** The data of the schedule flow: the hourly rows and, when a bulk sheet was given, the account. */
interface ScheduleData {
  rows: HourlyCampaignRow[];
  account?: AccountModel;
  /** Warnings of the bulk sheet's marketplace and currency check. */
  checks: LocalizedText[];
}

/** The schedule plan without rows: the rules on `schedules`, the data notes and warnings. */
function schedulePlan(params: ScheduleParameters, data: ScheduleData, now: Date): Plan {
  const warnings: LocalizedText[] = [...data.checks];
  const schedules = campaignsToSchedule(data.rows, params.campaignNames).map(([campaignName, campaign]) => {
    const result = buildScheduleRule({
      campaignName,
      rows: campaign,
      marketplace: params.marketplace,
      now,
      ...(params.referenceDate ? { referenceDate: params.referenceDate } : {}),
    });
    for (const w of result.warnings) if (!warnings.some((x) => x.en === w.en)) warnings.push(w);
    return result.rule;
  });
  const refused = schedules.flatMap((rule) => evidenceNotes(rule, params.marketplace));
  const unchanged = schedules.every((rule) => rule.periods.every((p) => p.bidAdjustment === 0));
  const notes = refused.length > 0 ? refused : unchanged ? [scheduleMessages.noChange()] : [];
  if (!data.account) warnings.push(scheduleMessages.noBulkSheet());
  return {
    flow: 'schedule',
    marketplace: params.marketplace,
    rows: [],
    summary: summarisePlan([], { marketplace: params.marketplace, notes }),
    warnings,
    schedules,
  };
}

/** A file name suffix per upload moment: `-sleep`, or `-other-0700` for a second moment of the same name. */
function periodSuffixes(periods: readonly PeriodPlan[]): string[] {
  const taken = new Set<string>();
  return periods.map((period) => {
    let suffix = `-${period.period}`;
    if (taken.has(suffix)) suffix = `${suffix}-${period.start.replace(':', '')}`;
    taken.add(suffix);
    return suffix;
  });
}

/** Periods mode: one upload plan per period start (none without a bulk sheet or when nothing changes). */
function withPeriodPlans(plan: Plan, params: ScheduleParameters, data: ScheduleData, now: Date): FlowOutput {
  const options = { now, requireCampaigns: params.campaignNames.length > 0 };
  const { periods, leftOut } = data.account
    ? buildPeriodPlans(plan, data.account, options)
    : { periods: [], leftOut: [] };
  for (const period of periods) plan.summary.notes.push(...period.plan.summary.notes);
  plan.summary.notes.push(...leftOut);
  if (periods[0]) plan.warnings.push(...periods[0].plan.warnings);
  const suffixes = periodSuffixes(periods);
  const extraUploads: ExtraUploadPlan[] = periods.map((period, index) => ({
    role: 'schedule-period',
    suffix: suffixes[index] ?? `-${period.period}`,
    plan: period.plan,
    period: { name: period.period, start: period.start, startBeijing: period.startBeijing },
  }));
  const rollback =
    data.account && periods.length > 0 ? buildBaseRestorePlan(plan, data.account, options) : undefined;
  return {
    plan,
    extraUploads,
    ...(data.account ? { account: data.account } : {}),
    ...(rollback ? { rollback } : {}),
  };
}

/** Console-rules mode: the plan lowers base bids once; the console rules go on `consoleSetups`. */
function withConsoleSetup(plan: Plan, params: ScheduleParameters, data: ScheduleData, now: Date): FlowOutput {
  const options = { now, requireCampaigns: params.campaignNames.length > 0 };
  const warnings: LocalizedText[] = [];
  const rules = plan.schedules ?? [];
  const { rows, setups } = buildConsoleSetup(rules, data.account, params.marketplace, options, warnings);
  if (!data.account && setups.some((setup) => setup.baseAdjustment < 0))
    throw new ParameterCheckError(PRODUCT_CODE.parameterMissing, [
      { field: 'bulk', key: 'required', message: scheduleMessages.consoleNeedsBulk() },
    ]);
  plan.rows = rows;
  plan.consoleSetups = setups;
  const notes = [
    ...plan.summary.notes,
    ...setups
      .filter((setup) => setup.rules.length > 0)
      .map((setup) =>
        scheduleMessages.consoleSetupNote(setup.campaignName, setup.baseAdjustment, setup.rules),
      ),
  ];
  plan.summary = summarisePlan(rows, { marketplace: params.marketplace, notes });
  plan.warnings.push(...warnings);
  return { plan, extraUploads: [], ...(data.account ? { account: data.account } : {}) };
}

const scheduleSteps: FlowSteps<ScheduleParameters, ScheduleData> = {
  flow: 'schedule',
  check: checkScheduleParameters,
  load: async (params, { source }) => {
    const rows = await source.hourlyRows();
    const account = await source.account();
    if (!account) return { rows, checks: [] };
    // The per-period and set-up workbooks write the bulk sheet's bids: a sheet of another marketplace (its
    // portfolios' currency, or bids of the wrong magnitude) is refused before any use is consumed.
    const checks = checkMarketplaceConsistency(params.marketplace, account, [], {
      marketplaceKnown: source.kind === 'linked-shop',
    });
    return { rows, account, checks };
  },
  plan: (params, data, { now }) => {
    const plan = schedulePlan(params, data, now);
    return params.mode === 'console-rules'
      ? withConsoleSetup(plan, params, data, now)
      : withPeriodPlans(plan, params, data, now);
  },
  existingCampaignNames: () => [],
};

/** The schedule (dayparting) flow, for the flow registry. */
export const scheduleFlow: RunnableFlow = defineFlow(scheduleSteps);

/**
 * The per-period plans of a schedule made from `inputs` (the bulk sheet's keywords and targets at base x
 * (1 + adjustment)); none without a bulk sheet or when every adjustment is 0.
 */
export async function periodPlansFromInputs(inputs: PlanInputs): Promise<PeriodPlan[]> {
  const output = await scheduleFlow.generate(inputs);
  return output.extraUploads.map((extra) => ({
    period: extra.period.name as PeriodPlan['period'],
    start: extra.period.start,
    startBeijing: extra.period.startBeijing,
    plan: extra.plan,
  }));
}
