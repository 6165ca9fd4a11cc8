// An in-memory double of one advertiser profile's Ads API and of the ShopAccess port, for the linked-shop
// plan tests. Small, but faithful to what the plans rely on: string ids, 207-style partial results by the
// caller's index, seller-unique campaign names and the other uniqueness keys (duplicateValueError), parents
// that must exist (entityNotFoundError), bid ranges (rangeError), archive = ARCHIVED (archived entities
// cannot change), auto campaigns' four targeting groups made by Amazon, and reports filtered by date.
import type {
  AdsItemError,
  AdsProfileApi,
  MultiStatusResult,
  ReportRequest,
  ReportRow,
  SbAdGroupRecord,
  SbCampaignRecord,
  SbKeywordRecord,
  SbNegativeKeywordRecord,
  SbTargetRecord,
  SbVideoAdRecord,
  SpCreate,
  SpListFilter,
  SpRecord,
  SpResource,
  SpUpdate,
} from '../../src/amazon/ads-api';
import { AdsApiError } from '../../src/amazon/ads-api-errors';
import { AppError, HttpStatus } from '../../src/lib/app-error';
import type { LinkedShop, ShopAccess } from '../../src/ports/shop-access';

const ID_KEY: Record<SpResource, string> = {
  campaigns: 'campaignId',
  adGroups: 'adGroupId',
  productAds: 'adId',
  keywords: 'keywordId',
  negativeKeywords: 'keywordId',
  campaignNegativeKeywords: 'keywordId',
  targets: 'targetId',
  negativeTargets: 'targetId',
  campaignNegativeTargets: 'targetId',
};

type AnyRecord = Record<string, unknown> & { state: string };

const error = (errorType: string, message: string, reason?: string): AdsItemError => ({
  errorType,
  message,
  ...(reason ? { reason } : {}),
});

/** One profile's entities, reports and the faults a test asks for. */
export class InMemoryAdsProfile implements AdsProfileApi {
  readonly profileId: string;
  private nextId = 100_000_000_000_001;
  readonly sp: Record<SpResource, AnyRecord[]> = {
    campaigns: [],
    adGroups: [],
    productAds: [],
    keywords: [],
    negativeKeywords: [],
    campaignNegativeKeywords: [],
    targets: [],
    negativeTargets: [],
    campaignNegativeTargets: [],
  };
  readonly sb = {
    campaigns: [] as SbCampaignRecord[],
    adGroups: [] as SbAdGroupRecord[],
    videoAds: [] as SbVideoAdRecord[],
    keywords: [] as SbKeywordRecord[],
    targets: [] as SbTargetRecord[],
    negativeKeywords: [] as SbNegativeKeywordRecord[],
  };
  /** Report rows with a `date` column, by `reportTypeId:groupBy`. */
  readonly reportRows = new Map<string, ReportRow[]>();
  /** How many items each create call received, by resource. */
  readonly created: Record<string, number> = {};
  /** Faults: refuse items matching a test, fail whole requests, or lose the answer of one create. */
  refuse: Array<{
    resource: string;
    when: (item: Record<string, unknown>) => boolean;
    error: AdsItemError;
    times: number;
  }> = [];
  failReports = false;
  loseAnswerOf: string | undefined;

  constructor(profileId = '3000000000001') {
    this.profileId = profileId;
  }

  private id(): string {
    return String(this.nextId++);
  }

  /** Adds report rows (each with a `date` column) for a report type and grouping. */
  addReportRows(reportTypeId: string, groupBy: string[], rows: ReportRow[]): void {
    const key = `${reportTypeId}:${groupBy.join(',')}`;
    this.reportRows.set(key, [...(this.reportRows.get(key) ?? []), ...rows]);
  }

  private refusal(resource: string, item: Record<string, unknown>): AdsItemError | undefined {
    const rule = this.refuse.find(
      (candidate) => candidate.resource === resource && candidate.times > 0 && candidate.when(item),
    );
    if (!rule) return undefined;
    rule.times -= 1;
    return rule.error;
  }

