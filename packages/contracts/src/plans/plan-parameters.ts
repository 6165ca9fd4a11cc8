// The plan flows and their parameters (spec §3, §5), written once: the flow names, which files each flow
// takes, the form limits, the field labels and one zod schema per flow. The web forms, the server and the
// engine all check parameters with these schemas (docs/decisions/0006-engine-imports-contracts.md).
// Names are the snake_case names of the CLI parameter files and the server's form fields; keep them stable.
// Values are read leniently, as sellers type them: numbers may be text (`1,234.5`, `12.5%`), lists may be
// one text split on lines, commas or semicolons, yes/no may be 是/否. Every problem is an issue whose
// message is a `validation.planParameter.*` key with `{detail}` in its params; the field is the issue path.
// Amazon's character rules for names stay with the engine's upload validator, which adds them.
import { z } from 'zod';
import type { LocalizedMessage, MessageParams } from '../i18n/messages';
import {
  CSV_REPORT_MAX_FILES,
  DAILY_BUDGET_MAX,
  MAIN_SEARCH_TERM_MAX_LENGTH,
  ORGANIC_CONVERSION_RATE_MAX,
  SKU_MAX_LENGTH,
  TARGET_CPS_MAX,
} from './plans-constants';
import { MARKETPLACES, type Marketplace } from '../marketplaces/marketplace-table';

// ---- Flows and their files ----

/** Every plan flow, in menu order: six Sponsored Products flows, two Sponsored Brands video flows, the schedule. */
export const PLAN_FLOWS = [
  'keyword-cold-start',
  'keyword-optimisation',
  'asin-cold-start',
  'asin-optimisation',
  'auto-cold-start',
  'auto-optimisation',
  'sbv-cold-start',
  'sbv-optimisation',
  'schedule',
] as const;

/** The name of a plan flow. */
export type PlanFlowName = (typeof PLAN_FLOWS)[number];

/** The six Sponsored Products flows. */
export type SpPlanFlowName = Extract<PlanFlowName, `${'keyword' | 'asin' | 'auto'}-${string}`>;

/** The Sponsored Products flows in menu order. */
export const SP_PLAN_FLOW_NAMES: readonly SpPlanFlowName[] = [
  'keyword-cold-start',
  'keyword-optimisation',
  'asin-cold-start',
  'asin-optimisation',
  'auto-cold-start',
  'auto-optimisation',
];

/** True when `name` is a plan flow. */
export function isPlanFlowName(name: unknown): name is PlanFlowName {
  return typeof name === 'string' && (PLAN_FLOWS as readonly string[]).includes(name);
}

/** True for a Sponsored Products flow. */
export function isSpPlanFlowName(name: unknown): name is SpPlanFlowName {
  return typeof name === 'string' && (SP_PLAN_FLOW_NAMES as readonly string[]).includes(name);
}

/** True for a cold-start flow (they create structure; optimisation flows change existing campaigns). */
export function isColdStartFlowName(flow: PlanFlowName): boolean {
  return flow.endsWith('cold-start');
}

/**
 * How a flow needs one kind of file: `required`, `optional`, `none`, or (bulk sheet of a cold start)
 * `existingCampaign`: required when the cold start goes into an existing campaign, optional for a new one.
 */
export type PlanFileNeed = 'required' | 'optional' | 'none' | 'existingCampaign';

/** The files a flow takes: the bulk sheet (one xls/xlsx), search-term reports and hourly reports (CSV). */
export interface PlanFlowFiles {
  bulk: PlanFileNeed;
  reports: Exclude<PlanFileNeed, 'existingCampaign'>;
  hourly: Exclude<PlanFileNeed, 'existingCampaign'>;
}

const COLD_START_FILES: PlanFlowFiles = { bulk: 'existingCampaign', reports: 'optional', hourly: 'none' };
const OPTIMISATION_FILES: PlanFlowFiles = { bulk: 'required', reports: 'optional', hourly: 'none' };

/** Which files each flow takes; the forms show these inputs and the server refuses missing required ones. */
export const PLAN_FLOW_FILES: Readonly<Record<PlanFlowName, PlanFlowFiles>> = {
  'keyword-cold-start': COLD_START_FILES,
  'keyword-optimisation': OPTIMISATION_FILES,
  'asin-cold-start': COLD_START_FILES,
  'asin-optimisation': OPTIMISATION_FILES,
  'auto-cold-start': COLD_START_FILES,
  'auto-optimisation': OPTIMISATION_FILES,
  // A new SB video campaign takes brand entity and asset IDs from the bulk sheet when it is given.
  'sbv-cold-start': { bulk: 'optional', reports: 'none', hourly: 'none' },
  'sbv-optimisation': OPTIMISATION_FILES,
  // Without a bulk sheet the schedule has its rule but no per-period workbooks.
  schedule: { bulk: 'optional', reports: 'none', hourly: 'required' },
};

