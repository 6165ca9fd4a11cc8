// The explanation workbook: everything a seller reviews and never uploads, kept apart from the upload
// workbooks (Amazon's handling of extra tabs in a bulk upload is not documented). Sheets: a summary
// (warnings, expected spend and CPS before/after, budget advice, schedule periods in both clocks), one
// explanation line per upload row (names, current clicks/spend/orders/CPS, the arithmetic in words), the
// console set-up steps of a schedule, the created entities a rollback cannot archive, and a glossary; with a
// plan forecast, its figures on each changed row and a forecast sheet (explanation-forecast.ts).
import { marketplaceInfo, roundMoney, type Marketplace } from '@adplan/contracts';
import type { AccountModel } from '../model/account';
import type { Metrics } from '../model/metrics';
import type { ChangeType, Plan, PlanRow } from '../model/plan';
import type { LocalizedText, Money } from '../model/units';
import type { ExplanationLanguage } from './explanation-labels';
import {
  CHANGE_TYPE_LABEL,
  ENTITY_LABEL,
  keywordWords,
  OPERATION_LABEL,
  PLACEMENT_LABEL,
  STATE_LABEL,
  targetExpressionWords,
} from './explanation-labels';
import {
  forecastByRow,
  forecastRowCells,
  forecastSheetLines,
  type ExplainedForecast,
} from './explanation-forecast';
import { figureLabel, GLOSSARY } from './figure-labels';
import { FORECAST_WORDS } from './forecast-words';
import { neutraliseFormulaText } from './formula-safety';
import { placePlanRows } from './plan-placement';
import {
  SUMMARY_WORDS as W,
  adjustmentWords,
  consoleSteps,
  marketplaceClock,
  periodName,
} from './explanation-words';
import { scheduleEvidenceLines } from './schedule-evidence-lines';

/** A cell of the explanation workbook. */
export type ExplanationValue = string | number | undefined;

/** One sheet of the explanation workbook. */
export interface ExplanationSheet {
  name: string;
  lines: ExplanationValue[][];
  frozenRows: number;
}

/** An upload plan of the deliverable with the file it is written to. */
export interface UploadPlanRef {
  /** The workbook's file-name suffix (`''` for the plan itself, `-sleep`, `-rollback` …). */
  suffix: string;
  plan: Plan;
}

/** Everything the explanation workbook describes. */
export interface ExplanationDocument {
  /** The main plan (its warnings, notes, summary, schedules and console set-ups). */
  plan: Plan;
  /** Every upload plan whose rows are explained, in file order (the main plan first when it has rows). */
  uploads: UploadPlanRef[];
  /** The account the plan was made from: current figures of the changed entities. */
  account?: AccountModel;
  /** Created rows a rollback cannot archive (their IDs come with the upload). */
  createdToArchive?: PlanRow[];
  /** The main plan's forecast: its figures per row and a forecast sheet (plans that change an account). */
  forecast?: ExplainedForecast;
}

// ---- current figures ----

interface Named {
  name: string;
  metrics: Metrics;
}

/** Names and metrics of the account's entities by ID, for rows that carry only IDs. */
interface AccountIndex {
  campaigns: Map<string, Named>;
  adGroups: Map<string, Named>;
  /** Keywords and product targets; `name` is their words in the workbook's language. */
  targets: Map<string, Named & { bid?: Money; words: (language: ExplanationLanguage) => string }>;
}

function indexAccount(account: AccountModel | undefined): AccountIndex {
  const index: AccountIndex = { campaigns: new Map(), adGroups: new Map(), targets: new Map() };
  if (!account) return index;
  const campaigns = [...account.sponsoredProducts.campaigns, ...account.sponsoredBrands.campaigns];
  for (const campaign of campaigns) {
    index.campaigns.set(campaign.id, campaign);
    for (const group of campaign.adGroups) {
      index.adGroups.set(group.id, group);
      for (const k of group.keywords)
        index.targets.set(`k:${k.id}`, {
          name: k.text,
          words: (language) => keywordWords(k.text, k.matchType, language),
          metrics: k.metrics,
          bid: k.bid,
        });
      for (const t of group.productTargets)
        index.targets.set(`t:${t.id}`, {
          name: t.expression,
          words: (language) => targetExpressionWords(t.expression, language),
          metrics: t.metrics,
          bid: t.bid,
        });
    }
  }
  return index;
}

