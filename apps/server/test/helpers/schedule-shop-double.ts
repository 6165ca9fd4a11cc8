// An in-memory double of one linked shop for the schedule tests and bench: ShopAccess over a single
// profile whose AdsProfileApi keeps SP/SB campaigns, ad groups, keywords and targets like Amazon does
// (string ids, partial per-item failures, 429s as AdsApiError), and counts the update calls.
import type {
  AdsEntityName,
  AdsListFilter,
  AdsProfileApi,
  EntityRecord,
  EntityUpdate,
  MultiStatusResult,
  UpdatableEntity,
  SbCampaignRecord,
  SbKeywordRecord,
  SbTargetRecord,
  SpAdGroupRecord,
  SpCampaignRecord,
  SpKeywordRecord,
  SpTargetRecord,
} from '../../src/amazon/ads-api';
import { AdsApiError, type AdsApiErrorKind } from '../../src/amazon/ads-api-errors';
import { entityDescription } from '../../src/amazon/entities/ads-entities';
import type { LinkedShop, ShopAccess } from '../../src/ports/shop-access';

/** The shop's entities, by kind. */
export interface ShopData {
  spCampaigns: SpCampaignRecord[];
  adGroups: SpAdGroupRecord[];
  keywords: SpKeywordRecord[];
  targets: SpTargetRecord[];
  sbCampaigns: SbCampaignRecord[];
  sbKeywords: SbKeywordRecord[];
  sbTargets: SbTargetRecord[];
}

/** A small account: one SP campaign (1 ad group, 2 keywords, 1 target) and one SB campaign (1 keyword). */
export function sampleShopData(): ShopData {
  return {
    spCampaigns: [
      {
        campaignId: '95980739749507',
        name: 'Cutting Board SP',
        targetingType: 'MANUAL',
        state: 'ENABLED',
        budget: { budgetType: 'DAILY', budget: 50 },
      },
    ],
    adGroups: [
      {
        adGroupId: '80908659241419',
        campaignId: '95980739749507',
        name: 'AG-1',
        state: 'ENABLED',
        defaultBid: 0.75,
      },
    ],
    keywords: [
      k('276830701500394', 1.0, 'ENABLED'),
      k('276830701500395', 0.5, 'PAUSED'),
      k('276830701500396', 2.0, 'ARCHIVED'),
    ],
    targets: [
      {
        targetId: '31667521455534',
        campaignId: '95980739749507',
        adGroupId: '80908659241419',
        expressionType: 'MANUAL',
        expression: [{ type: 'ASIN_SAME_AS', value: 'B07FKDZPZW' }],
        state: 'ENABLED',
        bid: 1.5,
      },
    ],
    sbCampaigns: [
      {
        campaignId: '144301055',
        name: 'Cutting Board SBV',
        state: 'ENABLED',
        budget: 30,
        budgetType: 'DAILY',
      },
    ],
    sbKeywords: [
      {
        keywordId: '195991635164411',
        campaignId: '144301055',
        adGroupId: '655123',
        keywordText: 'cutting board',
        matchType: 'broad',
        state: 'enabled',
        bid: 0.3,
      },
    ],
    sbTargets: [],
  };
}

function k(keywordId: string, bid: number, state: SpKeywordRecord['state']): SpKeywordRecord {
  return {
    keywordId,
    campaignId: '95980739749507',
    adGroupId: '80908659241419',
    keywordText: `kw ${keywordId}`,
    matchType: 'EXACT',
    state,
    bid,
  };
}

/** The in-memory Ads API of one profile, with call counters and failure injection. */
export class AdsProfileDouble {
  readonly profileId = '3627845729183245';
  updateCalls = 0;
  updatedItems = 0;
  listCalls = 0;
  private failures: Array<{ kind: AdsApiErrorKind; remaining: number }> = [];
  /** Bids Amazon refuses per item (id -> reason), like a 207 error entry. */
  readonly rejectIds = new Map<string, string>();

  constructor(readonly data: ShopData = sampleShopData()) {}

  /** The next `times` calls fail as a whole with `kind` (e.g. throttled = a 429 after the client's retries). */
  failNext(times: number, kind: AdsApiErrorKind = 'throttled'): void {
    this.failures.push({ kind, remaining: times });
  }

