// The diagnostics tests' Amazon is the in-process Amazon fake holding the planted account of
// diagnostics-account.ts (the same rules the sandbox serves); a test plants a failure for one step with the
// fake's fault switches and reads the report requests the fake received. Beside it, in-memory doubles of
// AdPlan's own ports the diagnostics read: linked shops and the tool's campaigns.
import type { AdsProfileApi, ReportRequest } from '../../src/amazon/ads-api';
import { createInProcessAmazonFake, type InProcessAmazonFake } from '../../src/amazon/fake/in-process-fake';
import { plantAccount, type PlantedAccount } from '../../src/amazon/fake/fake-seeding';
import type { FakeProfile } from '../../src/amazon/fake/fake-state';
import { AppError, HttpStatus } from '../../src/lib/app-error';
import type { LinkedShop, ShopAccess, ToolCampaign, ToolCampaigns } from '../../src/ports/shop-access';

/** A failure planted for one step of a diagnosis, as Amazon would cause it. */
export type PlantedFailure =
  'reportThrottled' | 'reportFailed' | 'reportTimeout' | 'listUnavailable' | 'listRefused';

/** Long enough that every attempt of a call meets the fault (the client retries 429s 10 times, 5xx 4). */
const EVERY_ATTEMPT = 1_000;
/** A report that stays PENDING this long outlasts any diagnosis's report time limit. */
const NEVER_READY_MS = 24 * 60 * 60_000;

/** The in-process Amazon fake with one planted profile, and the failures a test plants per step. */
export class PlantedAmazon {
  private constructor(
    readonly fake: InProcessAmazonFake,
    /** The planted profile as the fake keeps it (tests may change its records in place). */
    readonly profile: FakeProfile,
  ) {}

  /** Starts the fake on `now` (the app's clock) and plants `account`. */
  static start(account: PlantedAccount, now: () => number): PlantedAmazon {
    const fake = createInProcessAmazonFake({ now });
    return new PlantedAmazon(fake, plantAccount(fake.store, account));
  }

  /** The planted profile's Ads API through the real client. */
  api(): AdsProfileApi {
    return this.fake.profileApi(String(this.profile.profile.profileId));
  }

  /** Every report request the fake accepted, oldest first, in the client's vocabulary. */
  get reportRequests(): Array<Pick<ReportRequest, 'startDate' | 'endDate' | 'reportTypeId' | 'groupBy'>> {
    return Object.values(this.fake.store.state.reports).map((report) => {
      const configuration = report.request.configuration;
      return {
        startDate: report.request.startDate,
        endDate: report.request.endDate,
        reportTypeId: String(configuration.reportTypeId),
        groupBy: (configuration.groupBy as string[] | undefined) ?? [],
      };
    });
  }

  /** From now on, the step fails the way `failure` says (until {@link clearFailures}). */
  plantFailure(failure: PlantedFailure): void {
    const faults = this.fake.faults;
    if (failure === 'reportThrottled')
      faults.throttleNext(EVERY_ATTEMPT, { path: '/reporting/reports', retryAfterSeconds: null });
    if (failure === 'reportFailed') for (let n = 0; n < 20; n += 1) faults.failNextReport();
    if (failure === 'reportTimeout') this.fake.sandbox.reportTiming.pendingMs = NEVER_READY_MS;
    if (failure === 'listUnavailable') faults.failNextRequests(EVERY_ATTEMPT, { path: '/list' });
    if (failure === 'listRefused') faults.failNextRequests(EVERY_ATTEMPT, { path: '/list', status: 403 });
  }

  /** Forgets planted failures (and the fake's request log); reports complete at once again. */
  clearFailures(): void {
    this.fake.faults.reset();
    this.fake.sandbox.reportTiming.pendingMs = 0;
  }
}

/** Linked shops in memory, each answering with its planted API. */
export class InMemoryShops implements ShopAccess {
  readonly shops: LinkedShop[] = [];
  readonly apis = new Map<string, AdsProfileApi>();

  add(shop: LinkedShop, api: AdsProfileApi): void {
    this.shops.push(shop);
    this.apis.set(shop.shopId, api);
  }

  findShop(userId: number, shopId: string): Promise<LinkedShop | undefined> {
    return Promise.resolve(
      this.shops.find(
        (shop) => shop.shopId === shopId && shop.userId === userId && shop.status !== 'unlinked',
      ),
    );
  }

  assertUsable(shop: LinkedShop, now: Date): void {
    if (shop.status === 'reauthorize') throw new AppError(HttpStatus.badRequest, 10031, {}, 10031);
    if (shop.usableFrom.getTime() > now.getTime())
      throw new AppError(HttpStatus.badRequest, 50018, {}, 50018);
  }

  adsApi(shop: LinkedShop): AdsProfileApi {
    const api = this.apis.get(shop.shopId);
    if (!api) throw new Error(`no API planted for ${shop.shopId}`);
    return api;
  }

  listLinkedShops(): Promise<LinkedShop[]> {
    return Promise.resolve(
      this.shops.filter((shop) => shop.status === 'active' || shop.status === 'pending'),
    );
  }

  shopById(shopId: string): Promise<LinkedShop | undefined> {
    return Promise.resolve(this.shops.find((shop) => shop.shopId === shopId));
  }
}

/** The tool's campaigns in memory. */
export class InMemoryToolCampaigns implements ToolCampaigns {
  readonly campaigns: ToolCampaign[] = [];

  forShop(shopId: string): Promise<ToolCampaign[]> {
    return Promise.resolve(this.campaigns.filter((campaign) => campaign.shopId === shopId));
  }
}