function targetOf(row: PlanRow['row'], index: AccountIndex) {
  if (row.keywordId) return index.targets.get(`k:${row.keywordId}`);
  if (row.productTargetingId) return index.targets.get(`t:${row.productTargetingId}`);
  return undefined;
}

/** The current clicks, spend and orders a row is about: its keyword or target, else its figures. */
function currentMetrics(
  planRow: PlanRow,
  index: AccountIndex,
): Pick<Metrics, 'clicks' | 'spend' | 'orders'> | undefined {
  const found = targetOf(planRow.row, index);
  if (found) return found.metrics;
  const { clicks, spend, orders } = planRow.explanation.figures;
  if (typeof clicks === 'number')
    return {
      clicks,
      spend: typeof spend === 'number' ? spend : 0,
      orders: typeof orders === 'number' ? orders : 0,
    };
  return undefined;
}

// ---- formatting ----

function money(marketplace: Marketplace, amount: number): string {
  const info = marketplaceInfo(marketplace);
  return `${info.currencySymbol}${roundMoney(marketplace, amount).toFixed(info.decimals)}`;
}

function figureValue(marketplace: Marketplace, kind: string, value: number | string): string {
  if (typeof value === 'string') return value;
  if (kind === 'money') return money(marketplace, value);
  if (kind === 'ratio') return `${(Math.round(value * 10_000) / 100).toString()}%`;
  if (kind === 'percent') return `${value}%`;
  return String(Math.round(value * 10_000) / 10_000);
}

/** The figures behind a decision in words: `平滑转化率 = 4.1%；理想竞价 = $0.52`. */
export function arithmeticInWords(
  figures: Record<string, number | string>,
  marketplace: Marketplace,
  language: ExplanationLanguage,
): string {
  return Object.entries(figures)
    .map(([name, value]) => {
      const label = figureLabel(name, value, language);
      return `${label.text} = ${figureValue(marketplace, label.kind, value)}`;
    })
    .join(language === 'zh' ? '；' : '; ');
}

const safe = (value: ExplanationValue): ExplanationValue =>
  typeof value === 'string' ? neutraliseFormulaText(value) : value;

// ---- the explanation sheet ----

function changedItem(
  row: PlanRow['row'],
  language: ExplanationLanguage,
  index: AccountIndex,
): string | undefined {
  if (row.keywordText !== undefined) return keywordWords(row.keywordText, row.matchType, language);
  if (row.productTargetingExpression !== undefined)
    return targetExpressionWords(row.productTargetingExpression, language);
  const target = targetOf(row, index);
  if (target) return target.words(language);
  if (row.placement !== undefined) return PLACEMENT_LABEL[row.placement][language];
  if (row.product === 'sponsoredProducts' && row.sku !== undefined) return row.sku;
  if (row.product === 'sponsoredBrands' && row.adName !== undefined) return row.adName;
  return undefined;
}

function moveOf(planRow: PlanRow, language: ExplanationLanguage): [ExplanationValue, ExplanationValue] {
  const { change, row } = planRow;
  // A pause or an enable moves the state; a bid it carries along is not what changes.
  if (change.type === 'pause' && change.bidAfter === undefined)
    return [STATE_LABEL.enabled[language], STATE_LABEL.paused[language]];
  if (change.type === 'enable' && change.bidAfter === undefined)
    return [STATE_LABEL.paused[language], STATE_LABEL.enabled[language]];
  if (change.bidAfter !== undefined || change.bidBefore !== undefined)
    return [change.bidBefore, change.bidAfter];
  if (change.budgetAfter !== undefined || change.budgetBefore !== undefined)
    return [change.budgetBefore, change.budgetAfter];
  if (change.percentageAfter !== undefined || change.percentageBefore !== undefined)
    return [
      change.percentageBefore === undefined ? undefined : `${change.percentageBefore}%`,
      change.percentageAfter === undefined ? undefined : `${change.percentageAfter}%`,
    ];
  if (change.type === 'pause') return [STATE_LABEL.enabled[language], STATE_LABEL.paused[language]];
  if (change.type === 'enable') return [STATE_LABEL.paused[language], STATE_LABEL.enabled[language]];
  if (row.bid !== undefined) return [undefined, row.bid];
  if (row.product === 'sponsoredProducts' && row.adGroupDefaultBid !== undefined)
    return [undefined, row.adGroupDefaultBid];
  if (row.product === 'sponsoredProducts' && row.dailyBudget !== undefined)
    return [undefined, row.dailyBudget];
  if (row.product === 'sponsoredBrands' && row.budget !== undefined) return [undefined, row.budget];
  if (row.percentage !== undefined) return [undefined, `${row.percentage}%`];
  return [undefined, undefined];
}

