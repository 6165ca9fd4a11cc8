// The explanation sheet: one line per plan row, pointing at the sheet and row it explains, with what
// changes, before -> after, the rule and the figures behind it, in the plan's language.
import { marketplaceInfo } from '../amazon/marketplaces';
import type { Marketplace } from '../amazon/marketplaces';
import type { BulkRow } from '../model/bulk-row';
import type { PlanRow, RowChange } from '../model/plan';
import {
  CHANGE_TYPE_LABEL,
  ENTITY_LABEL,
  EXPLANATION_COLUMNS,
  EXPLANATION_NOTICE,
  MATCH_TYPE_TEXT,
  OPERATION_LABEL,
  PLACEMENT_LABEL,
  STATE_LABEL,
} from './explanation-labels';
import type { ExplanationLanguage } from './explanation-labels';
import { neutraliseFormulaText } from './formula-safety';

/** A plan row with the place the writer gave it in the upload tabs. */
export interface PlacedPlanRow {
  planRow: PlanRow;
  sheet: string;
  rowNumber: number;
}

/** A cell of the explanation sheet. */
export type ExplanationCell = string | number | undefined;

interface NameBook {
  campaigns: Map<string, string>;
  adGroups: Map<string, string>;
}

/** Names of the campaigns and ad groups the plan itself names, so child rows can show them. */
function nameBook(rows: readonly PlacedPlanRow[]): NameBook {
  const book: NameBook = { campaigns: new Map(), adGroups: new Map() };
  for (const { planRow } of rows) {
    const row = planRow.row;
    if (row.campaignName) book.campaigns.set(row.campaignId, row.campaignName);
    if (row.adGroupName && row.adGroupId)
      book.adGroups.set(`${row.campaignId}|${row.adGroupId}`, row.adGroupName);
  }
  return book;
}

/** The keyword, target, placement, ad or name that a row is about. */
function changedItem(row: BulkRow, language: ExplanationLanguage): string | undefined {
  if (row.keywordText !== undefined) {
    const match = row.matchType ? ` [${MATCH_TYPE_TEXT[row.matchType][language]}]` : '';
    return `${row.keywordText}${match}`;
  }
  if (row.productTargetingExpression !== undefined) return row.productTargetingExpression;
  if (row.placement !== undefined) return PLACEMENT_LABEL[row.placement][language];
  if (row.product === 'sponsoredProducts' && row.sku !== undefined) return row.sku;
  if (row.product === 'sponsoredBrands' && row.adName !== undefined) return row.adName;
  return row.adGroupName ?? row.campaignName;
}

interface Move {
  before?: number | string;
  after?: number | string;
  unit?: string;
}

/** The value a row sets when the change does not name one (new entities). */
function valueSetByRow(row: BulkRow): Move {
  if (row.bid !== undefined) return { after: row.bid };
  if (row.product === 'sponsoredProducts' && row.adGroupDefaultBid !== undefined)
    return { after: row.adGroupDefaultBid };
  if (row.product === 'sponsoredProducts' && row.dailyBudget !== undefined) return { after: row.dailyBudget };
  if (row.product === 'sponsoredBrands' && row.budget !== undefined) return { after: row.budget };
  if (row.percentage !== undefined) return { after: row.percentage, unit: '%' };
  return {};
}

/** Before and after of the change, with its unit (currency code or %). */
function moveOf(
  row: BulkRow,
  change: RowChange,
  marketplace: Marketplace,
  language: ExplanationLanguage,
): Move {
  const currency = marketplaceInfo(marketplace).currency;
  if (change.bidAfter !== undefined || change.bidBefore !== undefined)
    return { before: change.bidBefore, after: change.bidAfter, unit: currency };
  if (change.budgetAfter !== undefined || change.budgetBefore !== undefined)
    return { before: change.budgetBefore, after: change.budgetAfter, unit: currency };
  if (change.percentageAfter !== undefined || change.percentageBefore !== undefined)
    return { before: change.percentageBefore, after: change.percentageAfter, unit: '%' };
  if (change.type === 'pause' || change.type === 'enable') {
    const [before, after] =
      change.type === 'pause' ? (['enabled', 'paused'] as const) : (['paused', 'enabled'] as const);
    return { before: STATE_LABEL[before][language], after: STATE_LABEL[after][language] };
  }
  const set = valueSetByRow(row);
  return set.after === undefined ? set : { ...set, unit: set.unit ?? currency };
}

/** `name=value; …` of the figures, in the order the strategy gave them. */
const figuresText = (figures: Record<string, number | string>): string =>
  Object.entries(figures)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Text cells are neutralised against formula injection; numbers stay numbers. */
const safe = (value: ExplanationCell): ExplanationCell =>
  typeof value === 'string' ? neutraliseFormulaText(value) : value;

/** One explanation line. */
function explanationLine(
  placed: PlacedPlanRow,
  book: NameBook,
  marketplace: Marketplace,
  language: ExplanationLanguage,
): ExplanationCell[] {
  const { row } = placed.planRow;
  const { change, explanation } = placed.planRow;
  const move = moveOf(row, change, marketplace, language);
  const adGroupKey = `${row.campaignId}|${row.adGroupId ?? ''}`;
  return [
    placed.sheet,
    placed.rowNumber,
    ENTITY_LABEL[row.entity][language],
    OPERATION_LABEL[row.operation][language],
    book.campaigns.get(row.campaignId) ?? row.campaignId,
    row.adGroupId === undefined ? undefined : (book.adGroups.get(adGroupKey) ?? row.adGroupId),
    changedItem(row, language),
    move.before,
    move.after,
    move.unit,
    CHANGE_TYPE_LABEL[change.type][language],
    explanation.reason[language],
    explanation.ruleId,
    explanation.dataWindow,
    figuresText(explanation.figures),
  ].map(safe);
}

/** All lines of the explanation sheet: the notice, the column titles, then one line per plan row. */
export function explanationSheetLines(
  rows: readonly PlacedPlanRow[],
  marketplace: Marketplace,
  language: ExplanationLanguage,
): ExplanationCell[][] {
  const book = nameBook(rows);
  return [
    [EXPLANATION_NOTICE[language]],
    EXPLANATION_COLUMNS.map((title) => title[language]),
    ...rows.map((placed) => explanationLine(placed, book, marketplace, language)),
  ];
}
