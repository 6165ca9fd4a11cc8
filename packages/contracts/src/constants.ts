// Business constants and limits of spec §9 (and the numeric limits of the §5 tool forms), in one place so
// the web, the server and the docs never disagree. Names carry their unit.
import type { Language } from './i18n/messages';

const MEBIBYTE = 1024 * 1024;

// ---- Calls and client behaviour ----

/** Default timeout of an API call, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** How many times the client retries a call that got no response. */
export const REQUEST_RETRY_COUNT = 4;

/** Pause between two retries of a call, in milliseconds. */
export const REQUEST_RETRY_DELAY_MS = 1_000;

/** Timeout of the long calls (ASIN price lookup, product-targeting plan generation), in milliseconds. */
export const LONG_REQUEST_TIMEOUT_MS = 100_000;

/** How long a toast message stays on screen, in milliseconds. */
export const MESSAGE_DURATION_MS = 10_000;

/** How long a notification stays on screen, in seconds. */
export const NOTICE_DURATION_SECONDS = 60;

/** How long the web waits for a lazily loaded page chunk before showing an error, in milliseconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Idle time after which the console logs the user out, in minutes; spec §9 gives 60 without a unit and
 * minutes is the only reading under which an idle logout is usable.
 */
export const IDLE_LOGOUT_MINUTES = 60;

/** Most bytes the web keeps in the browser's local storage (30 MiB). */
export const LOCAL_STORAGE_LIMIT_BYTES = 30 * MEBIBYTE;

/** Language used when the user or the browser states no preference. */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Version of the product shown in the console and the API. */
export const APP_VERSION = '1.0.0';

// ---- Packages and payment ----

/** Identifier of a prepaid usage package. */
export type UsagePackageId = 'basic' | 'standard' | 'pro';

/** A prepaid package: plan generations it buys, its price in whole yuan (CNY) and how many days it stays valid. */
export interface UsagePackage {
  id: UsagePackageId;
  uses: number;
  priceCny: number;
  /** Billing period the price is quoted for. */
  billingPeriod: 'month' | 'year';
  validityDays: number;
}

/** The three prepaid packages of spec §9, cheapest first. */
export const USAGE_PACKAGES: Readonly<Record<UsagePackageId, UsagePackage>> = {
  basic: { id: 'basic', uses: 10, priceCny: 699, billingPeriod: 'month', validityDays: 30 },
  standard: { id: 'standard', uses: 30, priceCny: 1999, billingPeriod: 'month', validityDays: 30 },
  pro: { id: 'pro', uses: 360, priceCny: 19999, billingPeriod: 'year', validityDays: 365 },
};

/** Package identifiers in display order, cheapest first. */
export const USAGE_PACKAGE_IDS: readonly UsagePackageId[] = ['basic', 'standard', 'pro'];

/** Identifier of an offering sold beside the packages. */
export type OfferingId = 'accompaniedCoaching' | 'onlineCourse' | 'courseWithCoaching';

/** A one-off offering: price in whole yuan (CNY), bonus plan generations, and its duration in days when it has one. */
export interface Offering {
  id: OfferingId;
  priceCny: number;
  extraUses: number;
  /** What the price is counted per: one SKU coached, or the whole offering. */
  pricedPer: 'sku' | 'offering';
  durationDays: number | null;
}

/** Coaching and course offerings of spec §9. */
export const OFFERINGS: Readonly<Record<OfferingId, Offering>> = {
  accompaniedCoaching: {
    id: 'accompaniedCoaching',
    priceCny: 3999,
    extraUses: 10,
    pricedPer: 'sku',
    durationDays: 45,
  },
  onlineCourse: {
    id: 'onlineCourse',
    priceCny: 2999,
    extraUses: 10,
    pricedPer: 'offering',
    durationDays: null,
  },
  courseWithCoaching: {
    id: 'courseWithCoaching',
    priceCny: 6699,
    extraUses: 20,
    pricedPer: 'offering',
    durationDays: null,
  },
};

/**
 * Terms of the hosted ad service: a share of ad sales (ratio 0-1) with a minimum term, a prepayment and a
 * monthly minimum in yuan, and a minimum daily budget in US dollars per managed SKU; one spec text says
 * 5000 a month, the pricing table says 8000, and the higher figure is kept so no quote undercuts it.
 */
export const HOSTED_AD_SERVICE = {
  adSalesShare: 0.03,
  minimumMonths: 3,
  prepaymentCny: 20_000,
  minimumMonthlyFeeCny: 8_000,
  minimumDailyBudgetUsdPerSku: 50,
} as const;

/** How a user pays for an order. */
export type PaymentMethod = 'online' | 'bankTransfer';

/** Payment methods in display order. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['online', 'bankTransfer'];

/** When a recharge reaches the balance: normally at once, otherwise within 5-10 minutes. */
export const RECHARGE_ARRIVAL_MINUTES = { usual: 0, delayedMin: 5, delayedMax: 10 } as const;

/** Minutes an order may stay unpaid before it expires. */
export const UNPAID_ORDER_EXPIRY_MINUTES = 5;

/** Working days an e-invoice takes to be issued. */
export const INVOICE_ISSUE_WORKING_DAYS = { min: 3, max: 7 } as const;

// ---- Plans, schedules and uploads ----

/** Days a generated plan, its download and its schedule strategy are kept. */
export const PLAN_HISTORY_RETENTION_DAYS = 30;

/** Days a local schedule-cache entry is kept after it expires before it is removed. */
export const SCHEDULE_CACHE_GRACE_DAYS = 7;

/** Numbers of schedule-bidding periods a generated bulk sheet may use. */
export const SCHEDULE_PERIODS_PER_BULK_SHEET: readonly number[] = [3, 4];

