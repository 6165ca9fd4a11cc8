// What a campaign's intent changes in its optimisation (ADR 0032, docs/algorithms.md §17.2): a defensive
// campaign's bids, placements and terms are never cut for cost alone; a catch-all's bids never rise above half
// the product's median bid (its cap) and nothing is harvested or expanded into it. The rank and profit targets
// are applied by the caller (the campaign's target cost per sale). Every row of the campaign names its intent.
import { marketplaceInfo } from '@adplan/contracts';
import type { AccountModel, SpCampaign } from '../../model/account';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import type { BidDecision } from '../shared/bid-decision';
import type { PlanBuilder } from '../shared/plan-builder';
import { formatMoney } from '../shared/explain';
import { accountTermIndex } from './account-terms';
import {
  campaignIntentOf,
  intentExplanation,
  intentIsOverridden,
  type CampaignIntent,
  type CampaignIntentOverrides,
} from './campaign-intents';
import { activeBids, CATCH_ALL_BID_RATIO, medianBid } from './harvest-bid-anchor';
import { intentNotes } from './judgement-messages';
import type { CampaignOptimisation } from './target-bids';

/** Rule ids of the intent holds (docs/algorithms.md §17.2). */
export const INTENT_RULES = {
  defensiveHold: 'BID-KEEP-DEFENSIVE',
  catchAllCap: 'BID-CATCH-ALL-CAP',
} as const;

/**
 * The highest bid a catch-all may be raised to: CATCH_ALL_BID_RATIO x the median active bid of the product's
 * other (non-catch-all) campaigns, floored to the marketplace's precision; 0 (no raise) when there are none.
 */
export function catchAllCap(campaign: SpCampaign, account: AccountModel, params: SpPlanParameters): Money {
  const others = accountTermIndex(account, campaign, []).campaigns.filter(
    (c) => c.id !== campaign.id && campaignIntentOf(c, params.campaignIntents) !== 'catchAll',
  );
  const median = medianBid(others.flatMap(activeBids));
  if (median === undefined) return 0;
  const scale = 10 ** marketplaceInfo(params.marketplace).decimals;
  return Math.floor(CATCH_ALL_BID_RATIO * median * scale + 1e-9) / scale;
}

/** Sets the campaign's intent on its bid step, with the catch-all's cap, and says what it holds. */
export function applyIntent(
  c: CampaignOptimisation,
  intent: CampaignIntent,
  account: AccountModel,
  params: SpPlanParameters,
): void {
  c.intent = intent;
  if (intent === 'defensive') c.builder.note(intentNotes.defensiveHeld(c.campaign.name));
  if (intent !== 'catchAll') return;
  c.raiseCap = catchAllCap(c.campaign, account, params);
  c.builder.note(
    c.raiseCap > 0
      ? intentNotes.catchAllCapped(c.campaign.name, formatMoney(params.marketplace, c.raiseCap))
      : intentNotes.catchAllNoRaise(c.campaign.name),
  );
}

/**
 * The bid decision as the intent allows it: a defensive campaign keeps a bid the cost rules would lower or
 * pause; a catch-all's raise stops at its cap (kept when the cap is not above today's bid).
 */
export function decisionForIntent(c: CampaignOptimisation, d: BidDecision): BidDecision {
  const keep = (ruleId: string): BidDecision => ({ ...d, action: 'keep', bidAfter: d.bidBefore, ruleId });
  if (c.intent === 'defensive' && (d.action === 'decrease' || d.action === 'pause'))
    return keep(INTENT_RULES.defensiveHold);
  if (c.intent !== 'catchAll' || d.action !== 'increase') return d;
  const cap = c.raiseCap ?? 0;
  if (cap <= d.bidBefore) return keep(INTENT_RULES.catchAllCap);
  return d.bidAfter > cap ? { ...d, bidAfter: cap, figures: { ...d.figures, bidCap: cap } } : d;
}

/** Appends the campaign's intent to the explanation of every row of the campaign added since `first`. */
export function tagIntentRows(
  builder: PlanBuilder,
  first: number,
  campaign: SpCampaign,
  intent: CampaignIntent,
  overrides: CampaignIntentOverrides | undefined,
): void {
  const overridden = intentIsOverridden(campaign, overrides);
  if (intent === 'standard' && !overridden) return;
  const text = intentExplanation(intent, !overridden);
  for (const planRow of builder.rows.slice(first)) {
    if (planRow.row.campaignId !== campaign.id || planRow.explanation.reason.en.includes(text.en)) continue;
    const reason = planRow.explanation.reason;
    planRow.explanation.reason = { zh: `${reason.zh}（${text.zh}）`, en: `${reason.en} (${text.en})` };
  }
}
