// The marketplace as a model value: plans, accounts and reports name the one they belong to. Amazon's
// facts about each marketplace (limits, currencies, time zones) are in amazon/marketplaces.ts.

/** The marketplaces AdPlan serves. */
export type Marketplace = 'US' | 'UK' | 'CA' | 'JP';