  private live = (records: AnyRecord[]) => records.filter((record) => record.state !== 'ARCHIVED');

  private spProblem<R extends SpResource>(
    resource: R,
    item: Record<string, unknown>,
  ): AdsItemError | undefined {
    const s = this.sp;
    const has = (list: AnyRecord[], key: string, value: unknown) =>
      this.live(list).some((record) => record[key] === value);
    if (resource !== 'campaigns' && !has(s.campaigns, 'campaignId', item['campaignId']))
      return error('entityNotFoundError', 'Campaign not found');
    if (
      ['productAds', 'keywords', 'negativeKeywords', 'targets', 'negativeTargets'].includes(resource) &&
      !has(s.adGroups, 'adGroupId', item['adGroupId'])
    )
      return error('entityNotFoundError', 'Ad group not found');
    const bid = item['bid'] ?? item['defaultBid'];
    if (typeof bid === 'number' && (bid < 0.02 || bid > 1000))
      return error('rangeError', `Bid ${bid} is out of range`, bid < 0.02 ? 'TOO_LOW' : 'TOO_HIGH');
    const same = (keys: string[]) =>
      this.live(s[resource]).some((record) =>
        keys.every((key) => String(record[key]).toLowerCase() === String(item[key]).toLowerCase()),
      );
    const unique: Partial<Record<SpResource, string[]>> = {
      campaigns: ['name'],
      adGroups: ['campaignId', 'name'],
      productAds: ['adGroupId', 'sku'],
      keywords: ['adGroupId', 'keywordText', 'matchType'],
      negativeKeywords: ['adGroupId', 'keywordText', 'matchType'],
      campaignNegativeKeywords: ['campaignId', 'keywordText', 'matchType'],
    };
    const keys = unique[resource];
    if (keys && same(keys))
      return error(
        'duplicateValueError',
        'An entity with these values already exists',
        resource === 'campaigns' ? 'NAME_NOT_UNIQUE' : 'DUPLICATE_VALUE',
      );
    return undefined;
  }

  async spList<R extends SpResource>(resource: R, filter: SpListFilter = {}): Promise<Array<SpRecord<R>>> {
    return structuredClone(
      this.sp[resource].filter(
        (record) =>
          (!filter.ids || filter.ids.includes(String(record[ID_KEY[resource]]))) &&
          (!filter.campaignIds || filter.campaignIds.includes(String(record['campaignId']))) &&
          (!filter.adGroupIds || filter.adGroupIds.includes(String(record['adGroupId']))) &&
          (!filter.states || (filter.states as string[]).includes(record.state)),
      ),
    ) as unknown as Array<SpRecord<R>>;
  }

  async spCreate<R extends SpResource>(
    resource: R,
    items: Array<SpCreate<R>>,
  ): Promise<MultiStatusResult<SpRecord<R>>> {
    this.created[resource] = (this.created[resource] ?? 0) + items.length;
    const result: MultiStatusResult<SpRecord<R>> = { success: [], error: [] };
    items.forEach((raw, index) => {
      const item = raw as unknown as Record<string, unknown>;
      const problem = this.refusal(resource, item) ?? this.spProblem(resource, item);
      if (problem) {
        result.error.push({ index, errors: [problem] });
        return;
      }
      const id = this.id();
      const record = { ...structuredClone(item), [ID_KEY[resource]]: id } as AnyRecord;
      if (resource === 'productAds') record['asin'] = `B0${id.slice(-8)}`;
      if (resource === 'targets') record['expressionType'] = 'MANUAL';
      this.sp[resource].push(record);
      if (resource === 'adGroups') this.autoTargets(record);
      result.success.push({ index, id, record: structuredClone(record) as unknown as SpRecord<R> });
    });
    if (this.loseAnswerOf === resource) {
      this.loseAnswerOf = undefined;
      throw new AdsApiError('timeout', 'No answer within the time limit');
    }
    return result;
  }