// ---- Limits ----

/** The form limits of the plan parameters (spec §5 and Amazon's bulksheet limits), written once. */
export const PLAN_PARAMETER_LIMITS = {
  /** Daily budget and product price: > 0 and at most this, in the marketplace currency. */
  dailyBudgetMax: DAILY_BUDGET_MAX,
  /** Organic conversion rate, as the percent a seller types: > 0 and at most this. */
  organicConversionRateMaxPercent: ORGANIC_CONVERSION_RATE_MAX * 100,
  /** Target cost per sale: > 0 and at most this, in the marketplace currency. */
  targetCpsMax: TARGET_CPS_MAX,
  skuMaxLength: SKU_MAX_LENGTH,
  searchTermMaxLength: MAIN_SEARCH_TERM_MAX_LENGTH,
  /** Amazon's longest campaign and ad group names. */
  campaignNameMaxLength: 128,
  adGroupNameMaxLength: 255,
  /** SB brand video creative: headline (35 in JP), brand name, ASINs shown. */
  headlineMaxLength: 50,
  headlineMaxLengthJp: 35,
  brandNameMaxLength: 30,
  creativeAsinsMax: 3,
  /** SB placement bid adjustments Amazon accepts, in percent. */
  sbPlacementPercentMin: -99,
  sbPlacementPercentMax: 900,
  /** Hourly report files one schedule takes. */
  hourlyFilesMax: CSV_REPORT_MAX_FILES,
} as const;

// ---- Problems and labels ----

/** Stable keys of parameter problems; `validation.planParameter.<key>` is the message. */
export const PLAN_PARAMETER_PROBLEM_KEYS = [
  'required',
  'notNumber',
  'outOfRange',
  'tooLong',
  'invalidCharacters',
  'invalidChoice',
  'invalidAsin',
  'invalidCampaignId',
  'invalidUrl',
  'emptyList',
  'competitorRequired',
  'notBoolean',
  'duplicateName',
] as const;

/** A stable key of a parameter problem. */
export type PlanParameterProblemKey = (typeof PLAN_PARAMETER_PROBLEM_KEYS)[number];

/** Problem keys that mean "something is missing" (product code 20007 rather than 20001). */
export const PLAN_PARAMETER_MISSING_KEYS: readonly PlanParameterProblemKey[] = [
  'required',
  'emptyList',
  'competitorRequired',
];

/** The validation message key of a problem key. */
export function planParameterMessageKey(key: PlanParameterProblemKey): `validation.planParameter.${string}` {
  return `validation.planParameter.${key}`;
}

/** The problem key of a `validation.planParameter.*` message key, or undefined for any other text. */
export function planParameterProblemKey(messageKey: string): PlanParameterProblemKey | undefined {
  const key = messageKey.replace(/^validation\.planParameter\./, '');
  return (PLAN_PARAMETER_PROBLEM_KEYS as readonly string[]).includes(key)
    ? (key as PlanParameterProblemKey)
    : undefined;
}

