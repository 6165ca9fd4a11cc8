// Amazon's error report names a second Create or Update row for an entity already in the file ("duplicate
// ID"): two Campaign rows with one Campaign ID, two Ad Group rows with one Ad Group ID in a campaign, two
// rows with one Ad, Keyword or Product Targeting ID. Archive rows are left out (archiving twice is harmless
// and the placement rows of a campaign legitimately repeat its Campaign ID on other entities).
import type { BulkRow } from '../model/bulk-row';
import type { LocatedRow, ValidationContext } from './validation-context';
import type { Violation } from './violation';
import { violationAt } from './violation';

/** The identity of a row's own entity, or undefined for entities identified otherwise (placements). */
function identity(row: BulkRow): { key: string; column: string } | undefined {
  const scope = `${row.product}|${row.campaignId}`;
  switch (row.entity) {
    case 'campaign':
      return { key: `campaign|${scope}`, column: 'campaignId' };
    case 'adGroup':
      return { key: `adGroup|${scope}|${row.adGroupId ?? ''}`, column: 'adGroupId' };
    case 'productAd':
    case 'productCollectionAd':
    case 'videoAd':
    case 'brandVideoAd':
    case 'storeSpotlightAd':
      return row.adId ? { key: `ad|${row.product}|${row.adId}`, column: 'adId' } : undefined;
    case 'keyword':
    case 'negativeKeyword':
    case 'campaignNegativeKeyword':
      return row.keywordId
        ? { key: `keyword|${row.product}|${row.keywordId}`, column: 'keywordId' }
        : undefined;
    case 'productTargeting':
    case 'negativeProductTargeting':
      return row.productTargetingId
        ? { key: `target|${row.product}|${row.productTargetingId}`, column: 'productTargetingId' }
        : undefined;
    default:
      return undefined;
  }
}

/** A second Create or Update row for the same Campaign, Ad Group, Ad, Keyword or Product Targeting ID. */
export function duplicateIdRule(context: ValidationContext): Violation[] {
  const first = new Map<string, LocatedRow>();
  const violations: Violation[] = [];
  for (const located of context.rows) {
    if (located.row.operation === 'archive') continue;
    const id = identity(located.row);
    if (!id) continue;
    const earlier = first.get(id.key);
    if (!earlier) {
      first.set(id.key, located);
      continue;
    }
    violations.push(
      violationAt(located, id.column, 'duplicate-id', {
        zh: `此 ID 已在第 ${earlier.rowNumber} 行创建或更新过；同一实体在一个文件中只能出现一次。`,
        en: `This ID is already created or updated on row ${earlier.rowNumber}; an entity may appear only once per file.`,
      }),
    );
  }
  return violations;
}
