// A schedule's evidence in the answers' snake_case form (issue 20). It holds numbers only, so it is stored
// as it is presented and needs no translation when read again.
import type { ScheduleEvidenceData, ScheduleEvidenceVerdictData } from '@adplan/contracts';
import type { ScheduleEvidence, ScheduleEvidenceVerdict } from '@adplan/engine';

const VERDICTS: Record<ScheduleEvidenceVerdict, ScheduleEvidenceVerdictData> = {
  produced: 'produced',
  withinNoise: 'within_noise',
  thinEvidence: 'thin_evidence',
  noChange: 'no_change',
};

/** The engine's evidence of one campaign's schedule as `/…_plan` and `/period_log` answers carry it. */
export function presentScheduleEvidence(evidence: ScheduleEvidence): ScheduleEvidenceData {
  return {
    verdict: VERDICTS[evidence.verdict],
    days: evidence.days,
    draws: evidence.draws,
    minimum_per_hour: evidence.minimumPerHour,
    hours: evidence.hours.map((cell) => ({
      hour: cell.hour,
      clicks: cell.clicks,
      orders: cell.orders,
      spend: cell.spend,
      sales: cell.sales,
      active_days: cell.activeDays,
      measured: cell.measured,
    })),
    periods: evidence.periods.map((period) => ({
      name: period.name,
      start: period.start,
      end: period.end,
      bid_adjustment: period.bidAdjustment,
      hours: period.hours,
      measured_hours: period.measuredHours,
      spend_saved: period.spendSaved,
      sales_change: period.salesChange,
      orders_change: period.ordersChange,
    })),
    totals: evidence.totals,
    spend_saved: evidence.spendSaved,
    sales_change: evidence.salesChange,
    gain_at_equal_spend: evidence.gainAtEqualSpend,
    selection_optimism: evidence.selectionOptimism,
  };
}