/** Field labels in both languages, by snake_case parameter name (the `{field}` of the messages). */
export const PLAN_PARAMETER_LABELS = {
  marketplace: { zh: '站点', en: 'Marketplace' },
  campaign_mode: { zh: '广告活动（新建/已有）', en: 'Campaign (new or existing)' },
  campaign_name: { zh: '广告活动名称', en: 'Campaign name' },
  campaign_id: { zh: '广告活动 ID', en: 'Campaign ID' },
  ad_group_name_broad: { zh: '广泛广告组名称', en: 'Broad ad group name' },
  ad_group_name: { zh: '广告组名称', en: 'Ad group name' },
  daily_budget: { zh: '每日预算', en: 'Daily budget' },
  organic_conversion_rate: { zh: '自然转化率', en: 'Organic conversion rate' },
  target_cps: { zh: '目标 CPS（单次销售成本）', en: 'Target CPS (cost per sale)' },
  sku: { zh: 'SKU', en: 'SKU' },
  asin: { zh: 'ASIN', en: 'ASIN' },
  main_search_terms: { zh: '主搜索词', en: 'Main search terms' },
  relevant_search_terms: { zh: '相关搜索词', en: 'Relevant search terms' },
  competitor_asins: { zh: '竞品 ASIN', en: 'Competitor ASINs' },
  brand_terms: { zh: '品牌词', en: 'Brand terms' },
  new_product: { zh: '是否新品', en: 'New product' },
  product_price: { zh: '商品售价', en: 'Product price' },
  bidding_strategy: { zh: '竞价策略', en: 'Bidding strategy' },
  harvest_campaign_name: { zh: '收割目标广告活动名称', en: 'Harvest campaign name' },
  harvest_campaign_id: { zh: '收割目标广告活动 ID', en: 'Harvest campaign ID' },
  harvest_ad_group_name: { zh: '收割目标广告组名称', en: 'Harvest ad group name' },
  campaign_intents: { zh: '广告活动意图', en: 'Campaign intents' },
  brand_entity_id: { zh: '品牌实体编号', en: 'Brand Entity ID' },
  asset_id: { zh: '视频素材编号', en: 'Video asset ID' },
  creative_asset_url: { zh: '创意素材链接', en: 'Creative asset URL' },
  ad_format: { zh: '广告格式', en: 'Ad format' },
  landing_page_url: { zh: '品牌旗舰店落地页网址', en: 'Store landing page URL' },
  brand_name: { zh: '品牌名称', en: 'Brand name' },
  brand_logo_asset_id: { zh: '品牌 Logo 素材编号', en: 'Brand logo asset ID' },
  headline: { zh: '广告标题', en: 'Headline' },
  creative_asins: { zh: '广告展示的 ASIN', en: 'Creative ASINs' },
  target_type: { zh: '投放方式（关键词/商品）', en: 'Targeting type (keyword or product)' },
  negative_keywords: { zh: '否定关键词', en: 'Negative keywords' },
  bid_optimization: { zh: '自动竞价', en: 'Automated bidding' },
  placement_home: { zh: '首页（Home）竞价调整', en: 'Home placement adjustment' },
  placement_detail_page: { zh: '商品详情页竞价调整', en: 'Detail page placement adjustment' },
  placement_other: { zh: '其他位置竞价调整', en: 'Other placements adjustment' },
  reference_date: { zh: '北京时间换算日期', en: 'Reference date for Beijing times' },
  schedule_mode: { zh: '分时方式', en: 'Schedule delivery' },
  hourly: { zh: '分时报告', en: 'Hourly reports' },
  bulk: { zh: '批量表格', en: 'Bulk sheet' },
  reports: { zh: '搜索词报告', en: 'Search-term reports' },
} as const satisfies Record<string, LocalizedMessage>;

/** A parameter or file field with a label. */
export type PlanParameterField = keyof typeof PLAN_PARAMETER_LABELS;

/** The label of a field in both languages; an unknown name is shown as written. */
export function planParameterLabel(field: string): LocalizedMessage {
  return Object.hasOwn(PLAN_PARAMETER_LABELS, field)
    ? PLAN_PARAMETER_LABELS[field as PlanParameterField]
    : { zh: field, en: field };
}

/** The params of a plan parameter issue: the problem key and the limit or offending value. */
export interface PlanParameterIssueParams extends MessageParams {
  key: PlanParameterProblemKey;
  detail: string;
}

// ---- Field readers ----

/** One problem a field reader found. */
interface FieldProblem {
  key: PlanParameterProblemKey;
  detail: string;
}

/** What a field reader returns: the typed value (undefined when blank or invalid) and its problems. */
interface FieldRead<T> {
  value: T | undefined;
  problems: FieldProblem[];
}

const ok = <T>(value: T | undefined): FieldRead<T> => ({ value, problems: [] });
const bad = <T>(key: PlanParameterProblemKey, detail = ''): FieldRead<T> => ({
  value: undefined,
  problems: [{ key, detail }],
});

/** True for undefined, null, and strings that are empty after trimming. */
export function isBlankParameter(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function readText(value: unknown): FieldRead<string> {
  if (isBlankParameter(value)) return ok<string>(undefined);
  if (typeof value === 'string') return ok(value.trim());
  if (typeof value === 'number' && Number.isFinite(value)) return ok(String(value));
  return bad('invalidChoice', 'text');
}

function readNumber(value: unknown): FieldRead<number> {
  if (isBlankParameter(value)) return ok<number>(undefined);
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/[,%\s]/g, ''))
        : NaN;
  return Number.isFinite(number) ? ok(number) : bad('notNumber');
}

function readPositiveAtMost(max: number, unit = '') {
  return (value: unknown): FieldRead<number> => {
    const read = readNumber(value);
    if (read.value === undefined || (read.value > 0 && read.value <= max)) return read;
    return bad('outOfRange', `> 0 ${unit}, <= ${max.toLocaleString('en-US')}${unit}`);
  };
}

function readBoolean(value: unknown): FieldRead<boolean> {
  if (isBlankParameter(value)) return ok<boolean>(undefined);
  if (typeof value === 'boolean') return ok(value);
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'y', '是'].includes(text)) return ok(true);
  if (['false', '0', 'no', 'n', '否'].includes(text)) return ok(false);
  return bad('notBoolean');
}

