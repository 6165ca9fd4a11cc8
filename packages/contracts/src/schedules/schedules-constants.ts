// Constants of schedule bidding on linked shops (issue 14): how long rules and their history are kept,
// and how the executor retries Amazon. Bid limits and time zones are in marketplaces/marketplace-table.ts.

/** Rules and their execution history are kept 30 days (spec §4, §9). */
export const SHOP_SCHEDULE_RETENTION_DAYS = 30;

/** Lowest and highest bid adjustment a period may carry, in percent (-90 % keeps a bid above zero). */
export const SCHEDULE_ADJUSTMENT_RANGE = { min: -90, max: 900 } as const;

/** Attempts of one execution against Amazon before it ends as 50014 (the first one included). */
export const SCHEDULE_EXECUTION_MAX_ATTEMPTS = 5;

/** How many upcoming execution instants a rule's detail lists. */
export const SCHEDULE_NEXT_INSTANTS = 6;

/** How many campaigns one rule creation may schedule at once. */
export const SCHEDULE_MAX_CAMPAIGNS_PER_CALL = 20;