/** Names of the campaigns and ad groups the plans themselves create, by their temporary IDs. */
function planNames(uploads: readonly UploadPlanRef[]): AccountIndex {
  const index: AccountIndex = { campaigns: new Map(), adGroups: new Map(), targets: new Map() };
  const none: Metrics = { impressions: 0, clicks: 0, spend: 0, orders: 0, sales: 0 } as Metrics;
  for (const { plan } of uploads)
    for (const { row } of plan.rows) {
      if (row.campaignName) index.campaigns.set(row.campaignId, { name: row.campaignName, metrics: none });
      if (row.adGroupName && row.adGroupId)
        index.adGroups.set(row.adGroupId, { name: row.adGroupName, metrics: none });
    }
  return index;
}

function explanationLines(doc: ExplanationDocument, language: ExplanationLanguage): ExplanationValue[][] {
  const index = indexAccount(doc.account);
  const named = planNames(doc.uploads);
  const marketplace = doc.plan.marketplace;
  const forecasts = forecastByRow(doc.plan, doc.forecast);
  const header = W.explanationColumns.map((c) => c[language]);
  if (doc.forecast) header.push(...FORECAST_WORDS.rowColumns.map((c) => c[language]));
  const lines: ExplanationValue[][] = [[W.notice[language]], header];
  for (const upload of doc.uploads) {
    for (const placed of placePlanRows(upload.plan.rows)) {
      const planRow = placed.planRow;
      const { row, explanation } = planRow;
      const current = currentMetrics(planRow, index);
      const [before, after] = moveOf(planRow, language);
      const campaign = index.campaigns.get(row.campaignId)?.name ?? named.campaigns.get(row.campaignId)?.name;
      const adGroup =
        row.adGroupId === undefined
          ? undefined
          : (index.adGroups.get(row.adGroupId)?.name ?? named.adGroups.get(row.adGroupId)?.name);
      lines.push(
        [
          `${W.fileWord[language]}${upload.suffix || W.planFile[language]}`,
          placed.sheet,
          placed.rowNumber,
          OPERATION_LABEL[row.operation][language],
          ENTITY_LABEL[row.entity][language],
          campaign ?? row.campaignName ?? row.campaignId,
          adGroup ?? row.adGroupName ?? row.adGroupId,
          changedItem(row, language, index),
          current?.clicks,
          current === undefined ? undefined : money(marketplace, current.spend),
          current?.orders,
          current === undefined || current.orders === 0
            ? undefined
            : money(marketplace, current.spend / current.orders),
          before,
          after,
          [planRow.change.type, ...(planRow.change.alsoChanged ?? [])]
            .map((type) => CHANGE_TYPE_LABEL[type][language])
            .join(language === 'zh' ? '、' : ', '),
          explanation.reason[language],
          arithmeticInWords(explanation.figures, marketplace, language),
          explanation.ruleId,
          explanation.dataWindow,
          ...(doc.forecast ? forecastRowCells(forecasts.get(planRow), marketplace, language) : []),
        ].map(safe),
      );
    }
  }
  return lines;
}

// ---- the summary sheet ----

/** Spend and orders of the changed entities before, and as expected after, the plan (per day). */
export interface SpendEstimate {
  days: number;
  spendBefore: Money;
  ordersBefore: number;
  spendAfter: Money;
  ordersAfter: number;
}

const WINDOW = /(\d{4}-\d{2}-\d{2})\s*–\s*(\d{4}-\d{2}-\d{2})/;