function readList(value: unknown): FieldRead<string[]> {
  if (isBlankParameter(value)) return ok<string[]>([]);
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[\n\r,，;；]+/)
      : undefined;
  if (!items) return { value: [], problems: [{ key: 'invalidChoice', detail: 'list' }] };
  const texts = items
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim());
  return ok([...new Set(texts.filter((text) => text.length > 0))]);
}

/** A child ASIN: `B0` + 8 letters or digits, or an ISBN-10; upper-cased. */
export const ASIN_PATTERN = /^(B0[0-9A-Z]{8}|[0-9]{9}[0-9X])$/;

function readAsin(value: unknown): FieldRead<string> {
  const text = readText(value);
  if (text.value === undefined) return text;
  const upper = text.value.toUpperCase();
  return ASIN_PATTERN.test(upper) ? ok(upper) : bad('invalidAsin', text.value);
}

function readAsinList(value: unknown): FieldRead<string[]> {
  const list = readList(value);
  const asins: string[] = [];
  for (const text of list.value ?? []) {
    const upper = text.toUpperCase();
    if (ASIN_PATTERN.test(upper)) asins.push(upper);
    else list.problems.push({ key: 'invalidAsin', detail: text });
  }
  return { value: [...new Set(asins)], problems: list.problems };
}

function readSearchTerms(value: unknown): FieldRead<string[]> {
  const list = readList(value);
  const max = PLAN_PARAMETER_LIMITS.searchTermMaxLength;
  for (const term of list.value ?? [])
    if ([...term].length > max) list.problems.push({ key: 'tooLong', detail: `<= ${max}: ${term}` });
  return list;
}

function readMaxLength(max: number) {
  return (value: unknown): FieldRead<string> => {
    const text = readText(value);
    if (text.value === undefined || [...text.value].length <= max) return text;
    return bad('tooLong', `<= ${max}`);
  };
}

function readCampaignId(value: unknown): FieldRead<string> {
  const text = readText(value);
  if (text.value === undefined) return text;
  return /^\d+$/.test(text.value) ? text : bad('invalidCampaignId', text.value);
}

function readChoice<T extends string>(choices: Readonly<Record<string, T>>) {
  const allowed = [...new Set(Object.values(choices))].join(', ');
  return (value: unknown): FieldRead<T> => {
    const text = readText(value);
    if (text.value === undefined) return text as FieldRead<never>;
    const choice = choices[text.value.toLowerCase()];
    return choice === undefined ? bad('invalidChoice', allowed) : ok(choice);
  };
}

function readMarketplace(value: unknown): FieldRead<Marketplace> {
  const text = readText(value);
  if (text.value === undefined) return text as FieldRead<never>;
  const upper = text.value.toUpperCase();
  const code = upper === 'GB' ? 'UK' : upper;
  return (MARKETPLACES as readonly string[]).includes(code)
    ? ok(code as Marketplace)
    : bad('invalidChoice', MARKETPLACES.join(', '));
}

/** True for an absolute http(s) link with a dotted host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function readUrl(value: unknown): FieldRead<string> {
  const text = readText(value);
  if (text.value === undefined) return text;
  return isHttpUrl(text.value) ? text : bad('invalidUrl', text.value);
}

function readPercentBetween(min: number, max: number) {
  return (value: unknown): FieldRead<number> => {
    const read = readNumber(value);
    if (read.value === undefined) return read;
    if (read.value < min || read.value > max) return bad('outOfRange', `${min} – ${max} %`);
    return ok(Math.round(read.value * 100) / 100);
  };
}

function readDate(value: unknown): FieldRead<string> {
  const text = readText(value);
  if (text.value === undefined) return text;
  const time = Date.parse(`${text.value}T00:00:00Z`);
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(text.value) &&
    Number.isFinite(time) &&
    new Date(time).toISOString().startsWith(text.value);
  return real ? text : bad('invalidChoice', 'YYYY-MM-DD');
}

/** One text or a list of texts (the schedule's campaign names). */
function readOneOrList(value: unknown): FieldRead<string[]> {
  if (Array.isArray(value)) return readList(value);
  const text = readText(value);
  return { value: text.value === undefined ? [] : [text.value], problems: text.problems };
}

const L = PLAN_PARAMETER_LIMITS;

/** Campaign placement strategies a seller may choose (Amazon's bidding strategies). */
export const BIDDING_STRATEGY_CHOICES = {
  downonly: 'downOnly',
  'dynamic bids - down only': 'downOnly',
  upanddown: 'upAndDown',
  'dynamic bids - up and down': 'upAndDown',
  fixed: 'fixed',
  'fixed bid': 'fixed',
} as const;