  /** Amazon makes the four targeting groups of every ad group of an auto campaign. */
  private autoTargets(group: AnyRecord) {
    const campaign = this.sp.campaigns.find((c) => c['campaignId'] === group['campaignId']);
    if (campaign?.['targetingType'] !== 'AUTO') return;
    for (const type of [
      'QUERY_HIGH_REL_MATCHES',
      'QUERY_BROAD_REL_MATCHES',
      'ASIN_ACCESSORY_RELATED',
      'ASIN_SUBSTITUTE_RELATED',
    ])
      this.sp.targets.push({
        targetId: this.id(),
        campaignId: group['campaignId'],
        adGroupId: group['adGroupId'],
        expressionType: 'AUTO',
        expression: [{ type }],
        state: 'ENABLED',
      });
  }

  async spUpdate<R extends SpResource>(
    resource: R,
    items: Array<SpUpdate<R>>,
  ): Promise<MultiStatusResult<SpRecord<R>>> {
    const result: MultiStatusResult<SpRecord<R>> = { success: [], error: [] };
    items.forEach((raw, index) => {
      const item = raw as unknown as Record<string, unknown>;
      const id = String(item[ID_KEY[resource]]);
      const record = this.sp[resource].find((candidate) => candidate[ID_KEY[resource]] === id);
      const problem =
        this.refusal(resource, item) ??
        (!record
          ? error('entityNotFoundError', `${id} not found`)
          : record.state === 'ARCHIVED'
            ? error('entityStateError', 'Archived entities cannot be modified')
            : typeof item['bid'] === 'number' && (item['bid'] < 0.02 || item['bid'] > 1000)
              ? error('rangeError', 'Bid out of range', 'TOO_LOW')
              : undefined);
      if (problem || !record) {
        result.error.push({ index, errors: [problem ?? error('otherError', 'unknown')] });
        return;
      }
      Object.assign(record, structuredClone(item));
      result.success.push({ index, id, record: structuredClone(record) as unknown as SpRecord<R> });
    });
    return result;
  }

  async spArchive<R extends SpResource>(resource: R, ids: string[]): Promise<MultiStatusResult<SpRecord<R>>> {
    const result: MultiStatusResult<SpRecord<R>> = { success: [], error: [] };
    ids.forEach((id, index) => {
      const record = this.sp[resource].find((candidate) => candidate[ID_KEY[resource]] === id);
      if (!record) {
        result.error.push({ index, errors: [error('entityNotFoundError', `${id} not found`)] });
        return;
      }
      record.state = 'ARCHIVED';
      result.success.push({ index, id, record: structuredClone(record) as unknown as SpRecord<R> });
    });
    return result;
  }

  // ---- Sponsored Brands (what the SBV change-sets use) ----

  private sbCreate<T extends { state?: string }>(
    list: T[],
    key: string,
    items: Array<Omit<T, never>>,
    state: T['state'],
  ): MultiStatusResult<T> {
    const result: MultiStatusResult<T> = { success: [], error: [] };
    items.forEach((item, index) => {
      const id = this.id();
      const record = { state, ...structuredClone(item), [key]: id } as T;
      list.push(record);
      result.success.push({ index, id, record });
    });
    return result;
  }

  /** The brands of the profile: the brand entity of its SB campaigns, as Brand Registry knows it. */
  async sbListBrands() {
    const entities = [
      ...new Set(this.sb.campaigns.flatMap((c) => (c.brandEntityId ? [c.brandEntityId] : []))),
    ];
    return entities.map((brandEntityId, index) => ({
      brandId: String(index + 1),
      brandEntityId,
      brandRegistryName: `Brand ${index + 1}`,
    }));
  }