function windowDays(plan: Plan): number {
  for (const { explanation } of plan.rows) {
    const match = explanation.dataWindow ? WINDOW.exec(explanation.dataWindow) : null;
    if (match?.[1] && match[2])
      return Math.max(1, (Date.parse(match[2]) - Date.parse(match[1])) / 86_400_000 + 1);
  }
  return 60;
}

/**
 * The expected effect of an optimisation on the keywords and targets it changes: a bid change scales their
 * spend by bid after / bid before (cost per click follows the bid) with orders kept; a pause removes both;
 * a negated search term removes its spend and orders. Undefined when the plan changes nothing measured.
 */
export function estimateSpend(plan: Plan, account: AccountModel | undefined): SpendEstimate | undefined {
  const index = indexAccount(account);
  let spendBefore = 0;
  let ordersBefore = 0;
  let spendAfter = 0;
  let ordersAfter = 0;
  let measured = false;
  for (const planRow of plan.rows) {
    const { change } = planRow;
    const negative: ChangeType[] = ['negativeKeyword', 'negativeProductTarget'];
    const current =
      targetOf(planRow.row, index)?.metrics ??
      (negative.includes(change.type) ? currentMetrics(planRow, index) : undefined);
    if (!current || current.spend <= 0) continue;
    measured = true;
    spendBefore += current.spend;
    ordersBefore += current.orders;
    if (change.type === 'pause' || negative.includes(change.type)) continue;
    const ratio =
      change.bidBefore && change.bidAfter !== undefined && change.bidBefore > 0
        ? change.bidAfter / change.bidBefore
        : 1;
    spendAfter += current.spend * ratio;
    ordersAfter += current.orders;
  }
  if (!measured) return undefined;
  const days = windowDays(plan);
  return {
    days,
    spendBefore: spendBefore / days,
    ordersBefore: ordersBefore / days,
    spendAfter: spendAfter / days,
    ordersAfter: ordersAfter / days,
  };
}

function cps(marketplace: Marketplace, spend: number, orders: number, language: ExplanationLanguage): string {
  return orders > 0 ? money(marketplace, spend / orders) : W.noOrders[language];
}

function summaryLines(doc: ExplanationDocument, language: ExplanationLanguage): ExplanationValue[][] {
  const { plan } = doc;
  const mp = plan.marketplace;
  const lines: ExplanationValue[][] = [[W.notice[language]], [W.summaryTitle[language]]];
  lines.push([W.marketplace[language], mp]);
  lines.push([
    W.uploadFiles[language],
    doc.uploads.map((u) => `${W.fileWord[language]}${u.suffix || W.planFile[language]}`).join(', ') ||
      W.none[language],
  ]);
  for (const [type, count] of Object.entries(plan.summary.changeCounts))
    lines.push([CHANGE_TYPE_LABEL[type as ChangeType][language], count]);
  const estimate = estimateSpend(plan, doc.account);
  if (estimate) {
    lines.push([], [W.estimateTitle[language], W.before[language], W.after[language]]);
    lines.push([W.dailySpend[language], money(mp, estimate.spendBefore), money(mp, estimate.spendAfter)]);
    lines.push([
      W.costPerSale[language],
      cps(mp, estimate.spendBefore, estimate.ordersBefore, language),
      cps(mp, estimate.spendAfter, estimate.ordersAfter, language),
    ]);
    lines.push([W.estimateNote[language](estimate.days)]);
  }
  if (plan.summary.expectedDailySpend !== undefined) {
    lines.push([], [W.expectedSpend[language], money(mp, plan.summary.expectedDailySpend)]);
    if (plan.summary.recommendedDailyBudget !== undefined)
      lines.push([
        W.budgetAdvice[language],
        money(mp, plan.summary.recommendedDailyBudget),
        W.budgetAdviceWhy[language],
      ]);
  }
  const texts = (items: readonly LocalizedText[]) => items.map((item) => [item[language]]);
  if (plan.warnings.length > 0) lines.push([], [W.warnings[language]], ...texts(plan.warnings));
  if (plan.summary.notes.length > 0) lines.push([], [W.notes[language]], ...texts(plan.summary.notes));
  for (const rule of plan.schedules ?? []) {
    lines.push(
      [],
      [`${W.scheduleTitle[language]}${rule.campaignName}`],
      W.periodColumns.map((c, i) => (i === 1 ? marketplaceClock(rule.timeZone, language) : c[language])),
    );
    for (const period of rule.periods)
      lines.push([
        periodName(period.name, language),
        `${period.start} – ${period.end}`,
        `${period.startBeijing} – ${period.endBeijing}`,
        adjustmentWords(period.bidAdjustment, language),
        period.reason?.[language],
      ]);
    lines.push(...scheduleEvidenceLines(rule, mp, language));
  }
  return lines.map((line) => line.map(safe));
}

