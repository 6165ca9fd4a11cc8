// Small in-memory doubles of the Amazon Ads API (one profile), the shops port and the tool-campaigns port
// for the diagnostics tests: entity lists and report rows are planted by the test, report requests are
// recorded so tests can check windows and filters, and a failure can be planted per step.
import type {
  AdsEntityName,
  AdsListFilter,
  AdsProfileApi,
  EntityRecord,
  ReportRequest,
  ReportRow,
  SbAdGroupRecord,
  SbCampaignRecord,
  SbKeywordRecord,
  SbNegativeKeywordRecord,
  SbTargetRecord,
  SpRecord,
  SpResource,
} from '../../src/amazon/ads-api';
import type { AdsApiError } from '../../src/amazon/ads-api-errors';
import { entityDescription } from '../../src/amazon/entities/ads-entities';
import { AppError, HttpStatus } from '../../src/lib/app-error';
import type { LinkedShop, ShopAccess, ToolCampaign, ToolCampaigns } from '../../src/ports/shop-access';

type SpTables = { [R in SpResource]: Array<SpRecord<R>> };

/** What a planted account holds. */
export interface PlantedAccount {
  sp: Partial<SpTables>;
  sb: {
    campaigns?: SbCampaignRecord[];
    adGroups?: SbAdGroupRecord[];
    keywords?: SbKeywordRecord[];
    targets?: SbTargetRecord[];
    negativeKeywords?: SbNegativeKeywordRecord[];
  };
  /** Rows by `reportTypeId:groupBy,…`; each row has a `date` inside the window it belongs to. */
  reports: Record<string, ReportRow[]>;
}

/** The key planted report rows are filed under. */
export function reportKey(reportTypeId: string, groupBy: string[]): string {
  return `${reportTypeId}:${groupBy.join(',')}`;
}

function notUsed(): never {
  throw new Error('diagnostics never writes to the account');
}

function byCampaign<T extends Record<string, unknown>>(records: T[], campaignIds?: readonly string[]): T[] {
  return campaignIds
    ? records.filter((record) => campaignIds.includes(String(record['campaignId'])))
    : records;
}

/** An Ads API profile answering from planted entities and report rows. */
export class PlantedAdsApi implements AdsProfileApi {
  readonly profileId = 'profile-1';
  readonly reportRequests: ReportRequest[] = [];
  listFailure: AdsApiError | undefined;
  reportFailure: AdsApiError | undefined;

  constructor(readonly account: PlantedAccount) {}

  private listed<T>(records: T[]): Promise<T[]> {
    if (this.listFailure) return Promise.reject(this.listFailure);
    return Promise.resolve(records);
  }

  /** The planted records of `entity` in the given campaigns (a campaign's own `ids` name campaigns too). */
  list<E extends AdsEntityName>(entity: E, filter: AdsListFilter = {}): Promise<Array<EntityRecord<E>>> {
    const description = entityDescription(entity);
    const campaignIds = filter.campaignIds ?? (description.idField === 'campaignId' ? filter.ids : undefined);
    const planted = byCampaign(this.planted(entity), campaignIds);
    return this.listed(planted.map((record) => description.schema.parse(record)));
  }

  private planted(entity: AdsEntityName): Array<Record<string, unknown>> {
    const [product, name = ''] = entity.split('.');
    const tables: Record<string, Array<Record<string, unknown>> | undefined> =
      product === 'sp' ? this.account.sp : this.account.sb;
    return tables[name] ?? [];
  }

  runReport(request: ReportRequest): Promise<ReportRow[]> {
    this.reportRequests.push(request);
    if (this.reportFailure) return Promise.reject(this.reportFailure);
    const rows = this.account.reports[reportKey(request.reportTypeId, request.groupBy)] ?? [];
    const inRange = rows.filter((row) => {
      const date = String(row.date);
      return date >= request.startDate && date <= request.endDate;
    });
    // SUMMARY rows carry no date column: the planted dates only place a row in a window.
    return Promise.resolve(
      request.timeUnit === 'DAILY' ? inRange : inRange.map(({ date: _date, ...rest }) => rest),
    );
  }

  create = notUsed;
  update = notUsed;
  archive = notUsed;
  createReport = notUsed;
  getReport = notUsed;
  downloadReport = notUsed;
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
