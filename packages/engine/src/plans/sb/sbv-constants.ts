// Constants of the Sponsored Brands video flows, each with its source; docs/algorithms.md Part B
// explains them. Bid math, smoothing and step limits are Sponsored Products' (PLANNING_CONSTANTS).
import type { MatchType } from '../../model/account';
import type { Percent } from '../../model/units';

/** Constants of the SBV rules. */
export const SBV_CONSTANTS = {
  /** Keywords a new SB campaign may be created with (reference §1.3.1, §2.2 [TOOL]). */
  maxCreateKeywords: 100,
  /** Match types each main search term is created in: exact pays for the term, broad finds new ones to harvest. */
  coldStartMatchTypes: ['exact', 'broad'] satisfies MatchType[],
  /** Negative phrase keywords take at most 4 words; longer irrelevant terms become negative exact (§2.2). */
  maxNegativePhraseWords: 4,
  /** ASINs a brand video ad shows (reference §1.3.1). */
  maxCreativeAsins: 3,
  /** Headline length (reference §2.2 [TOOL]: 50 characters, 35 in JP). */
  maxHeadlineLength: 50,
  maxHeadlineLengthJp: 35,
  /** Brand name length (reference §2.2 [TOOL]). */
  maxBrandNameLength: 30,
  /** SB placement percentages Amazon accepts (reference §2.1: may be negative; legacy -99 %..). */
  minPlacementPercent: -99 as Percent,
  maxPlacementPercent: 900 as Percent,
  /** Lowest placement adjustment the optimisation writes: a placement keeps a tenth of its bid. */
  optimisationMinPlacementPercent: -90 as Percent,
} as const;
