// The checks of the parameter fields every flow shares (spec §5): marketplace, campaign and ad group names,
// campaign IDs, daily budget, organic conversion rate, target CPS, ASINs and search terms. The Sponsored
// Products, Sponsored Brands video and schedule checks all call these, so one field is checked one way.
import { isMarketplace, marketplaceInfo, type Marketplace, type MoneyRange } from '../../amazon/marketplaces';
import { EngineError } from '../../errors/engine-error';
import { campaignId, parseAsin, type Asin, type CampaignId } from '../../model/ids';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { formatMoney } from '../shared/explain';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import { disallowedNameCharacters, nameProblem } from '../shared/text-rules';
import { parameterErrorHeadline, parameterWarnings, type ParameterProblemKey } from './parameter-messages';
import { readList, readNumber, readText, type ParameterProblem, type ProblemList } from './parameter-readers';

/** Longest main or relevant search term a seller may type (spec §5). */
export const MAX_SEARCH_TERM_LENGTH = 100;

/** Problem keys that mean "something is missing" (code 20007 rather than 20001). */
const MISSING_KEYS: ReadonlySet<ParameterProblemKey> = new Set([
  'required',
  'emptyList',
  'competitorRequired',
]);

/** A parameter check failure (20007 missing, 20001 invalid) with every field problem. */
export class ParameterCheckError extends EngineError {
  readonly problems: ParameterProblem[];

  constructor(code: 20001 | 20007, problems: ParameterProblem[]) {
    const headline = code === 20007 ? parameterErrorHeadline.missing : parameterErrorHeadline.invalid;
    super(code, {
      zh: `${headline.zh}：${problems.map((p) => p.message.zh).join('；')}`,
      en: `${headline.en}: ${problems.map((p) => p.message.en).join('; ')}`,
    });
    this.problems = problems;
  }
}

/** Throws {@link ParameterCheckError} when any problem was found: 20007 if one is a missing field, else 20001. */
export function throwIfProblems(problems: ProblemList): void {
  if (problems.problems.length === 0) return;
  const missing = problems.problems.some((p) => MISSING_KEYS.has(p.key));
  throw new ParameterCheckError(missing ? 20007 : 20001, problems.problems);
}