// ---- console set-up, rollback notes, glossary ----

function consoleLines(doc: ExplanationDocument, language: ExplanationLanguage): ExplanationValue[][] {
  const lines: ExplanationValue[][] = [[W.notice[language]], [W.consoleTitle[language]]];
  for (const step of consoleSteps(language)) lines.push([step]);
  for (const setup of doc.plan.consoleSetups ?? []) {
    lines.push(
      [],
      [`${W.campaignWord[language]}${setup.campaignName}`, W.baseLowered[language](setup.baseAdjustment)],
    );
    const zone = doc.plan.schedules?.find((rule) => rule.campaignName === setup.campaignName)?.timeZone;
    lines.push(W.ruleColumns.map((c, i) => (i === 2 ? marketplaceClock(zone, language) : c[language])));
    setup.rules.forEach((rule, i) =>
      lines.push([
        i + 1,
        periodName(rule.period, language),
        `${rule.start} – ${rule.end}`,
        `${rule.startBeijing} – ${rule.endBeijing}`,
        W.everyDay[language],
        adjustmentWords(rule.raisePercent, language),
      ]),
    );
  }
  return lines.map((line) => line.map(safe));
}

function archiveLines(doc: ExplanationDocument, language: ExplanationLanguage): ExplanationValue[][] {
  const index = planNames(doc.uploads);
  const account = indexAccount(doc.account);
  const lines: ExplanationValue[][] = [
    [W.notice[language]],
    [W.archiveIntro[language]],
    W.archiveColumns.map((c) => c[language]),
  ];
  for (const { row } of doc.createdToArchive ?? []) {
    lines.push(
      [
        ENTITY_LABEL[row.entity][language],
        account.campaigns.get(row.campaignId)?.name ??
          index.campaigns.get(row.campaignId)?.name ??
          row.campaignName ??
          row.campaignId,
        row.adGroupId === undefined
          ? undefined
          : (account.adGroups.get(row.adGroupId)?.name ??
            index.adGroups.get(row.adGroupId)?.name ??
            row.adGroupName),
        changedItem(row, language, account),
      ].map(safe),
    );
  }
  return lines;
}

function glossaryLines(language: ExplanationLanguage): ExplanationValue[][] {
  return [
    [W.notice[language]],
    W.glossaryColumns.map((c) => c[language]),
    ...GLOSSARY.map((g) => [g.term[language], g.meaning[language]]),
  ];
}

/** The sheets of the explanation workbook, in reading order. */
export function explanationWorkbookSheets(
  doc: ExplanationDocument,
  language: ExplanationLanguage,
): ExplanationSheet[] {
  const sheets: ExplanationSheet[] = [
    { name: W.summarySheet[language], lines: summaryLines(doc, language), frozenRows: 1 },
    { name: W.explanationSheet[language], lines: explanationLines(doc, language), frozenRows: 2 },
  ];
  if (doc.forecast)
    sheets.push({
      name: FORECAST_WORDS.sheet[language],
      lines: forecastSheetLines(doc.forecast, doc.plan.marketplace, language).map((line) => line.map(safe)),
      frozenRows: 1,
    });
  if ((doc.plan.consoleSetups ?? []).length > 0)
    sheets.push({ name: W.consoleSheet[language], lines: consoleLines(doc, language), frozenRows: 1 });
  if ((doc.createdToArchive ?? []).length > 0)
    sheets.push({ name: W.archiveSheet[language], lines: archiveLines(doc, language), frozenRows: 3 });
  sheets.push({ name: W.glossarySheet[language], lines: glossaryLines(language), frozenRows: 2 });
  return sheets;
}
