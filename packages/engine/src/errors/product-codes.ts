// The spec §8 product codes by name, so code reads `PRODUCT_CODE.parameterMissing` instead of 20007. The
// numbers travel in answers' `code`; contracts' error catalogue holds the seller-facing sentences.

/** Product codes of spec §8 that the engine raises, by meaning. */
export const PRODUCT_CODE = {
  fileUnreadable: 10001,
  sheetMissing: 10003,
  noSearchTermsForCampaign: 10005,
  searchTermReportMissing: 10006,
  spAdsUnreadable: 10007,
  sbAdsUnreadable: 10008,
  adGroupWithoutKeywords: 10011,
  wrongDataType: 10012,
  keywordWithSeveralStates: 10013,
  biddingAdjustmentInvalid: 10014,
  noValidAds: 10016,
  campaignWithoutHourlyData: 10017,
  hourlyReportInvalid: 10019,
  noProductTargetingForColdStart: 10020,
  noManualProductTargetingInAdGroup: 10021,
  campaignUnreadable: 10027,
  noCampaignForAsin: 10028,
  onlyInactiveCampaignsForAsin: 10029,
  onlyIneligibleAdsForAsin: 10030,
  parameterInvalid: 20001,
  campaignNameIncorrect: 20006,
  parameterMissing: 20007,
  skuUnavailable: 20008,
  /** An error inside the engine (a plan breaking its own validator, an unexpected exception): spec §8 50019. */
  engineBug: 50019,
} as const;

/** A product code the engine raises. */
export type EngineProductCode = (typeof PRODUCT_CODE)[keyof typeof PRODUCT_CODE];
