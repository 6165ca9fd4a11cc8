// Shapes plans for the answers. A generated plan is stored once in a language-neutral form (texts in zh
// and en) and presented in the caller's language each time it is read: the answer of the generation, the
// usage records and the schedule-rule record.
import {
  PLAN_PREVIEW_MAX_ROWS,
  forecastViewOf,
  planFilePath,
  type AdHistoryItem,
  type GeneratedPlanData,
  type Language,
  type PlanCallFlow,
  type PlanChangeType,
  type PlanForecastView,
  type PlanPreviewRow,
  type PlanWorkbookData,
  type ScheduleRuleData,
} from '@adplan/contracts';
import {
  editableFieldsOf,
  type GeneratedPlanForecast,
  type AccountModel,
  type LocalizedText,
  type Plan,
  type PlanEdits,
  type PlanRow,
  type ScheduleRule,
} from '@adplan/engine';
import type { StoredPlan, StoredPlanFile } from './plans-repository';
import { presentScheduleEvidence } from './schedule-evidence-presenter';

type Texts = LocalizedText;

/** A preview row with its reason in both languages. */
type StoredPreviewRow = Omit<PlanPreviewRow, 'reason'> & { reason: Texts };

/** A schedule rule with its period reasons in both languages. */
interface StoredScheduleRule extends Omit<ScheduleRuleData, 'periods'> {
  periods: Array<Omit<ScheduleRuleData['periods'][number], 'reason'> & { reason?: Texts }>;
}

/** What is stored of a plan beside its files (`plans.result_json`). */
export interface StoredPlanResult {
  summary: {
    change_counts: Partial<Record<PlanChangeType, number>>;
    expected_daily_spend?: number;
    recommended_daily_budget?: number;
    bid_changes: Array<{ label: string; before?: number; after: number }>;
    notes: Texts[];
  };
  warnings: Texts[];
  preview: {
    total_rows: number;
    rows: StoredPreviewRow[];
    harvested_terms: string[];
    negated_terms: string[];
  };
  schedule?: StoredScheduleRule[];
}

const HARVEST: readonly string[] = ['harvestKeyword', 'harvestProductTarget'];
const NEGATE: readonly string[] = ['negativeKeyword', 'negativeProductTarget'];

function targetOf(row: PlanRow['row']): string | undefined {
  return row.keywordText ?? row.productTargetingExpression;
}

/** Campaign and ad group names by id, from the account the plan was made of. */
interface EntityNames {
  campaigns: ReadonlyMap<string, string>;
  adGroups: ReadonlyMap<string, string>;
}

const NO_NAMES: EntityNames = { campaigns: new Map(), adGroups: new Map() };

/**
 * The names of the account's campaigns and ad groups. An update row of a bulk sheet carries only ids (Amazon
 * reads names on create rows only), so the preview finds its names here.
 */
function entityNamesOf(account: AccountModel | undefined): EntityNames {
  if (!account) return NO_NAMES;
  const campaigns = new Map<string, string>();
  const adGroups = new Map<string, string>();
  for (const campaign of [...account.sponsoredProducts.campaigns, ...account.sponsoredBrands.campaigns]) {
    campaigns.set(campaign.id, campaign.name);
    for (const group of campaign.adGroups) adGroups.set(group.id, group.name);
  }
  return { campaigns, adGroups };
}

function previewRow(planRow: PlanRow, index: number, names: EntityNames = NO_NAMES): StoredPreviewRow {
  const { row, change, explanation } = planRow;
  const editable = editableFieldsOf(row);
  const preview: StoredPreviewRow = {
    change_type: change.type,
    entity: row.entity,
    operation: row.operation,
    rule_id: explanation.ruleId,
    reason: explanation.reason,
    index,
    included: true,
    bid_editable: editable.bid,
    budget_editable: editable.budget,
  };
  const optional: Partial<StoredPreviewRow> = {
    campaign_name: row.campaignName ?? names.campaigns.get(row.campaignId),
    ad_group_name:
      row.adGroupName ?? (row.adGroupId === undefined ? undefined : names.adGroups.get(row.adGroupId)),
    target: targetOf(row),
    match_type: row.matchType,
    placement: row.placement,
    bid_before: change.bidBefore,
    bid_after: change.bidAfter,
    percentage_before: change.percentageBefore,
    percentage_after: change.percentageAfter,
    budget_before: change.budgetBefore,
    budget_after: change.budgetAfter,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (preview as Record<string, unknown>)[key] = value;
  }
  return preview;
}