/** Service-level target: 99% of plans are generated within this many seconds. */
export const PLAN_GENERATION_P99_SECONDS = 40;

/** Largest bulk sheet accepted, in bytes (10 MiB). */
export const BULK_SHEET_MAX_BYTES = 10 * MEBIBYTE;

/** A tool takes exactly one bulk sheet. */
export const BULK_SHEET_MAX_FILES = 1;

/** File extensions (lower case, no dot) accepted for bulk sheets. */
export const BULK_SHEET_EXTENSIONS: readonly string[] = ['xls', 'xlsx'];

/** Most CSV report files (hourly or search-term reports) one tool run accepts. */
export const CSV_REPORT_MAX_FILES = 10;

/** File extensions (lower case, no dot) accepted for reports. */
export const CSV_REPORT_EXTENSIONS: readonly string[] = ['csv'];

/**
 * Dates an hourly campaign report may cover, counted in days before today (from 17 days ago to 3 days ago),
 * and the most days one download may span.
 */
export const HOURLY_REPORT_WINDOW = {
  earliestDaysAgo: 17,
  latestDaysAgo: 3,
  maxDaysPerDownload: 14,
} as const;

/** Date range a bulk sheet should be downloaded with: 60 days, leaving out the most recent 3 (still settling). */
export const BULK_SHEET_DATE_RANGE = { days: 60, excludedRecentDays: 3 } as const;

/** Above this many clicks the console suggests the optimisation flow instead of cold start. */
export const OPTIMISATION_HINT_CLICKS = 1000;

/** The recommended budget is at least this multiple of the planned daily spend. */
export const BUDGET_ADVICE_MULTIPLE = 3;

// ---- Marketplaces ----

/** A marketplace the tools serve. */
export type Marketplace = 'US' | 'UK' | 'CA' | 'JP';

/** Every marketplace the upload-based tools serve, in display order. */
export const MARKETPLACES: readonly Marketplace[] = ['US', 'UK', 'CA', 'JP'];

/** Marketplaces where a shop can be authorised (authorised tools, diagnostics). */
export const AUTHORISABLE_MARKETPLACES: readonly Marketplace[] = ['US', 'CA'];

/** Currency symbol shown beside amounts of each marketplace. */
export const CURRENCY_SYMBOLS: Readonly<Record<Marketplace, string>> = {
  US: '$',
  UK: '£',
  CA: 'C$',
  JP: '￥',
};

// ---- Form limits (spec §5 and §9) ----

/** Shortest password accepted, in characters. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Longest password accepted, in characters; the original check stopped at 19 while its message promised 20,
 * and the promise is what users read, so 20 it is.
 */
export const PASSWORD_MAX_LENGTH = 20;

/** Lowest valid network port. */
export const PORT_MIN = 0;

/** Highest valid network port. */
export const PORT_MAX = 65_535;

/** Most decimal places an amount of money may have. */
export const AMOUNT_MAX_DECIMALS = 2;

/** Largest daily budget a tool form accepts, in the marketplace currency (it must also be above 0). */
export const DAILY_BUDGET_MAX = 100_000_000;

/** Daily budgets below these amounts (marketplace currency) get a low-budget warning; only the US has one. */
export const LOW_DAILY_BUDGET_WARNING: Readonly<Partial<Record<Marketplace, number>>> = { US: 50 };

/** Highest organic conversion rate accepted, as a ratio 0-1 (50%); it must also be above 0. */
export const ORGANIC_CONVERSION_RATE_MAX = 0.5;

/** Months of history the organic conversion rate should be measured over. */
export const ORGANIC_CONVERSION_RATE_LOOKBACK_MONTHS = 2;

/** Largest target cost per sale (CPS) accepted, in the marketplace currency; it must also be above 0. */
export const TARGET_CPS_MAX = 100_000;

/** Longest SKU accepted, in characters. */
export const SKU_MAX_LENGTH = 40;

/** Longest main search term accepted, in characters. */
export const MAIN_SEARCH_TERM_MAX_LENGTH = 100;

// ---- Service hours ----

/** A span of local clock time, `HH:mm`, start included and end excluded. */
export interface ClockSpan {
  start: string;
  end: string;
}

/** When customer service answers: Monday to Friday (ISO weekdays 1-5), 08:30-12:00 and 13:30-18:00, GMT+8. */
export const SERVICE_HOURS: {
  readonly timeZone: 'Asia/Shanghai';
  readonly utcOffsetMinutes: number;
  readonly isoWeekdays: readonly number[];
  readonly spans: readonly ClockSpan[];
} = {
  timeZone: 'Asia/Shanghai',
  utcOffsetMinutes: 8 * 60,
  isoWeekdays: [1, 2, 3, 4, 5],
  spans: [
    { start: '08:30', end: '12:00' },
    { start: '13:30', end: '18:00' },
  ],
};

function minutesOfDay(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** True when `date` falls inside the service hours in Asia/Shanghai time; public holidays are not known here. */
export function isWithinServiceHours(date: Date): boolean {
  const time = date.getTime();
  if (Number.isNaN(time)) return false;
  // China has had no daylight saving since 1991, so a fixed offset is exact and does not depend on the
  // time-zone data of the runtime (browsers and slim Node builds differ there).
  const local = new Date(time + SERVICE_HOURS.utcOffsetMinutes * 60_000);
  const isoWeekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  if (!SERVICE_HOURS.isoWeekdays.includes(isoWeekday)) return false;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return SERVICE_HOURS.spans.some(
    (span) => minute >= minutesOfDay(span.start) && minute < minutesOfDay(span.end),
  );
}
