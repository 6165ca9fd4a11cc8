// One linked shop for the schedule tests and bench: the in-process Amazon fake (the sandbox's own rules:
// string ids, 207 per-item results, archived entities frozen, bid ranges) holding a planted profile with one
// SP campaign and one SB campaign, ShopAccess over it, and what the tests read: the live records, the
// number of update calls Amazon answered, and failures planted with the fake's fault switches.
import type { AdsProfileApi } from '../../src/amazon/ads-api';
import { MAX_FAILED_ATTEMPTS, MAX_THROTTLED_ATTEMPTS } from '../../src/amazon/client/retry-policy';
import { plantAccount, type PlantedAccount } from '../../src/amazon/fake/fake-seeding';
import type { FakeProfile, WireRecord } from '../../src/amazon/fake/fake-state';
import { createInProcessAmazonFake, type InProcessAmazonFake } from '../../src/amazon/fake/in-process-fake';
import type { LinkedShop, ShopAccess } from '../../src/ports/shop-access';

/** The planted profile's id (the shop's Scope header). */
export const SCHEDULE_PROFILE_ID = '3627845729183245';

/** The shop's live records, by kind, as the fake keeps them (tests read and change them in place). */
export interface ShopData {
  spCampaigns: WireRecord[];
  adGroups: WireRecord[];
  keywords: WireRecord[];
  targets: WireRecord[];
  sbCampaigns: WireRecord[];
  sbKeywords: WireRecord[];
  sbTargets: WireRecord[];
}

/** A small account: one SP campaign (1 ad group, 3 keywords of which one archived, 1 target) and one SB campaign (1 keyword). */
export function sampleAccount(): PlantedAccount {
  return {
    profileId: SCHEDULE_PROFILE_ID,
    sp: {
      campaigns: [
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
        keyword('276830701500394', 1.0, 'ENABLED'),
        keyword('276830701500395', 0.5, 'PAUSED'),
        keyword('276830701500396', 2.0, 'ARCHIVED'),
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
    },
    sb: {
      campaigns: [
        {
          campaignId: '144301055',
          name: 'Cutting Board SBV',
          state: 'ENABLED',
          budget: 30,
          budgetType: 'DAILY',
        },
      ],
      keywords: [
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
    },
  };
}

function keyword(keywordId: string, bid: number, state: string): WireRecord {
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

/** The planted shop in the in-process fake, with what the schedule tests count and plant. */
export class ScheduleShopAccount {
  readonly profileId = SCHEDULE_PROFILE_ID;
  readonly fake: InProcessAmazonFake;
  readonly profile: FakeProfile;

  constructor(account: PlantedAccount = sampleAccount(), options: { now?: () => number } = {}) {
    this.fake = createInProcessAmazonFake(options.now ? { now: options.now } : {});
    this.profile = plantAccount(this.fake.store, account);
  }

  /** The live records the fake keeps, by kind. */
  get data(): ShopData {
    const { sp, sb } = this.profile;
    return {
      spCampaigns: sp.campaigns,
      adGroups: sp.adGroups,
      keywords: sp.keywords,
      targets: sp.targets,
      sbCampaigns: sb.campaigns,
      sbKeywords: sb.keywords,
      sbTargets: sb.targets,
    };
  }

  /** Update requests the fake answered (throttled or failed attempts are not counted). */
  get updateCalls(): number {
    return this.fake.faults.requests.filter((request) => request.method === 'PUT' && request.status < 300)
      .length;
  }

  /**
   * The next `calls` calls fail as a whole with `kind` after every attempt of the client (a 429 storm, or
   * a 500 outage).
   */
  failNext(calls: number, kind: 'throttled' | 'unavailable' = 'throttled'): void {
    if (kind === 'throttled')
      this.fake.faults.throttleNext(calls * MAX_THROTTLED_ATTEMPTS, { retryAfterSeconds: null });
    else this.fake.faults.failNextRequests(calls * MAX_FAILED_ATTEMPTS);
  }

  /** The planted profile's Ads API through the real client. */
  api(): AdsProfileApi {
    return this.fake.profileApi(this.profileId);
  }
}

/** The profile facts of a shop in another marketplace (a JP shop keeps Tokyo time and whole yen). */
export type ShopProfileFacts = Pick<LinkedShop, 'marketplace' | 'currencyCode' | 'timezone'>;

/** ShopAccess over one shop of `userId` whose Ads API is `ads` (a US shop unless `profile` says otherwise). */
export function shopAccessDouble(
  userId: number,
  ads: ScheduleShopAccount,
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