  private gate(): void {
    const failure = this.failures.find((f) => f.remaining > 0);
    if (!failure) return;
    failure.remaining -= 1;
    throw new AdsApiError(failure.kind, failure.kind === 'throttled' ? 'THROTTLED' : 'Service Error', {
      status: failure.kind === 'throttled' ? 429 : 500,
    });
  }

  /** The tables the schedule module reads and writes, by entity. */
  private tables(): Partial<Record<AdsEntityName, Array<Record<string, unknown>>>> {
    const data = this.data;
    return {
      'sp.campaigns': data.spCampaigns,
      'sp.adGroups': data.adGroups,
      'sp.keywords': data.keywords,
      'sp.targets': data.targets,
      'sb.campaigns': data.sbCampaigns,
      'sb.keywords': data.sbKeywords,
      'sb.targets': data.sbTargets,
    };
  }

  /** Sets the bids (`bid`, or an ad group's `defaultBid`) the items carry; other fields stay. */
  private update<T>(entity: UpdatableEntity, items: unknown[]): MultiStatusResult<T> {
    this.gate();
    this.updateCalls += 1;
    this.updatedItems += items.length;
    const idField = entityDescription(entity).idField;
    const records = this.tables()[entity] ?? [];
    const result: MultiStatusResult<T> = { success: [], error: [] };
    items.forEach((raw, index) => {
      const item = typeof raw === 'object' && raw !== null ? Object.fromEntries(Object.entries(raw)) : {};
      const id = String(item[idField]);
      const record = records.find((r) => r[idField] === id);
      const rejected = this.rejectIds.get(id);
      if (!record || rejected) {
        result.error.push({
          index,
          errors: [
            { errorType: record ? 'biddingError' : 'entityNotFoundError', message: rejected ?? 'not found' },
          ],
        });
        return;
      }
      for (const key of ['bid', 'defaultBid']) if (item[key] !== undefined) record[key] = item[key];
      result.success.push({ index, id });
    });
    return result;
  }

  private list<E extends AdsEntityName>(entity: E, filter: AdsListFilter = {}): Array<EntityRecord<E>> {
    this.gate();
    this.listCalls += 1;
    const schema = entityDescription(entity).schema;
    return (this.tables()[entity] ?? [])
      .filter(
        (r) =>
          (!filter.campaignIds || filter.campaignIds.includes(String(r['campaignId']))) &&
          (!filter.states || filter.states.includes(String(r['state']))),
      )
      .map((r) => schema.parse(r));
  }

  /** The AdsProfileApi face (the schedule module only lists and updates; other calls are refused). */
  api(): AdsProfileApi {
    const notUsed = (): never => {
      throw new Error('the schedule module only lists and updates');
    };
    return {
      profileId: this.profileId,
      list: async <E extends AdsEntityName>(entity: E, filter?: AdsListFilter) => this.list(entity, filter),
      update: async <E extends UpdatableEntity>(entity: E, items: Array<EntityUpdate<E>>) =>
        this.update<EntityRecord<E>>(entity, items),
      create: notUsed,
      archive: notUsed,
      createReport: notUsed,
      getReport: notUsed,
      downloadReport: notUsed,
      runReport: notUsed,
    };
  }
}

/** The profile facts of a shop in another marketplace (a JP shop keeps Tokyo time and whole yen). */
export type ShopProfileFacts = Pick<LinkedShop, 'marketplace' | 'currencyCode' | 'timezone'>;

/** ShopAccess over one shop of `userId` whose Ads API is `ads` (a US shop unless `profile` says otherwise). */
export function shopAccessDouble(
  userId: number,
  ads: AdsProfileDouble,
  shopId = 'shop-us-1',
  profile?: ShopProfileFacts,
): {
  access: ShopAccess;
  shop: LinkedShop;
} {
  const shop: LinkedShop = {
    shopId,
    userId,
    shopName: 'Kitchen US',
    marketplace: 'US',
    profileId: ads.profileId,
    currencyCode: 'USD',
    timezone: 'America/Los_Angeles',
    authorizedAt: new Date('2025-01-01T00:00:00Z'),
    usableFrom: new Date('2025-01-03T00:00:00Z'),
    status: 'active',
    ...profile,
  };
  const api = ads.api();
  const access: ShopAccess = {
    findShop: async (user, id) => (user === shop.userId && id === shop.shopId ? shop : undefined),
    assertUsable: () => undefined,
    adsApi: () => api,
    listLinkedShops: async () => [shop],
    shopById: async (id) => (id === shop.shopId ? shop : undefined),
  };
  return { access, shop };
}