const CAMPAIGN_MODES = { new: 'new', 新建: 'new', existing: 'existing', 已有: 'existing' } as const;

const AD_FORMATS = {
  video: 'video',
  视频: 'video',
  brandvideo: 'brandVideo',
  brand_video: 'brandVideo',
  'brand video': 'brandVideo',
  品牌视频: 'brandVideo',
} as const;

const TARGET_TYPES = {
  keyword: 'keyword',
  关键词: 'keyword',
  product: 'product',
  asin: 'product',
  商品: 'product',
} as const;

/**
 * How a schedule is delivered: `periods` (a bulk workbook per period, uploaded at each period's start) or
 * `console-rules` (base bids lowered once, plus schedule-based bid rules set up once in the Amazon console).
 */
export const SCHEDULE_MODE_CHOICES = {
  periods: 'periods',
  分时段上传: 'periods',
  'console-rules': 'console-rules',
  console_rules: 'console-rules',
  后台规则: 'console-rules',
} as const;

/**
 * What a campaign is for (ADR 0032): the seller's choice per campaign overrides what its name says. Keys are
 * what a seller may type (English and Chinese); values the engine's intents.
 */
export const CAMPAIGN_INTENT_CHOICES = {
  standard: 'standard',
  常规: 'standard',
  rank: 'rank',
  排名: 'rank',
  冲排名: 'rank',
  defensive: 'defensive',
  防守: 'defensive',
  品牌防守: 'defensive',
  catchall: 'catchAll',
  'catch-all': 'catchAll',
  catch_all: 'catchAll',
  捡漏: 'catchAll',
  低价捡漏: 'catchAll',
  profit: 'profit',
  利润: 'profit',
} as const;

/** An intent value of the `campaign_intents` parameter. */
export type CampaignIntentName = (typeof CAMPAIGN_INTENT_CHOICES)[keyof typeof CAMPAIGN_INTENT_CHOICES];

