// Packages, offerings, payment and invoice constants of spec §9: what a seller can buy and the timings
// of paying for it.

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

/**
 * How an order is paid, as the API names it (`pay_method` of POST /charge). `alipay` and `wechat` are the
 * two providers of the spec's "online payment"; `bank_transfer` is its "bank transfer" (see
 * `paymentMethodOf`).
 */
export type PayMethod = 'alipay' | 'wechat' | 'bank_transfer';

/** Pay methods in display order: the online providers first. */
export const PAY_METHODS: readonly PayMethod[] = ['alipay', 'wechat', 'bank_transfer'];

/** The spec's payment method (online or bank transfer) a pay method belongs to. */
export function paymentMethodOf(payMethod: PayMethod): PaymentMethod {
  return payMethod === 'bank_transfer' ? 'bankTransfer' : 'online';
}

/** What a seller can order: a package or an offering. */
export type PurchasableId = UsagePackageId | OfferingId;

/** Every purchasable identifier: packages first, then offerings. */
export const PURCHASABLE_IDS: readonly PurchasableId[] = [
  'basic',
  'standard',
  'pro',
  'accompaniedCoaching',
  'onlineCourse',
  'courseWithCoaching',
];

/**
 * Days the extra uses of an offering without its own duration stay valid (the courses): as long as the
 * basic package, so bonus uses can be spent like the uses of a package.
 */
export const OFFERING_DEFAULT_VALID_DAYS = 30;

/** What one order of `id` costs and credits: price in fen (1/100 yuan), uses, and days of validity. */
export interface PurchaseTerms {
  id: PurchasableId;
  priceFen: number;
  uses: number;
  validDays: number;
}

/** Price, uses and validity of a purchasable item (spec §9). */
export function purchaseTerms(id: PurchasableId): PurchaseTerms {
  if (id === 'basic' || id === 'standard' || id === 'pro') {
    const item = USAGE_PACKAGES[id];
    return { id, priceFen: item.priceCny * 100, uses: item.uses, validDays: item.validityDays };
  }
  const offering = OFFERINGS[id];
  return {
    id,
    priceFen: offering.priceCny * 100,
    uses: offering.extraUses,
    validDays: offering.durationDays ?? OFFERING_DEFAULT_VALID_DAYS,
  };
}

/** An amount in fen as the API writes it: yuan with two decimals (`69900` -> `699.00`). */
export function formatFen(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** Fen of an amount text with at most two decimals (`699`, `699.0`, `699.00`), or null when it is not one. */
export function parseAmountToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Life of an order: waiting for payment, paid (credited), expired unpaid, or refunded (a late payment). */
export type OrderStatus = 'pending' | 'paid' | 'expired' | 'refunded';

/** Invoice state of an order: none asked, requested (being issued), issued. */
export type InvoiceStatus = 'none' | 'requested' | 'issued';

/** The only title type the console issues to (spec §3). */
export const INVOICE_TITLE_TYPES = ['company'] as const;

/** Invoice types; the ordinary e-invoice is the default (spec §3). */
export const INVOICE_TYPES = ['ordinary_e_invoice', 'special_e_invoice'] as const;
