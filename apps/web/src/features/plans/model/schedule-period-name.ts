import type { SCHEDULE_PERIOD_NAMES } from '@adplan/contracts';

/** A named period of a schedule rule (spec §3). */
export type SchedulePeriodName = (typeof SCHEDULE_PERIOD_NAMES)[number];