const uniqueTerms = (rows: PlanRow[], types: readonly string[]): string[] => [
  ...new Set(rows.filter((r) => types.includes(r.change.type)).flatMap((r) => targetOf(r.row) ?? [])),
];

function storedSchedule(rule: ScheduleRule): StoredScheduleRule {
  return {
    campaign_name: rule.campaignName,
    time_zone: rule.timeZone,
    ...(rule.referenceDate ? { reference_date: rule.referenceDate } : {}),
    periods: rule.periods.map((period) => ({
      name: period.name,
      start: period.start,
      end: period.end,
      start_beijing: period.startBeijing,
      end_beijing: period.endBeijing,
      bid_adjustment: period.bidAdjustment,
      ...(period.reason ? { reason: period.reason } : {}),
    })),
    ...(rule.evidence ? { evidence: presentScheduleEvidence(rule.evidence) } : {}),
  };
}

/**
 * What is stored of a plan's forecast (`plans.forecast_json`): the contracts' view, with the rows the preview
 * shows (the first PLAN_PREVIEW_MAX_ROWS; the campaign and plan totals cover every row). `previewIndexOf`
 * numbers an edited plan's rows as the preview does (the generated plan's indexes).
 */
export function toStoredForecast(
  forecast: GeneratedPlanForecast,
  previewIndexOf: (row: number) => number = (row) => row,
): string {
  const view = forecastViewOf(forecast);
  const rows = view.rows
    .map((row) => ({ ...row, row: previewIndexOf(row.row) }))
    .filter((row) => row.row < PLAN_PREVIEW_MAX_ROWS);
  return JSON.stringify({ ...view, rows });
}

/** A generated plan and the seller's edits of it, for the preview of the edited plan. */
export interface EditedPreviewSource {
  original: Plan;
  edits: PlanEdits;
  /** Indexes of the original rows the edits leave out. */
  removed: readonly number[];
}

/**
 * The preview of an edited plan: every row of the generated plan in its place (so an unticked row can be
 * ticked again), left-out rows marked, kept rows as edited (bid, budget, the reason marking the change).
 */
function editedPreviewRows(
  edited: Plan,
  source: EditedPreviewSource,
  names: EntityNames,
): StoredPreviewRow[] {
  const removed = new Set(source.removed);
  const rows: StoredPreviewRow[] = [];
  let kept = 0;
  source.original.rows.forEach((planRow, index) => {
    if (removed.has(index)) {
      if (index < PLAN_PREVIEW_MAX_ROWS) rows.push({ ...previewRow(planRow, index, names), included: false });
      return;
    }
    const current = edited.rows[kept++] ?? planRow;
    if (index >= PLAN_PREVIEW_MAX_ROWS) return;
    const changed: Array<'bid' | 'budget'> = [];
    if (source.edits.bids[index] !== undefined) changed.push('bid');
    if (source.edits.budgets[index] !== undefined) changed.push('budget');
    // The editable fields are those of the generated row (an edit never changes what a row writes).
    const generated = previewRow(planRow, index, names);
    rows.push({
      ...previewRow(current, index, names),
      bid_editable: generated.bid_editable,
      budget_editable: generated.budget_editable,
      ...(changed.length > 0 ? { seller_changed: changed } : {}),
    });
  });
  return rows;
}

/**
 * The language-neutral result of a plan, as stored (with `edited`: the edited plan beside its original);
 * `account`, the entities the plan's rows name, gives update rows their campaign and ad group names.
 */
export function toStoredResult(
  plan: Plan,
  edited?: EditedPreviewSource,
  account?: AccountModel,
): StoredPlanResult {
  const summary = plan.summary;
  const names = entityNamesOf(account);
  return {
    summary: {
      change_counts: summary.changeCounts,
      ...(summary.expectedDailySpend !== undefined
        ? { expected_daily_spend: summary.expectedDailySpend }
        : {}),
      ...(summary.recommendedDailyBudget !== undefined
        ? { recommended_daily_budget: summary.recommendedDailyBudget }
        : {}),
      bid_changes: summary.bidChanges.map((change) => ({
        label: change.label,
        ...(change.before !== undefined ? { before: change.before } : {}),
        after: change.after,
      })),
      notes: summary.notes,
    },
    warnings: plan.warnings,
    preview: {
      total_rows: edited ? edited.original.rows.length : plan.rows.length,
      rows: edited
        ? editedPreviewRows(plan, edited, names)
        : plan.rows.slice(0, PLAN_PREVIEW_MAX_ROWS).map((row, index) => previewRow(row, index, names)),
      harvested_terms: uniqueTerms(plan.rows, HARVEST),
      negated_terms: uniqueTerms(plan.rows, NEGATE),
    },
    ...(plan.schedules ? { schedule: plan.schedules.map(storedSchedule) } : {}),
  };
}

