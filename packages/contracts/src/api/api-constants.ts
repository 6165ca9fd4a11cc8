// How the web client makes calls (spec §7): time-outs and retries. Per-call exceptions are written in the
// call tables (`timeoutMs`, `retrySafe`); these are the defaults.

/** Default timeout of an API call, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** How many times the client retries a call that got no response. */
export const REQUEST_RETRY_COUNT = 4;

/** Pause between two retries of a call, in milliseconds. */
export const REQUEST_RETRY_DELAY_MS = 1_000;

/** Timeout of the long calls (ASIN price lookup, product-targeting plan generation), in milliseconds. */
export const LONG_REQUEST_TIMEOUT_MS = 100_000;
