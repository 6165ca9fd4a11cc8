// A schedule is produced only when its evidence holds (docs/algorithms.md B4.9): otherwise every period goes
// back to 0 % with the figures as its reason, so no period workbook is written and no use is consumed.
import type { Marketplace } from '@adplan/contracts';
import type { ScheduleEvidence } from '../../model/schedule-evidence';
import type { ScheduleRule } from '../../model/schedule';
import type { LocalizedText } from '../../model/units';
import type { PeriodAdjustment } from './schedule-adjustments';
import { scheduleEvidence, type ChoosePeriods } from './schedule-evidence';
import { SCHEDULE_EVIDENCE_CONSTANTS as C } from './schedule-evidence-constants';
import { scheduleEvidenceMessages } from './schedule-evidence-messages';
import type { ScheduleWindow } from './schedule-window';

/** The refusal sentence of evidence that does not hold, or undefined when the schedule stands. */
function refusalReason(evidence: ScheduleEvidence, marketplace: Marketplace): LocalizedText | undefined {
  if (evidence.verdict === 'withinNoise')
    return scheduleEvidenceMessages.withinNoise(marketplace, evidence.days, evidence.gainAtEqualSpend);
  if (evidence.verdict === 'thinEvidence')
    return scheduleEvidenceMessages.thinEvidence(C.minHourCellClicks, C.minHourCellDays);
  return undefined;
}

/**
 * The chosen periods with their evidence: unchanged when the schedule is produced, every adjustment back to
 * 0 % (verdict `withinNoise`, the refusal as reason, figures kept) when it is not. `choose` are the rules
 * that chose `periods`, repeated on each bootstrap draw to measure the optimism of that choice.
 */
export function gateByEvidence(
  periods: readonly PeriodAdjustment[],
  window: ScheduleWindow,
  marketplace: Marketplace,
  choose: ChoosePeriods,
): { periods: PeriodAdjustment[]; evidence: ScheduleEvidence } {
  const evidence = scheduleEvidence(window, periods, choose);
  const reason = refusalReason(evidence, marketplace);
  if (!reason) return { periods: [...periods], evidence };
  return {
    periods: periods.map((period) => ({ ...period, bidAdjustment: 0, verdict: 'withinNoise', reason })),
    evidence,
  };
}

/** The plan's note on a campaign whose schedule the evidence refused (none for a produced schedule). */
export function evidenceNotes(rule: ScheduleRule, marketplace: Marketplace): LocalizedText[] {
  if (!rule.evidence) return [];
  const reason = refusalReason(rule.evidence, marketplace);
  return reason ? [scheduleEvidenceMessages.refusedNote(rule.campaignName, reason)] : [];
}