function presentSchedule(rules: StoredScheduleRule[], language: Language): ScheduleRuleData[] {
  return rules.map((rule) => ({
    ...rule,
    periods: rule.periods.map(({ reason, ...period }) =>
      reason ? { ...period, reason: reason[language] } : period,
    ),
  }));
}

/** The downloadable files of a plan as the answers list them. */
export function presentWorkbooks(
  planId: string,
  files: StoredPlanFile[],
  apiPrefix: string,
): PlanWorkbookData[] {
  return files.map((file) => ({
    role: file.role as PlanWorkbookData['role'],
    file_name: file.fileName,
    download_url: `${apiPrefix}${planFilePath(planId, file.fileName)}`,
    size_bytes: file.sizeBytes,
    ...(file.periodJson
      ? { period: JSON.parse(file.periodJson) as NonNullable<PlanWorkbookData['period']> }
      : {}),
  }));
}

/** The workbook a usage record links to first: the plan's upload workbook, else the first file. */
function mainWorkbook(workbooks: PlanWorkbookData[]): PlanWorkbookData | undefined {
  return workbooks.find((workbook) => workbook.role === 'plan') ?? workbooks[0];
}

/** The answer data of a generation (also used to show a stored plan again). */
export function presentGeneratedPlan(
  plan: StoredPlan,
  files: StoredPlanFile[],
  balance: number,
  language: Language,
  apiPrefix: string,
  editable = false,
): GeneratedPlanData {
  const result = JSON.parse(plan.resultJson) as StoredPlanResult;
  const edits = plan.editsJson ? (JSON.parse(plan.editsJson) as GeneratedPlanData['edits']) : undefined;
  const workbooks = presentWorkbooks(plan.id, files, apiPrefix);
  const main = mainWorkbook(workbooks);
  return {
    plan_id: plan.id,
    flow: plan.flow as PlanCallFlow,
    marketplace: plan.marketplace as GeneratedPlanData['marketplace'],
    plan_name: plan.planName,
    file_name: main?.file_name ?? '',
    download_url: main?.download_url ?? '',
    created_at: plan.createdAt,
    expires_at: plan.expiresAt,
    summary: { ...result.summary, notes: result.summary.notes.map((note) => note[language]) },
    warnings: result.warnings.map((warning) => warning[language]),
    ...(result.schedule ? { schedule: presentSchedule(result.schedule, language) } : {}),
    balance,
    preview: {
      change_counts: result.summary.change_counts,
      total_rows: result.preview.total_rows,
      rows: result.preview.rows.map((row) => ({ ...row, reason: row.reason[language] })),
      harvested_terms: result.preview.harvested_terms,
      negated_terms: result.preview.negated_terms,
    },
    workbooks,
    editable,
    ...(edits ? { edits } : {}),
    ...(plan.forecastJson ? { forecast: JSON.parse(plan.forecastJson) as PlanForecastView } : {}),
  };
}

/** One usage record of /ad_history. */
export function presentHistoryItem(
  plan: StoredPlan,
  files: StoredPlanFile[],
  language: Language,
  apiPrefix: string,
): AdHistoryItem {
  const result = JSON.parse(plan.resultJson) as StoredPlanResult;
  const workbooks = presentWorkbooks(plan.id, files, apiPrefix);
  const main = mainWorkbook(workbooks);
  return {
    plan_id: plan.id,
    order_num: plan.id,
    created_at: plan.createdAt,
    expires_at: plan.expiresAt,
    plan_name: plan.planName,
    flow: plan.flow as PlanCallFlow,
    marketplace: plan.marketplace as AdHistoryItem['marketplace'],
    file_name: main?.file_name ?? '',
    download_url: main?.download_url ?? '',
    workbooks,
    ...(result.schedule ? { schedule: presentSchedule(result.schedule, language) } : {}),
  };
}

/** The schedule rules of a stored plan in the caller's language (none for plans without). */
export function presentSchedules(plan: StoredPlan, language: Language): ScheduleRuleData[] {
  const result = JSON.parse(plan.resultJson) as StoredPlanResult;
  return result.schedule ? presentSchedule(result.schedule, language) : [];
}