  async sbListCampaigns(filter: { campaignIds?: string[]; states?: string[] } = {}) {
    return structuredClone(
      this.sb.campaigns.filter(
        (c) =>
          (!filter.campaignIds || filter.campaignIds.includes(c.campaignId)) &&
          (!filter.states || filter.states.includes(c.state)),
      ),
    );
  }
  async sbCreateCampaigns(items: Array<Omit<SbCampaignRecord, 'campaignId'>>) {
    const names = new Set(this.sb.campaigns.filter((c) => c.state !== 'ARCHIVED').map((c) => c.name));
    const fresh = items.filter((item) => !names.has(item.name));
    if (fresh.length !== items.length)
      return {
        success: [],
        error: items.map((_item, index) => ({
          index,
          errors: [error('duplicateValueError', 'Name not unique', 'NAME_NOT_UNIQUE')],
        })),
      };
    return this.sbCreate(this.sb.campaigns, 'campaignId', items as SbCampaignRecord[], 'ENABLED');
  }
  async sbUpdateCampaigns(items: Array<Partial<SbCampaignRecord> & { campaignId: string }>) {
    const result: MultiStatusResult<SbCampaignRecord> = { success: [], error: [] };
    items.forEach((item, index) => {
      const record = this.sb.campaigns.find((c) => c.campaignId === item.campaignId);
      if (!record)
        return void result.error.push({ index, errors: [error('entityNotFoundError', 'not found')] });
      Object.assign(record, structuredClone(item));
      result.success.push({ index, id: record.campaignId, record });
    });
    return result;
  }
  async sbArchiveCampaigns(ids: string[]) {
    return this.sbUpdateCampaigns(ids.map((campaignId) => ({ campaignId, state: 'ARCHIVED' as const })));
  }
  async sbListAdGroups(filter: { campaignIds?: string[] } = {}) {
    return structuredClone(
      this.sb.adGroups.filter((g) => !filter.campaignIds || filter.campaignIds.includes(g.campaignId)),
    );
  }
  async sbCreateAdGroups(items: Array<Omit<SbAdGroupRecord, 'adGroupId'>>) {
    return this.sbCreate(this.sb.adGroups, 'adGroupId', items as SbAdGroupRecord[], 'ENABLED');
  }
  async sbListVideoAds(filter: { campaignIds?: string[]; adGroupIds?: string[] } = {}) {
    return structuredClone(
      this.sb.videoAds.filter(
        (a) =>
          (!filter.adGroupIds || filter.adGroupIds.includes(a.adGroupId)) &&
          (!filter.campaignIds || filter.campaignIds.includes(a.campaignId ?? '')),
      ),
    );
  }
  async sbCreateVideoAds(items: Array<Omit<SbVideoAdRecord, 'adId' | 'servingStatus'>>) {
    return this.sbCreate(this.sb.videoAds, 'adId', items as SbVideoAdRecord[], 'ENABLED');
  }
  async sbListKeywords(filter: { campaignIds?: string[]; adGroupIds?: string[] } = {}) {
    return structuredClone(
      this.sb.keywords.filter(
        (k) =>
          (!filter.adGroupIds || filter.adGroupIds.includes(k.adGroupId)) &&
          (!filter.campaignIds || filter.campaignIds.includes(k.campaignId)),
      ),
    );
  }
  async sbCreateKeywords(items: Array<Omit<SbKeywordRecord, 'keywordId' | 'state'>>) {
    return this.sbCreate(this.sb.keywords, 'keywordId', items as SbKeywordRecord[], 'enabled');
  }
  async sbUpdateKeywords(
    items: Array<{
      keywordId: string;
      adGroupId: string;
      campaignId: string;
      bid?: number;
      state?: 'enabled' | 'paused' | 'archived';
    }>,
  ) {
    const result: MultiStatusResult<SbKeywordRecord> = { success: [], error: [] };
    items.forEach((item, index) => {
      const record = this.sb.keywords.find((k) => k.keywordId === item.keywordId);
      if (!record)
        return void result.error.push({ index, errors: [error('entityNotFoundError', 'not found')] });
      Object.assign(record, item);
      result.success.push({ index, id: record.keywordId, record });
    });
    return result;
  }
  async sbListNegativeKeywords(filter: { campaignIds?: string[] } = {}) {
    return structuredClone(
      this.sb.negativeKeywords.filter(
        (k) => !filter.campaignIds || filter.campaignIds.includes(k.campaignId),
      ),
    );
  }
  async sbCreateNegativeKeywords(items: Array<Omit<SbNegativeKeywordRecord, 'keywordId' | 'state'>>) {
    return this.sbCreate(
      this.sb.negativeKeywords,
      'keywordId',
      items as SbNegativeKeywordRecord[],
      'enabled',
    );
  }
  async sbUpdateNegativeKeywords(
    items: Array<{ keywordId: string; adGroupId: string; campaignId: string; state: 'enabled' | 'archived' }>,
  ) {
    const result: MultiStatusResult<SbNegativeKeywordRecord> = { success: [], error: [] };
    items.forEach((item, index) => {
      const record = this.sb.negativeKeywords.find((k) => k.keywordId === item.keywordId);
      if (!record)
        return void result.error.push({ index, errors: [error('entityNotFoundError', 'not found')] });
      record.state = item.state;
      result.success.push({ index, id: record.keywordId, record });
    });
    return result;
  }
  async sbListTargets(filter: { campaignIds?: string[] } = {}) {
    return structuredClone(
      this.sb.targets.filter((t) => !filter.campaignIds || filter.campaignIds.includes(t.campaignId)),
    );
  }
  async sbCreateTargets(items: Array<Omit<SbTargetRecord, 'targetId' | 'state'>>) {
    return this.sbCreate(this.sb.targets, 'targetId', items as SbTargetRecord[], 'enabled');
  }
  async sbUpdateTargets(
    items: Array<{
      targetId: string;
      adGroupId: string;
      campaignId: string;
      bid?: number;
      state?: 'enabled' | 'paused' | 'archived';
    }>,
  ) {
    const result: MultiStatusResult<SbTargetRecord> = { success: [], error: [] };
    items.forEach((item, index) => {
      const record = this.sb.targets.find((t) => t.targetId === item.targetId);
      if (!record)
        return void result.error.push({ index, errors: [error('entityNotFoundError', 'not found')] });
      Object.assign(record, item);
      result.success.push({ index, id: record.targetId, record });
    });
    return result;
  }

