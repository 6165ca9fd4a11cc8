// Budget capped early in the day. Daily reports have no hour, so "early" is inferred: a capped day (spend ≥
// 95 % of the budget) that shows far fewer impressions than a typical uncapped day of the same campaign
// stopped serving early; the share capped-day impressions / median uncapped-day impressions estimates how
// much of the day it served. Without enough uncapped days the share is unknown and the finding says so.
// The suggested budget is the plan engine's one budget rule (3 x the expected daily spend, one rounding) on
// the campaign's average daily spend, so a diagnosis and an optimisation plan of the campaign agree.
import { dailyBudgetAdvice } from '@adplan/engine';
import type { CampaignDay, Finding } from '../diagnostic-data';
import { money, ratio } from './campaign-stats';
import { DIAGNOSTIC_CONSTANTS as C } from './diagnostic-constants';
import { campaignFinding, moneyText, percentText, type RuleInput } from './rule-input';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function isCapped(day: CampaignDay, fallbackBudget: number | null): boolean {
  const budget = day.budget ?? fallbackBudget;
  return budget !== null && budget > 0 && day.spend >= C.budgetCappedSpendRatio * budget;
}

/** Estimated share of the day a capped campaign served, or null when no full day is known to compare. */
export function servedShare(capped: CampaignDay[], uncapped: CampaignDay[]): number | null {
  const fullDays = uncapped.filter((day) => day.impressions > 0);
  if (fullDays.length < C.budgetMinUncappedDays || capped.length === 0) return null;
  const typical = median(fullDays.map((day) => day.impressions));
  const cappedAverage = capped.reduce((sum, day) => sum + day.impressions, 0) / capped.length;
  return Math.min(1, cappedAverage / typical);
}

/** Campaigns that ran out of budget on several of the recent days. */
export function budgetCappedRule(input: RuleInput): Finding[] {
  const findings: Finding[] = [];
  for (const campaignId of input.judged) {
    const campaign = input.campaigns.get(campaignId);
    const stats = input.stats.get(campaignId);
    if (!campaign || !stats || !campaign.enabled) continue;
    const days = input.data.days
      .filter((day) => day.campaignId === campaignId)
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(-C.budgetRecentDays);
    const capped = days.filter((day) => isCapped(day, campaign.dailyBudget));
    if (capped.length < C.budgetMinCappedDays) continue;
    const uncapped = days.filter((day) => !isCapped(day, campaign.dailyBudget));
    const share = servedShare(capped, uncapped);
    const budget = capped.at(-1)?.budget ?? campaign.dailyBudget ?? 0;
    const averageSpend = capped.reduce((sum, day) => sum + day.spend, 0) / capped.length;
    const ownCps = stats.orders > 0 ? stats.spend / stats.orders : null;
    const poorReturn =
      ownCps === null ||
      (input.accountCps !== null && ownCps > C.budgetPoorReturnCpsRatio * input.accountCps);
    const early = share !== null && share < C.earlyCapServedShare;
    const averageDailySpend = days.reduce((sum, day) => sum + day.spend, 0) / days.length;
    const advice = dailyBudgetAdvice(input.marketplace, averageDailySpend, budget);
    const suggested = advice.recommendedDailyBudget;
    const raise = !poorReturn && advice.belowRecommendation;
    const figures: Finding['figures'] = [
      { name: 'daily_budget', value: money(budget) },
      { name: 'capped_days', value: capped.length },
      { name: 'judged_days', value: days.length },
      { name: 'average_spend_capped_days', value: money(averageSpend) },
      ...(share !== null ? [{ name: 'served_share' as const, value: ratio(share) }] : []),
      { name: 'average_daily_spend', value: advice.expectedDailySpend },
      ...(raise ? [{ name: 'suggested_budget' as const, value: suggested }] : []),
    ];
    const when = early
      ? {
          zh: `按曝光量估算，触顶日只投放了约 ${percentText(share ?? 0)} 的时段，预算在一天较早时就已用完`,
          en: `Judging by impressions, capped days served only about ${percentText(share ?? 0)} of a full day: the budget ran out early in the day.`,
        }
      : share === null
        ? {
            zh: '日报表不含小时数据，且没有足够的未触顶日可比较，无法估算预算在几点用完',
            en: 'Daily reports carry no hours and there are too few uncapped days to compare, so the hour the budget ran out cannot be estimated.',
          }
        : {
            zh: `按曝光量估算，触顶日投放了约 ${percentText(share ?? 0)} 的时段，预算在一天较晚时用完`,
            en: `Judging by impressions, capped days served about ${percentText(share ?? 0)} of a full day: the budget ran out late in the day.`,
          };
    findings.push(
      campaignFinding(campaign, {
        ruleId: 'DIAG-BUDGET-CAPPED',
        kind: 'budget_capped',
        severity: early ? 'high' : 'medium',
        figures,
        reason: {
          zh: `最近 ${days.length} 天中有 ${capped.length} 天花费达到日预算 ${moneyText(budget, input.currency)} 的 ${C.budgetCappedSpendRatio * 100}% 以上。${when.zh}`,
          en: `On ${capped.length} of the last ${days.length} days spend reached ${C.budgetCappedSpendRatio * 100}% or more of the ${moneyText(budget, input.currency)} daily budget. ${when.en}`,
        },
        action: poorReturn
          ? {
              zh: '该活动单次订单成本高于账户水平，不建议加预算；先按诊断中的出价和搜索词建议降低浪费，再考虑加预算',
              en: 'Its cost per sale is above the account level, so do not raise the budget; first cut waste with the bid and search-term findings, then reconsider.',
            }
          : raise
            ? {
                zh: `把日预算提高到 ${moneyText(suggested, input.currency)}（平均每日花费 ${moneyText(advice.expectedDailySpend, input.currency)} 的 3 倍，与优化方案的预算建议同一规则），或在预算用完的时段前降低出价（分时调价）`,
                en: `Raise the daily budget to ${moneyText(suggested, input.currency)} (3x the average daily spend of ${moneyText(advice.expectedDailySpend, input.currency)}, the same rule as the optimisation plan's budget advice), or lower bids in the hours before it runs out (schedule bidding).`,
              }
            : {
                zh: `日预算已达平均每日花费 ${moneyText(advice.expectedDailySpend, input.currency)} 的 3 倍（与优化方案的预算建议同一规则），触顶的是高峰日：用分时调价在高峰时段前降低出价，而不是加预算`,
                en: `The budget is already 3x the average daily spend of ${moneyText(advice.expectedDailySpend, input.currency)} (the same rule as the optimisation plan's budget advice): the capped days are peaks, so lower bids before the peak hours (schedule bidding) rather than raising the budget.`,
              },
      }),
    );
  }
  return findings;
}
