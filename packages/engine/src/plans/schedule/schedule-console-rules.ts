// The one-time schedule set-up for sellers without a linked shop (docs/algorithms.md Part B, "console
// rules"): Amazon's schedule-based bid rules can only RAISE bids, for whole hours, at most 20 per campaign.
// So the base bids are lowered once, through the bulk file, to the lowest period's level, and one rule per
// other period raises them back to that period's level: base x (1 + low) x (1 + raise) = base x (1 + adj).
// Nothing has to be uploaded at 04:00 Beijing time every day.
import { parseClockTime, type Marketplace } from '@adplan/contracts';
import type { AccountModel } from '../../model/account';
import type { PlanRow } from '../../model/plan';
import type { ConsoleBidRule, ConsoleScheduleSetup, ScheduleRule } from '../../model/schedule';
import type { LocalizedText, Percent } from '../../model/units';
import { explain } from '../shared/explain';
import { SCHEDULE_CONSTANTS } from './schedule-constants';
import { scheduleMessages } from './schedule-messages';
import { bidRow, scheduledBid, targetsOfRules, type PeriodPlanOptions } from './schedule-period-plans';

/** Rule identifier of the one-time base-bid rows (docs/algorithms.md Part B). */
export const SCHEDULE_BASE_BID_RULE = 'SCHEDULE-CONSOLE-BASE-BID';

const hour = (minute: number): string => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:00`;

/** `HH:mm` rounded down (start) or up (end) to a whole hour, as the console rules take. */
function wholeHour(time: string, direction: 'down' | 'up'): string {
  const minute = parseClockTime(time) ?? 0;
  const rounded = direction === 'down' ? Math.floor(minute / 60) * 60 : Math.ceil(minute / 60) * 60;
  return hour(rounded);
}

/** The raise (whole percent) that takes a bid lowered by `low` % to the period's `adjustment` %. */
export function consoleRaisePercent(low: Percent, adjustment: Percent): Percent {
  return Math.round(((1 + adjustment / 100) / (1 + low / 100) - 1) * 100);
}

/** The console set-up of one campaign's rule: the lowest adjustment as base, a raise rule per higher period. */
export function consoleSetupOf(rule: ScheduleRule): ConsoleScheduleSetup {
  const low = Math.min(0, ...rule.periods.map((p) => p.bidAdjustment));
  const rules: ConsoleBidRule[] = rule.periods
    .map((period) => ({
      period: period.name,
      start: wholeHour(period.start, 'down'),
      end: wholeHour(period.end, 'up'),
      startBeijing: wholeHour(period.startBeijing, 'down'),
      endBeijing: wholeHour(period.endBeijing, 'up'),
      raisePercent: consoleRaisePercent(low, period.bidAdjustment),
    }))
    .filter((item) => item.raisePercent > 0)
    .slice(0, SCHEDULE_CONSTANTS.maxConsoleRulesPerCampaign);
  return { campaignName: rule.campaignName, baseAdjustment: low, rules };
}

/** The rows that lower each scheduled campaign's enabled bids once to its lowest period, with the set-ups. */
export function buildConsoleSetup(
  rules: readonly ScheduleRule[],
  account: AccountModel | undefined,
  marketplace: Marketplace,
  options: PeriodPlanOptions,
  warnings: LocalizedText[],
): { rows: PlanRow[]; setups: ConsoleScheduleSetup[] } {
  const changing = rules.filter((rule) => rule.periods.some((p) => p.bidAdjustment !== 0));
  const setups = changing.map(consoleSetupOf);
  const lowering = changing.filter((_rule, index) => (setups[index]?.baseAdjustment ?? 0) < 0);
  if (lowering.length === 0 || !account) return { rows: [], setups };
  const targets = targetsOfRules(lowering, account, marketplace, options, warnings);
  const rows: PlanRow[] = [];
  for (const [rule, list] of targets) {
    const low = consoleSetupOf(rule).baseAdjustment;
    for (const target of list) {
      const bid = scheduledBid(marketplace, target.baseBid, low, target.range);
      if (bid === target.baseBid) continue;
      rows.push({
        row: bidRow(target, bid),
        change: { type: 'bidDecrease', bidBefore: target.baseBid, bidAfter: bid },
        explanation: explain(SCHEDULE_BASE_BID_RULE, scheduleMessages.consoleBaseBid(low), {
          campaign: target.campaignName,
          adGroup: target.adGroupName,
          target: target.figureText,
          baseBid: target.baseBid,
          lowestPeriodPercent: low,
        }),
      });
    }
  }
  return { rows, setups };
}
