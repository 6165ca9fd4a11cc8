// Display names of the campaign kinds the flows work on, for product errors.
import type { LocalizedText } from '../../model/units';

/** Campaign kinds by flow family. */
export const CAMPAIGN_KINDS = {
  keyword: { zh: '关键词投放', en: 'keyword-targeting' },
  asin: { zh: 'ASIN 投放', en: 'ASIN-targeting' },
  auto: { zh: '自动投放', en: 'automatic-targeting' },
} as const satisfies Record<string, LocalizedText>;
