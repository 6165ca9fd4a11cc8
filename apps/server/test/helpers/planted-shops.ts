// Linked shops for the shop-plan tests: each shop's advertiser profile is planted in one in-process Amazon
// fake (the sandbox's own rules: string ids, 207 per-item results, uniqueness keys, parents that must exist
// and not be archived, bid ranges, auto campaigns' targeting groups made by Amazon, report windows), and a
// ShopAccess over them (404 for other users, 50018 before a shop is usable). A test reads the profile's
// live records, counts what Amazon was asked, and plants refusals or a lost answer with the fake's faults.
import type { AdsProfileApi, ReportRequest, SpResource } from '../../src/amazon/ads-api';
import { plantAccount } from '../../src/amazon/fake/fake-seeding';
import type { ItemRefusal } from '../../src/amazon/fake/fake-faults';
import {
  plantedReportKey,
  type FakeProfile,
  type PlantedReportRow,
  type WireRecord,
} from '../../src/amazon/fake/fake-state';
import { createInProcessAmazonFake, type InProcessAmazonFake } from '../../src/amazon/fake/in-process-fake';
import { AppError, HttpStatus } from '../../src/lib/app-error';
import type { LinkedShop, ShopAccess } from '../../src/ports/shop-access';

/** Long enough that every attempt of a call meets the fault. */
const EVERY_ATTEMPT = 1_000;

/** One planted profile in the fake, with what the shop-plan tests read and plant. */
export class PlantedShopProfile {
  constructor(
    private readonly fake: InProcessAmazonFake,
    readonly profile: FakeProfile,
  ) {}

  get profileId(): string {
    return String(this.profile.profile.profileId);
  }

  /** The profile's SP records as the fake keeps them. */
  get sp(): Record<SpResource, WireRecord[]> {
    return this.profile.sp;
  }

  /** The profile's Ads API through the real client. */
  api(): AdsProfileApi {
    return this.fake.profileApi(this.profileId);
  }

  /** Adds report rows (each with a `date` column) for a report type and grouping. */
  addReportRows(reportTypeId: string, groupBy: string[], rows: PlantedReportRow[]): void {
    const planted = (this.profile.plantedReportRows ??= {});
    const key = plantedReportKey(reportTypeId, groupBy);
    planted[key] = [...(planted[key] ?? []), ...rows];
  }

  /** Every report request the fake accepted for this profile, oldest first. */
  get reportRequests(): Array<Pick<ReportRequest, 'startDate' | 'endDate'>> {
    return Object.values(this.fake.store.state.reports)
      .filter((report) => report.profileId === this.profileId)
      .map((report) => ({ startDate: report.request.startDate, endDate: report.request.endDate }));
  }

  /** How many items the create calls of each SP resource carried (the fake's request log). */
  get created(): Partial<Record<SpResource, number>> {
    const counts: Partial<Record<SpResource, number>> = {};
    for (const entry of this.fake.faults.requests) {
      const resource = /^\/ads\/sp\/(\w+)$/.exec(entry.path)?.[1] as SpResource | undefined;
      // 207 is Amazon's batch answer; a 500 on a create is a planted lost answer (carried out all the same).
      if (entry.method !== 'POST' || !resource || (entry.status !== 207 && entry.status !== 500)) continue;
      if (entry.profileId !== this.profileId) continue;
      counts[resource] = (counts[resource] ?? 0) + (entry.items ?? 0);
    }
    return counts;
  }

  /** Amazon refuses the next `times` items of `resource` writes for which `when` holds. */
  refuse(rule: {
    resource: SpResource;
    when: (item: Record<string, unknown>) => boolean;
    error: ItemRefusal;
    times: number;
  }): void {
    this.fake.faults.refuseItems(rule.when, rule.error, { path: `/sp/${rule.resource}`, count: rule.times });
  }

  /** The next create of `resource` is carried out, but its answer is lost (the client cannot know). */
  loseAnswerOf(resource: SpResource): void {
    this.fake.faults.loseNextAnswer(`/sp/${resource}`);
  }

  /** While `on`, Amazon answers every report request with 500. */
  failReports(on: boolean): void {
    if (on) this.fake.faults.failNextRequests(EVERY_ATTEMPT, { path: '/reporting/reports' });
    else this.fake.faults.clearFaults();
  }
}

/** A ShopAccess over shops whose profiles are planted in one in-process fake. */
export class PlantedShopAccess implements ShopAccess {
  readonly shops: LinkedShop[] = [];
  readonly profiles = new Map<string, PlantedShopProfile>();
  private readonly apis = new Map<string, AdsProfileApi>();
  readonly fake: InProcessAmazonFake;

  /** `now` is the fake's clock (the app's, so "today" and report windows agree). */
  constructor(now: () => number) {
    this.fake = createInProcessAmazonFake({ now });
  }

  /** Links a usable US shop for `userId` with a freshly planted, empty profile. */
  addShop(
    userId: number,
    overrides: Partial<LinkedShop> = {},
  ): { shop: LinkedShop; api: PlantedShopProfile } {
    const shopId = overrides.shopId ?? `shop-${this.shops.length + 1}`;
    const profile = plantAccount(this.fake.store, { profileId: `30000000000${this.shops.length + 1}` });
    const api = new PlantedShopProfile(this.fake, profile);
    const shop: LinkedShop = {
      shopId,
      userId,
      shopName: `Shop ${this.shops.length + 1}`,
      marketplace: 'US',
      profileId: api.profileId,
      currencyCode: 'USD',
      timezone: 'America/Los_Angeles',
      authorizedAt: new Date(0),
      usableFrom: new Date(0),
      status: 'active',
      ...overrides,
    };
    this.shops.push(shop);
    this.profiles.set(shopId, api);
    this.apis.set(shopId, api.api());
    return { shop, api };
  }

  async findShop(userId: number, shopId: string) {
    return this.shops.find(
      (shop) => shop.shopId === shopId && shop.userId === userId && shop.status !== 'unlinked',
    );
  }
  assertUsable(shop: LinkedShop, now: Date): void {
    if (shop.status === 'reauthorize') throw new AppError(HttpStatus.badRequest, 10031, {}, 10031);
    if (now < shop.usableFrom) throw new AppError(HttpStatus.badRequest, 50018, {}, 50018);
  }
  adsApi(shop: LinkedShop): AdsProfileApi {
    const api = this.apis.get(shop.shopId);
    if (!api) throw new Error(`no profile for ${shop.shopId}`);
    return api;
  }
  async listLinkedShops() {
    return this.shops.filter((shop) => shop.status === 'active' || shop.status === 'pending');
  }
  async shopById(shopId: string) {
    return this.shops.find((shop) => shop.shopId === shopId);
  }
}
