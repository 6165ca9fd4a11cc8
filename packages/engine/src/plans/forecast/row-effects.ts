// What each row of a plan does to the account's traffic, in the forecast's terms (docs/algorithms.md Part
// D3): a target's bid moves or it stops, search terms are negated or moved to a new target, a new target
// starts, a campaign's budget or placement adjustments change. Rows that only build structure (a new
// campaign, ad group or product ad) carry no traffic of their own and have no effect here.
import type { SpPlacement } from '../../model/account';
import type { SpBulkRow } from '../../model/bulk-row';
import type { PlanRow } from '../../model/plan';
import type { Money, Percent } from '../../model/units';
import { normaliseTerm } from '../shared/text-rules';

/** The forecast effect of one plan row. */
export type RowEffect =
  | { kind: 'bid'; targetId: string; bidBefore?: Money; bidAfter: Money }
  | { kind: 'pause'; targetId: string }
  | { kind: 'pauseScope'; campaignId: string; adGroupId?: string }
  | { kind: 'negative'; campaignId: string; adGroupId?: string; matches: (term: string) => boolean }
  | {
      kind: 'newTarget';
      campaignId: string;
      adGroupId?: string;
      /** The normalised text a search term must have to be this target's traffic (keyword text or ASIN). */
      term: string;
      bid?: Money;
      harvest: boolean;
    }
  | { kind: 'budget'; campaignId: string; budgetBefore?: Money; budgetAfter?: Money }
  | { kind: 'placement'; campaignId: string; placement: SpPlacement; before?: Percent; after?: Percent }
  | { kind: 'strategy'; campaignId: string }
  | { kind: 'structure' };

const ASIN_IN_EXPRESSION = /asin(?:-expanded)?="([^"]+)"/i;

/** The search-term text a product-targeting expression stands for (an ASIN, lower-case), if any. */
function termOfExpression(expression: string | undefined): string | undefined {
  const match = ASIN_IN_EXPRESSION.exec(expression ?? '');
  return match?.[1] ? match[1].toLowerCase() : undefined;
}

/** Whole-word containment, how Amazon's negative phrase matches a search term (after normalisation). */
const containsPhrase = (term: string, phrase: string) => ` ${term} `.includes(` ${phrase} `);

function negativeEffect(row: SpBulkRow): RowEffect {
  const scope = {
    campaignId: row.campaignId as string,
    ...(row.entity !== 'campaignNegativeKeyword' && row.adGroupId
      ? { adGroupId: row.adGroupId as string }
      : {}),
  };
  if (row.entity === 'negativeProductTargeting') {
    const asin = termOfExpression(row.productTargetingExpression);
    return {
      kind: 'negative',
      ...scope,
      matches: (term) => asin !== undefined && normaliseTerm(term) === asin,
    };
  }
  const text = normaliseTerm(row.keywordText ?? '');
  const phrase = row.matchType === 'negativePhrase';
  return {
    kind: 'negative',
    ...scope,
    matches: (term) => (phrase ? containsPhrase(normaliseTerm(term), text) : normaliseTerm(term) === text),
  };
}

const targetIdOf = (row: SpBulkRow): string | undefined =>
  (row.keywordId as string | undefined) ?? (row.productTargetingId as string | undefined);

/** The forecast effect of a plan row (Sponsored Products rows; every other row is `structure`). */
export function rowEffect(planRow: PlanRow): RowEffect {
  const { row, change } = planRow;
  if (row.product !== 'sponsoredProducts') return { kind: 'structure' };
  const isNegative =
    row.entity === 'negativeKeyword' ||
    row.entity === 'campaignNegativeKeyword' ||
    row.entity === 'negativeProductTargeting';
  if (isNegative && row.operation === 'create') return negativeEffect(row);
  const id = targetIdOf(row);
  const isTarget = row.entity === 'keyword' || row.entity === 'productTargeting';
  if (isTarget && row.operation === 'create') {
    const term =
      row.entity === 'keyword'
        ? normaliseTerm(row.keywordText ?? '')
        : termOfExpression(row.productTargetingExpression);
    return {
      kind: 'newTarget',
      campaignId: row.campaignId,
      ...(row.adGroupId ? { adGroupId: row.adGroupId } : {}),
      term: term ?? '',
      ...(row.bid !== undefined ? { bid: row.bid } : {}),
      harvest: change.type === 'harvestKeyword' || change.type === 'harvestProductTarget',
    };
  }
  if (isTarget && id && (change.type === 'pause' || row.state === 'paused' || row.state === 'archived'))
    return { kind: 'pause', targetId: id };
  if (isTarget && id && change.bidAfter !== undefined)
    return {
      kind: 'bid',
      targetId: id,
      bidAfter: change.bidAfter,
      ...(change.bidBefore !== undefined ? { bidBefore: change.bidBefore } : {}),
    };
  if (
    (row.entity === 'adGroup' || row.entity === 'campaign') &&
    row.operation === 'update' &&
    row.state === 'paused'
  )
    return {
      kind: 'pauseScope',
      campaignId: row.campaignId,
      ...(row.adGroupId ? { adGroupId: row.adGroupId } : {}),
    };
  if (row.entity === 'campaign' && row.operation === 'create' && row.dailyBudget !== undefined)
    return { kind: 'budget', campaignId: row.campaignId, budgetAfter: row.dailyBudget };
  if (row.entity === 'campaign' && row.operation === 'update' && change.budgetAfter !== undefined)
    return {
      kind: 'budget',
      campaignId: row.campaignId,
      budgetAfter: change.budgetAfter,
      ...(change.budgetBefore !== undefined ? { budgetBefore: change.budgetBefore } : {}),
    };
  if (row.entity === 'biddingAdjustment' && row.placement)
    return {
      kind: 'placement',
      campaignId: row.campaignId,
      placement: row.placement,
      ...(change.percentageBefore !== undefined ? { before: change.percentageBefore } : {}),
      ...(change.percentageAfter !== undefined ? { after: change.percentageAfter } : {}),
    };
  if (row.entity === 'campaign' && change.type === 'strategyChange')
    return { kind: 'strategy', campaignId: row.campaignId };
  return { kind: 'structure' };
}