/** The pairs of `campaign_intents` as typed: an object, its JSON text, or lines `campaign = intent`. */
function intentPairs(value: unknown): Array<[string, unknown]> | undefined {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return Object.entries(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.startsWith('{')) {
    try {
      return intentPairs(JSON.parse(text) as unknown);
    } catch {
      return undefined;
    }
  }
  const pairs: Array<[string, unknown]> = [];
  for (const line of text.split(/[\n\r;；]+/).filter((l) => l.trim() !== '')) {
    const at = line.search(/[=:：]/);
    if (at <= 0) return undefined;
    pairs.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return pairs;
}

/** The seller's campaign intents by campaign ID or name; an unknown intent names the allowed ones. */
function readCampaignIntents(value: unknown): FieldRead<Record<string, CampaignIntentName>> {
  if (isBlankParameter(value)) return ok<Record<string, CampaignIntentName>>(undefined);
  const pairs = intentPairs(value);
  if (!pairs) return bad('invalidChoice', 'campaign = intent');
  const read = readChoice(CAMPAIGN_INTENT_CHOICES);
  const intents: Record<string, CampaignIntentName> = {};
  const problems: FieldProblem[] = [];
  for (const [campaign, raw] of pairs) {
    const choice = read(raw);
    if (campaign.trim() === '' || choice.value === undefined)
      problems.push({ key: 'invalidChoice', detail: `${campaign}: ${choice.problems[0]?.detail ?? ''}` });
    else intents[campaign.trim()] = choice.value;
  }
  return problems.length > 0 ? { value: undefined, problems } : ok(intents);
}

/** The field readers by parameter name: each reads one raw value the way every flow reads it. */
const FIELD_READERS = {
  marketplace: readMarketplace,
  campaign_mode: readChoice(CAMPAIGN_MODES),
  campaign_name: readMaxLength(L.campaignNameMaxLength),
  campaign_id: readCampaignId,
  ad_group_name_broad: readMaxLength(L.adGroupNameMaxLength),
  ad_group_name: readMaxLength(L.adGroupNameMaxLength),
  daily_budget: readPositiveAtMost(L.dailyBudgetMax),
  organic_conversion_rate: readPositiveAtMost(L.organicConversionRateMaxPercent, '%'),
  target_cps: readPositiveAtMost(L.targetCpsMax),
  sku: readMaxLength(L.skuMaxLength),
  asin: readAsin,
  main_search_terms: readSearchTerms,
  relevant_search_terms: readSearchTerms,
  competitor_asins: readAsinList,
  brand_terms: readList,
  new_product: readBoolean,
  product_price: readPositiveAtMost(L.dailyBudgetMax),
  bidding_strategy: readChoice(BIDDING_STRATEGY_CHOICES),
  harvest_campaign_name: readMaxLength(L.campaignNameMaxLength),
  harvest_campaign_id: readCampaignId,
  harvest_ad_group_name: readMaxLength(L.adGroupNameMaxLength),
  campaign_intents: readCampaignIntents,
  brand_entity_id: readText,
  asset_id: readText,
  creative_asset_url: readUrl,
  ad_format: readChoice(AD_FORMATS),
  landing_page_url: readUrl,
  brand_name: readMaxLength(L.brandNameMaxLength),
  brand_logo_asset_id: readText,
  headline: readText,
  creative_asins: readAsinList,
  target_type: readChoice(TARGET_TYPES),
  negative_keywords: readList,
  bid_optimization: readBoolean,
  placement_home: readPercentBetween(L.sbPlacementPercentMin, L.sbPlacementPercentMax),
  placement_detail_page: readPercentBetween(L.sbPlacementPercentMin, L.sbPlacementPercentMax),
  placement_other: readPercentBetween(L.sbPlacementPercentMin, L.sbPlacementPercentMax),
  campaign_names: readOneOrList,
  reference_date: readDate,
  schedule_mode: readChoice(SCHEDULE_MODE_CHOICES),
} as const;

type FieldName = keyof typeof FIELD_READERS;
type FieldValue<F extends FieldName> = NonNullable<ReturnType<(typeof FIELD_READERS)[F]>['value']>;

/** Wraps a field reader as a zod schema for a single form field. */
function fieldSchema<F extends FieldName>(field: F) {
  return z.unknown().transform((value, ctx): FieldValue<F> | undefined => {
    const read = FIELD_READERS[field](value) as FieldRead<FieldValue<F>>;
    for (const problem of read.problems) ctx.addIssue(issueOf(problem));
    return read.problems.length > 0 ? z.NEVER : read.value;
  });
}

function issueOf(problem: FieldProblem, path: Array<string | number> = []) {
  const params: PlanParameterIssueParams = { key: problem.key, detail: problem.detail };
  return { code: 'custom' as const, message: planParameterMessageKey(problem.key), params, path };
}

/** One zod schema per form field, for the web's field-by-field checks (blank reads as undefined). */
export const PLAN_PARAMETER_FIELDS = Object.fromEntries(
  (Object.keys(FIELD_READERS) as FieldName[]).map((field) => [field, fieldSchema(field)]),
) as { [F in FieldName]: ReturnType<typeof fieldSchema<F>> };

// ---- Flow schemas ----

/** Reads fields one by one, collecting problems against their field; `missing` records a required field. */
class FieldCollector {
  readonly problems: Array<{ field: string } & FieldProblem> = [];

  constructor(readonly raw: Record<string, unknown>) {}

  read<F extends FieldName>(field: F, source: string = field): FieldValue<F> | undefined {
    const read = FIELD_READERS[field](this.raw[source]) as FieldRead<FieldValue<F>>;
    for (const problem of read.problems) this.problems.push({ field: source, ...problem });
    return read.value;
  }

  given(field: string): boolean {
    return !isBlankParameter(this.raw[field]);
  }

  add(field: string, key: PlanParameterProblemKey, detail = ''): void {
    this.problems.push({ field, key, detail });
  }

  require(fields: readonly string[]): void {
    for (const field of fields) if (!this.given(field)) this.add(field, 'required');
  }
}

/** Builds a flow schema: a raw form in, the typed values out, or issues with the field as their path. */
function flowSchema<T>(read: (fields: FieldCollector) => T) {
  return z.record(z.string(), z.unknown()).transform((raw, ctx): T => {
    const fields = new FieldCollector(raw);
    const values = read(fields);
    for (const problem of fields.problems) ctx.addIssue(issueOf(problem, [problem.field]));
    return fields.problems.length > 0 ? z.NEVER : values;
  });
}

/** Drops undefined values so the output has only the fields the seller gave. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function readSpFields(flow: SpPlanFlowName, f: FieldCollector) {
  const mode = f.read('campaign_mode');
  // Optimisations always work on existing campaigns; a cold start without a mode but with an ID means one.
  const campaignMode: 'new' | 'existing' = !isColdStartFlowName(flow)
    ? 'existing'
    : (mode ?? (f.given('campaign_id') ? 'existing' : 'new'));
  return {
    marketplace: f.read('marketplace'),
    campaign_mode: campaignMode,
    campaign_name: f.read('campaign_name'),
    ad_group_name_broad: f.read('ad_group_name_broad'),
    ad_group_name: f.read('ad_group_name'),
    harvest_campaign_name: f.read('harvest_campaign_name'),
    harvest_ad_group_name: f.read('harvest_ad_group_name'),
    campaign_id: f.read('campaign_id'),
    daily_budget: f.read('daily_budget'),
    organic_conversion_rate: f.read('organic_conversion_rate'),
    target_cps: f.read('target_cps'),
    sku: f.read('sku'),
    asin: f.read('asin'),
    main_search_terms: f.read('main_search_terms') ?? [],
    relevant_search_terms: f.read('relevant_search_terms') ?? [],
    competitor_asins: f.read('competitor_asins') ?? [],
    brand_terms: f.read('brand_terms') ?? [],
    new_product: f.read('new_product') ?? false,
    product_price: f.read('product_price'),
    bidding_strategy: f.read('bidding_strategy'),
    harvest_campaign_id: f.read('harvest_campaign_id'),
    campaign_intents: f.read('campaign_intents'),
  };
}

function requireSpFields(flow: SpPlanFlowName, v: ReturnType<typeof readSpFields>, f: FieldCollector): void {
  f.require(['organic_conversion_rate', 'target_cps']);
  const coldStart = isColdStartFlowName(flow);
  if (coldStart && v.campaign_mode === 'new') {
    f.require(['campaign_name', 'daily_budget', 'sku']);
  } else if (!f.given('campaign_id') && !f.given('campaign_name') && (coldStart || !f.given('asin'))) {
    f.add('campaign_id', 'required');
  }
  if (flow === 'keyword-cold-start') {
    f.require(['ad_group_name_broad']);
    if (v.main_search_terms.length === 0) f.add('main_search_terms', 'emptyList');
  }
  if (flow === 'asin-cold-start' && v.competitor_asins.length === 0 && !v.new_product)
    f.add('competitor_asins', 'emptyList');
  if (coldStart && v.new_product && v.competitor_asins.length === 0)
    f.add('competitor_asins', 'competitorRequired');
}

/** The raw values read for the required checks, narrowed once the schema passed. */
type Required<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

function spSchema(flow: SpPlanFlowName) {
  return flowSchema((f) => {
    const values = readSpFields(flow, f);
    requireSpFields(flow, values, f);
    if (!values.marketplace) f.require(['marketplace']);
    return defined(values) as Required<
      ReturnType<typeof readSpFields>,
      'marketplace' | 'organic_conversion_rate' | 'target_cps'
    >;
  });
}

function readSbvBase(f: FieldCollector) {
  return {
    marketplace: f.read('marketplace'),
    campaign_name: f.read('campaign_name'),
    ad_group_name: f.read('ad_group_name'),
    campaign_id: f.read('campaign_id'),
    daily_budget: f.read('daily_budget'),
    organic_conversion_rate: f.read('organic_conversion_rate'),
    target_cps: f.read('target_cps'),
    asin: f.read('asin'),
    main_search_terms: f.read('main_search_terms') ?? [],
    relevant_search_terms: f.read('relevant_search_terms') ?? [],
    competitor_asins: f.read('competitor_asins') ?? [],
    brand_terms: f.read('brand_terms') ?? [],
  };
}

function readSbvCreative(f: FieldCollector, marketplace: Marketplace | undefined) {
  const creative = {
    ad_format: f.read('ad_format') ?? ('video' as const),
    brand_entity_id: f.read('brand_entity_id'),
    asset_id: f.read('asset_id'),
    creative_asset_url: f.read('creative_asset_url'),
    landing_page_url: f.read('landing_page_url'),
    brand_name: f.read('brand_name'),
    brand_logo_asset_id: f.read('brand_logo_asset_id'),
    headline: f.read('headline'),
    creative_asins: f.read('creative_asins') ?? [],
  };
  if (creative.ad_format === 'brandVideo') {
    // A brand video ad lands on the Store: it needs the Store URL and a headline within Amazon's lengths.
    f.require(['landing_page_url', 'headline']);
    const max = marketplace === 'JP' ? L.headlineMaxLengthJp : L.headlineMaxLength;
    if (creative.headline !== undefined && [...creative.headline].length > max)
      f.add('headline', 'tooLong', `<= ${max}`);
    if (creative.creative_asins.length > L.creativeAsinsMax)
      f.add('creative_asins', 'outOfRange', `<= ${L.creativeAsinsMax}`);
  }
  return creative;
}

/** The targeting type: the seller's, else keywords when search terms are given, else products. */
function readSbvTargetType(f: FieldCollector, base: ReturnType<typeof readSbvBase>): 'keyword' | 'product' {
  const terms = base.main_search_terms.length + base.relevant_search_terms.length;
  const asins = base.competitor_asins.length;
  const chosen = f.read('target_type') ?? (terms > 0 || asins === 0 ? 'keyword' : 'product');
  if (chosen === 'keyword' && terms === 0) f.add('main_search_terms', 'required', 'targets');
  if (chosen === 'product' && asins === 0) f.add('competitor_asins', 'required', 'targets');
  return chosen;
}

const sbvColdStartSchema = flowSchema((f) => {
  const base = readSbvBase(f);
  f.require(['campaign_name', 'daily_budget', 'asin', 'organic_conversion_rate', 'target_cps']);
  if (!base.marketplace) f.require(['marketplace']);
  const values = {
    ...base,
    ...readSbvCreative(f, base.marketplace),
    target_type: readSbvTargetType(f, base),
    negative_keywords: f.read('negative_keywords') ?? [],
    bid_optimization: f.read('bid_optimization') ?? false,
    placement_home: f.read('placement_home'),
    placement_detail_page: f.read('placement_detail_page'),
    placement_other: f.read('placement_other'),
  };
  return defined(values) as Required<
    typeof values,
    'marketplace' | 'organic_conversion_rate' | 'target_cps' | 'campaign_name' | 'daily_budget' | 'asin'
  >;
});

const sbvOptimisationSchema = flowSchema((f) => {
  const base = readSbvBase(f);
  f.require(['organic_conversion_rate', 'target_cps']);
  if (!base.marketplace) f.require(['marketplace']);
  if (!f.given('campaign_id') && !f.given('campaign_name') && !f.given('asin'))
    f.add('campaign_id', 'required');
  return defined(base) as Required<typeof base, 'marketplace' | 'organic_conversion_rate' | 'target_cps'>;
});

const scheduleSchema = flowSchema((f) => {
  const values = {
    marketplace: f.read('marketplace'),
    // One campaign name or a list; none means every campaign of the hourly reports.
    campaign_name: f.read('campaign_names', 'campaign_name') ?? [],
    reference_date: f.read('reference_date'),
    schedule_mode: f.read('schedule_mode') ?? ('periods' as const),
  };
  if (!values.marketplace) f.require(['marketplace']);
  return defined(values) as Required<typeof values, 'marketplace'>;
});

/** One zod schema per flow: raw snake_case form values in, typed snake_case values out (percent stays percent). */
export const PLAN_PARAMETER_SCHEMAS = {
  'keyword-cold-start': spSchema('keyword-cold-start'),
  'keyword-optimisation': spSchema('keyword-optimisation'),
  'asin-cold-start': spSchema('asin-cold-start'),
  'asin-optimisation': spSchema('asin-optimisation'),
  'auto-cold-start': spSchema('auto-cold-start'),
  'auto-optimisation': spSchema('auto-optimisation'),
  'sbv-cold-start': sbvColdStartSchema,
  'sbv-optimisation': sbvOptimisationSchema,
  schedule: scheduleSchema,
} as const satisfies Record<PlanFlowName, z.ZodType>;

/** The checked values of any flow. */
export type PlanParameterValues<F extends PlanFlowName> = z.output<(typeof PLAN_PARAMETER_SCHEMAS)[F]>;
/** The checked values of a Sponsored Products flow. */
export type SpPlanParameterValues = z.output<ReturnType<typeof spSchema>>;
/** The checked values of `sbv-cold-start`. */
export type SbvColdStartParameterValues = z.output<typeof sbvColdStartSchema>;
/** The checked values of `sbv-optimisation`. */
export type SbvOptimisationParameterValues = z.output<typeof sbvOptimisationSchema>;
/** The checked values of `schedule`. */
export type ScheduleParameterValues = z.output<typeof scheduleSchema>;
/** How a schedule is delivered. */
export type ScheduleMode = ScheduleParameterValues['schedule_mode'];

/** One field problem of a failed flow check. */
export interface PlanParameterProblem {
  field: string;
  key: PlanParameterProblemKey;
  detail: string;
}

/** The field problems of a failed flow check (issues of other shapes are reported against `parameters`). */
export function planParameterProblems(error: z.ZodError): PlanParameterProblem[] {
  return error.issues.map((issue) => {
    const params = (issue as { params?: Partial<PlanParameterIssueParams> }).params;
    return {
      field: typeof issue.path[0] === 'string' ? issue.path[0] : 'parameters',
      key: params?.key ?? planParameterProblemKey(issue.message) ?? 'invalidChoice',
      detail: params?.detail ?? '',
    };
  });
}

/** The product code of a failed check (spec §8): 20007 when something is missing, else 20001. */
export function planParameterErrorCode(problems: readonly PlanParameterProblem[]): 20001 | 20007 {
  return problems.some((p) => PLAN_PARAMETER_MISSING_KEYS.includes(p.key)) ? 20007 : 20001;
}
