// Constants of schedule bidding on linked shops (issue 14): Amazon's bid limits the executor clamps to,
// how long rules and their history are kept, and how the executor retries Amazon.

/** The time zone every US and CA advertising profile schedules in (Ads API reference §1.7). */
export const SHOP_SCHEDULE_TIME_ZONE = 'America/Los_Angeles';

/** Rules and their execution history are kept 30 days (spec §4, §9). */
export const SHOP_SCHEDULE_RETENTION_DAYS = 30;

/** Sponsored Products keyword/target/default bid limits, US and CA (reference §3.8). */
export const SP_BID_LIMITS = { min: 0.02, max: 1000 } as const;

/** Sponsored Brands video CPC limits by marketplace (reference §3.8): the tool's SB campaigns are video. */
export const SB_VIDEO_BID_LIMITS = {
  US: { min: 0.25, max: 49 },
  CA: { min: 0.15, max: 49 },
} as const;

/** Lowest and highest bid adjustment a period may carry, in percent (-90 % keeps a bid above zero). */
export const SCHEDULE_ADJUSTMENT_RANGE = { min: -90, max: 900 } as const;

/** Attempts of one execution against Amazon before it ends as 50014 (the first one included). */
export const SCHEDULE_EXECUTION_MAX_ATTEMPTS = 5;

/** How many upcoming execution instants a rule's detail lists. */
export const SCHEDULE_NEXT_INSTANTS = 6;

/** How many campaigns one rule creation may schedule at once. */
export const SCHEDULE_MAX_CAMPAIGNS_PER_CALL = 20;
