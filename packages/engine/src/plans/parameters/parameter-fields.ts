// The parameter checks every flow shares (spec §5). The fields themselves are read by contracts' flow
// schemas (PLAN_PARAMETER_SCHEMAS, docs/decisions/0006), so a limit is written once for the web, the
// server and the engine; this file turns their issues into the engine's field problems and product codes,
// and adds what needs the engine's Amazon knowledge: name characters, bid and budget range warnings.
import {
  PLAN_PARAMETER_LIMITS,
  PLAN_PARAMETER_MISSING_KEYS,
  PLAN_PARAMETER_SCHEMAS,
  planParameterProblems,
  marketplaceInfo,
  type PlanFlowName,
  type PlanParameterProblem,
  type PlanParameterValues,
  type Marketplace,
  type MoneyRange,
} from '@adplan/contracts';
import { EngineError } from '../../errors/engine-error';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { formatMoney } from '../shared/explain';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import { disallowedNameCharacters, nameProblem } from '../shared/text-rules';
import { parameterErrorHeadline, parameterWarnings } from './parameter-messages';
import type { ParameterProblem, ProblemList } from './parameter-readers';

/** Longest main or relevant search term a seller may type (spec §5). */
export const MAX_SEARCH_TERM_LENGTH = PLAN_PARAMETER_LIMITS.searchTermMaxLength;

/** The two product codes of a parameter check (spec §8): 20007 missing, 20001 invalid. */
export type ParameterErrorCode = 20001 | 20007;

/** A parameter check failure (20007 missing, 20001 invalid) with every field problem. */
export class ParameterCheckError extends EngineError {
  readonly problems: ParameterProblem[];

  constructor(code: ParameterErrorCode, problems: ParameterProblem[]) {
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
  const missing = problems.problems.some((p) => PLAN_PARAMETER_MISSING_KEYS.includes(p.key));
  throw new ParameterCheckError(missing ? 20007 : 20001, problems.problems);
}

/** True when the seller filled the field (anything but undefined, null or blank text). */
export function isGiven(raw: Record<string, unknown>, field: string): boolean {
  const value = raw[field];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** A flow's contract-checked snake_case values. */
export type FlowValues<F extends PlanFlowName> = PlanParameterValues<F>;

/** An engine wording for a contract problem where the flow has a more helpful one, else undefined. */
export type ProblemWording = (problem: PlanParameterProblem) => LocalizedText | undefined;

/**
 * Reads `raw` with the flow's contract schema. Returns the typed values, or records every field problem
 * (with the engine's wording where `wording` gives one) and returns undefined.
 */
export function readFlowValues<F extends PlanFlowName>(
  flow: F,
  raw: Record<string, unknown>,
  problems: ProblemList,
  wording: ProblemWording = () => undefined,
): FlowValues<F> | undefined {
  const result = PLAN_PARAMETER_SCHEMAS[flow].safeParse(raw);
  if (result.success) return result.data as FlowValues<F>;
  for (const problem of planParameterProblems(result.error)) {
    const message = wording(problem);
    if (message) problems.problems.push({ field: problem.field, key: problem.key, message });
    else problems.add(problem.field, problem.key, problem.detail);
  }
  return undefined;
}

/**
 * Adds `invalidCharacters` for each name field the seller filled with characters Amazon does not allow
 * (reference §2.2); a field that already has a problem (too long, not text) is left with that one.
 */
export function checkNameCharacters(
  raw: Record<string, unknown>,
  problems: ProblemList,
  fields: readonly string[],
): void {
  for (const field of fields) {
    const value = raw[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (problems.problems.some((p) => p.field === field)) continue;
    const characters = disallowedNameCharacters(value.trim());
    if (characters.length > 0) problems.add(field, 'invalidCharacters', characters.join(' '));
  }
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
 * The warnings of a daily budget: under the low-budget threshold (spec §5) unless `judgedBySpend` (the SP plans
 * judge the budget against their own spend estimate instead, docs/algorithms.md §5), or outside Amazon's range
 * for the ad product (`range`), in which case the plan writes the nearest allowed budget and says so.
 */
export function dailyBudgetWarnings(
  marketplace: Marketplace,
  dailyBudget: Money | undefined,
  range: MoneyRange = marketplaceInfo(marketplace).spDailyBudget,
  judgedBySpend = false,
): LocalizedText[] {
  if (dailyBudget === undefined) return [];
  const money = (x: Money) => formatMoney(marketplace, x);
  const warnings: LocalizedText[] = [];
  const low = PLANNING_CONSTANTS.lowDailyBudget[marketplace];
  if (dailyBudget < low && !judgedBySpend)
    warnings.push(parameterWarnings.lowBudget(money(dailyBudget), money(low)));
  if (dailyBudget < range.min)
    warnings.push(parameterWarnings.budgetBelowAmazonMin(money(dailyBudget), money(range.min)));
  if (dailyBudget > range.max)
    warnings.push(parameterWarnings.budgetAboveAmazonMax(money(dailyBudget), money(range.max)));
  return warnings;
}