  // ---- Reporting v3 ----

  /** Requested reports, in order (to check the window and the 31-day limit). */
  readonly reportRequests: ReportRequest[] = [];

  async createReport(): Promise<string> {
    throw new Error('the plans run reports through runReport');
  }
  async getReport(): Promise<never> {
    throw new Error('the plans run reports through runReport');
  }
  async downloadReport(): Promise<ReportRow[]> {
    throw new Error('the plans run reports through runReport');
  }

  async runReport(request: ReportRequest): Promise<ReportRow[]> {
    this.reportRequests.push(request);
    if (this.failReports) throw new AdsApiError('unavailable', 'Service Error', { status: 500 });
    const days = (Date.parse(request.endDate) - Date.parse(request.startDate)) / 86_400_000 + 1;
    if (days > 31) throw new AdsApiError('badRequest', 'Date range exceeds 31 days', { status: 400 });
    const rows = this.reportRows.get(`${request.reportTypeId}:${request.groupBy.join(',')}`) ?? [];
    return rows
      .filter((row) => String(row['date']) >= request.startDate && String(row['date']) <= request.endDate)
      .map(({ date: _date, ...row }) => row);
  }
}

/** A ShopAccess over in-memory shops and profiles: 404 for other users, 50018 before a shop is usable. */
export class InMemoryShopAccess implements ShopAccess {
  readonly shops: LinkedShop[] = [];
  readonly profiles = new Map<string, InMemoryAdsProfile>();

  /** Links a usable US shop for `userId` with a fresh profile. */
  addShop(
    userId: number,
    overrides: Partial<LinkedShop> = {},
  ): { shop: LinkedShop; api: InMemoryAdsProfile } {
    const shopId = overrides.shopId ?? `shop-${this.shops.length + 1}`;
    const api = new InMemoryAdsProfile(`30000000000${this.shops.length + 1}`);
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
    const api = this.profiles.get(shop.shopId);
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
