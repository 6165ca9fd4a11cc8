// Public surface of schedule bidding: the flow, the per-period plans the CLI and the server write as one
// workbook each, and the pure rule builder with its constants.
export {
  scheduleFlow,
  checkScheduleParameters,
  periodPlansFromInputs,
  type ScheduleParameters,
} from './schedule-flow';
export {
  buildPeriodPlans,
  scheduledBid,
  periodAt,
  type PeriodPlan,
  type PeriodPlanOptions,
  type PeriodPlanSet,
} from './schedule-period-plans';
export { consoleRaisePercent, consoleSetupOf } from './schedule-console-rules';
export { buildScheduleRule, type ScheduleRuleInput, type ScheduleRuleResult } from './schedule-rule';
export { SCHEDULE_CONSTANTS, SCHEDULE_PERIOD_WINDOWS } from './schedule-constants';
