// "Too early to judge" instead of a verdict: a campaign the tool created less than a week ago (orders are
// still being attributed), or one with fewer clicks than the data gate over the whole window. Such
// campaigns get this finding only; the other rules skip them (run-rules.ts asks here first).
import { calendarDayIn, daysBetween, marketplaceInfo, type Marketplace } from '@adplan/contracts';
import type { CampaignFacts, Finding } from '../diagnostic-data';
import { DIAGNOSTIC_CONSTANTS as C } from './diagnostic-constants';
import { campaignFinding, type RuleInput } from './rule-input';

/**
 * Days since the campaign began to serve: its start date, or the tool's creation when later. Both are
 * marketplace calendar days like `today` (a UTC date would run a day ahead every Los Angeles evening and
 * give -1), and a start still ahead counts as 0 days.
 */
export function daysLive(campaign: CampaignFacts, today: string, marketplace: Marketplace): number | null {
  const { timeZone } = marketplaceInfo(marketplace);
  const created = campaign.origin === 'created' ? calendarDayIn(campaign.appliedAt, timeZone) : null;
  const starts = [campaign.startDate, created].filter((day): day is string => day !== null).sort();
  const start = starts.at(-1);
  return start === undefined ? null : Math.max(0, daysBetween(start, today));
}

/** The "too early" finding of one campaign, or undefined when it can be judged. */
export function tooEarlyFinding(input: RuleInput, campaign: CampaignFacts): Finding | undefined {
  const live = daysLive(campaign, input.data.today, input.marketplace);
  const clicks = input.stats.get(campaign.campaignId)?.clicks ?? 0;
  if (live !== null && live < C.freshCampaignDays) {
    return campaignFinding(campaign, {
      ruleId: 'DIAG-TOO-EARLY-FRESH',
      kind: 'too_early',
      severity: 'info',
      figures: [
        { name: 'days_live', value: live },
        { name: 'clicks', value: clicks },
      ],
      reason: {
        zh: `活动投放仅 ${live} 天（少于 ${C.freshCampaignDays} 天），订单归因尚未完成，现在判断会误判`,
        en: `The campaign has served for only ${live} days (under ${C.freshCampaignDays}); orders are still being attributed, so a verdict now would be wrong.`,
      },
      action: {
        zh: `暂不调整，投放满 ${C.freshCampaignDays} 天后再诊断`,
        en: `Leave it as it is and diagnose again once it has served ${C.freshCampaignDays} days.`,
      },
    });
  }
  if (clicks < C.campaignClickGate) {
    return campaignFinding(campaign, {
      ruleId: 'DIAG-TOO-EARLY-THIN',
      kind: 'too_early',
      severity: 'info',
      figures: [
        { name: 'clicks', value: clicks },
        { name: 'click_gate', value: C.campaignClickGate },
      ],
      reason: {
        zh: `诊断期内只有 ${clicks} 次点击，少于判断所需的 ${C.campaignClickGate} 次，数据太少无法下结论`,
        en: `The window holds only ${clicks} clicks, fewer than the ${C.campaignClickGate} needed to judge; there is too little data for a verdict.`,
      },
      action: {
        zh: '暂不调整；若长期没有曝光和点击，请检查活动状态、预算和出价',
        en: 'Leave it for now; if it keeps getting no impressions or clicks, check its state, budget and bids.',
      },
    });
  }
  return undefined;
}