/** True when the seller filled the field (anything but undefined, null or blank text). */
export function isGiven(raw: Record<string, unknown>, field: string): boolean {
  const value = raw[field];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** Records `required` for every listed field the seller left empty. */
export function requireFields(
  raw: Record<string, unknown>,
  problems: ProblemList,
  fields: readonly string[],
): void {
  for (const field of fields) if (!isGiven(raw, field)) problems.add(field, 'required');
}

/** A number > 0 and <= max, or a recorded `outOfRange` problem; undefined when blank. */
function readPositiveAtMost(
  raw: Record<string, unknown>,
  problems: ProblemList,
  field: string,
  max: number,
  unit = '',
): number | undefined {
  const value = readNumber(raw, field, problems);
  if (value === undefined) return undefined;
  if (value > 0 && value <= max) return value;
  return problems.add(field, 'outOfRange', `> 0 ${unit}, <= ${max.toLocaleString('en-US')}${unit}`);
}

/** `marketplace`: US, UK, CA or JP (`GB` is read as UK); required. */
export function readMarketplaceField(
  raw: Record<string, unknown>,
  problems: ProblemList,
): Marketplace | undefined {
  const text = readText(raw, 'marketplace', problems)?.toUpperCase();
  if (text === undefined) return problems.add('marketplace', 'required');
  const code = text === 'GB' ? 'UK' : text;
  return isMarketplace(code) ? code : problems.add('marketplace', 'invalidChoice', 'US, UK, CA, JP');
}

/** Checks a name already read: length and Amazon's name characters (reference §2.2). */
export function checkNameValue(
  problems: ProblemList,
  field: string,
  name: string | undefined,
  maxLength: number,
): string | undefined {
  if (name === undefined) return undefined;
  const problem = nameProblem(name, maxLength);
  if (problem === 'length') return problems.add(field, 'tooLong', `<= ${maxLength}`);
  if (problem === 'characters')
    return problems.add(field, 'invalidCharacters', disallowedNameCharacters(name).join(' '));
  return name;
}

/** A campaign or ad group name field: at most `maxLength` characters, only characters Amazon allows. */
export function readNameField(
  raw: Record<string, unknown>,
  problems: ProblemList,
  field: string,
  maxLength: number,
): string | undefined {
  return checkNameValue(problems, field, readText(raw, field, problems), maxLength);
}

/** A campaign ID field: Amazon's numeric ID, kept as text. */
export function readCampaignIdField(
  raw: Record<string, unknown>,
  problems: ProblemList,
  field: string,
): CampaignId | undefined {
  const text = readText(raw, field, problems);
  if (text === undefined) return undefined;
  return /^\d+$/.test(text) ? campaignId(text) : problems.add(field, 'invalidCampaignId', text);
}

/** `daily_budget`: > 0 and <= 100,000,000 in the marketplace currency (spec §5). */
export function readDailyBudgetField(raw: Record<string, unknown>, problems: ProblemList): Money | undefined {
  return readPositiveAtMost(raw, problems, 'daily_budget', PLANNING_CONSTANTS.maxDailyBudgetParameter);
}

/** `organic_conversion_rate`: a percent as typed, > 0 and <= 50 (spec §5), returned as a ratio 0-0.5. */
export function readOrganicConversionRateField(
  raw: Record<string, unknown>,
  problems: ProblemList,
): Ratio | undefined {
  const max = PLANNING_CONSTANTS.maxOrganicConversionRate * 100;
  const percent = readPositiveAtMost(raw, problems, 'organic_conversion_rate', max, '%');
  return percent === undefined ? undefined : percent / 100;
}

/** `target_cps`: > 0 and <= 100,000 in the marketplace currency (spec §5). */
export function readTargetCpsField(raw: Record<string, unknown>, problems: ProblemList): Money | undefined {
  return readPositiveAtMost(raw, problems, 'target_cps', PLANNING_CONSTANTS.maxTargetCostPerSale);
}

/** `product_price`: > 0, at most the budget ceiling (only compared with the target CPS). */
export function readProductPriceField(
  raw: Record<string, unknown>,
  problems: ProblemList,
): Money | undefined {
  return readPositiveAtMost(raw, problems, 'product_price', PLANNING_CONSTANTS.maxDailyBudgetParameter);
}

/** An ASIN field: `B0` + 8 characters or an ISBN-10, upper-cased. */
export function readAsinField(
  raw: Record<string, unknown>,
  problems: ProblemList,
  field: string,
): Asin | undefined {
  const text = readText(raw, field, problems);
  if (text === undefined) return undefined;
  return parseAsin(text) ?? problems.add(field, 'invalidAsin', text);
}

/** A list of ASINs, each valid, de-duplicated. */
export function readAsinListField(
  raw: Record<string, unknown>,
  problems: ProblemList,
  field: string,
): Asin[] {
  const asins = readList(raw, field, problems).map(
    (text) => parseAsin(text) ?? problems.add(field, 'invalidAsin', text),
  );
  return [...new Set(asins.filter((a): a is Asin => a !== undefined))];
}

/** A list of search terms, each at most 100 characters (spec §5). */
export function readSearchTermsField(
  raw: Record<string, unknown>,
  problems: ProblemList,
  field: string,
): string[] {
  const terms = readList(raw, field, problems);
  for (const term of terms)
    if ([...term].length > MAX_SEARCH_TERM_LENGTH)
      problems.add(field, 'tooLong', `<= ${MAX_SEARCH_TERM_LENGTH}: ${term}`);
  return terms;
}

/**
 * Warns when the seller's economics fall outside Amazon's bid range: the best-converting target's ideal
 * bid (target CPS x organic conversion rate, the exact-match prior) below the minimum means every bid sits
 * at the minimum and the cost per sale may exceed the target; above the maximum, bids are capped.
 */
export function bidRangeWarnings(
  marketplace: Marketplace,
  targetCostPerSale: Money | undefined,
  organicConversionRate: Ratio | undefined,
  range: MoneyRange = marketplaceInfo(marketplace).spBid,
): LocalizedText[] {
  if (targetCostPerSale === undefined || organicConversionRate === undefined) return [];
  const ideal = targetCostPerSale * organicConversionRate;
  // Shown with two more decimals than the currency has, so a sub-cent ideal does not read as 0.
  const info = marketplaceInfo(marketplace);
  const shown = (x: Money) => `${info.currencySymbol}${x.toFixed(info.decimals + 2)}`;
  if (ideal < range.min)
    return [parameterWarnings.idealBidBelowAmazonMin(shown(ideal), formatMoney(marketplace, range.min))];
  if (ideal > range.max)
    return [parameterWarnings.idealBidAboveAmazonMax(shown(ideal), formatMoney(marketplace, range.max))];
  return [];
}

/**
 * The warnings of a daily budget: under the low-budget threshold (spec §5), or outside Amazon's range for the
 * ad product (`range`), in which case the plan writes the nearest allowed budget and says so.
 */
export function dailyBudgetWarnings(
  marketplace: Marketplace,
  dailyBudget: Money | undefined,
  range: MoneyRange = marketplaceInfo(marketplace).spDailyBudget,
): LocalizedText[] {
  if (dailyBudget === undefined) return [];
  const money = (x: Money) => formatMoney(marketplace, x);
  const warnings: LocalizedText[] = [];
  const low = PLANNING_CONSTANTS.lowDailyBudget[marketplace];
  if (dailyBudget < low) warnings.push(parameterWarnings.lowBudget(money(dailyBudget), money(low)));
  if (dailyBudget < range.min)
    warnings.push(parameterWarnings.budgetBelowAmazonMin(money(dailyBudget), money(range.min)));
  if (dailyBudget > range.max)
    warnings.push(parameterWarnings.budgetAboveAmazonMax(money(dailyBudget), money(range.max)));
  return warnings;
}
