// An in-memory double of one advertiser profile's Ads API and of the ShopAccess port, for the linked-shop
// plan tests. Small, but faithful to what the plans rely on: string ids, 207-style partial results by the
// caller's index, seller-unique campaign names and the other uniqueness keys (duplicateValueError), parents
// that must exist (entityNotFoundError), bid ranges (rangeError), archive = ARCHIVED (archived entities
// cannot change), auto campaigns' four targeting groups made by Amazon, and reports filtered by date.
import type {
  AdsEntityName,
  AdsItemError,
  AdsListFilter,
  AdsProfileApi,
  ArchivableEntity,
  CreatableEntity,
  EntityCreate,
  EntityRecord,
  EntityUpdate,
  MultiStatusResult,
  ReportRequest,
  ReportRow,
  SbAdGroupRecord,
  SbCampaignRecord,
  SbKeywordRecord,
  SbNegativeKeywordRecord,
  SbTargetRecord,
  SbVideoAdRecord,
  SpResource,
  UpdatableEntity,
} from '../../src/amazon/ads-api';
import { AdsApiError } from '../../src/amazon/ads-api-errors';
import { entityDescription } from '../../src/amazon/entities/ads-entities';
import type { EntityDescription } from '../../src/amazon/entities/entity-description';
import { AppError, HttpStatus } from '../../src/lib/app-error';
import type { LinkedShop, ShopAccess } from '../../src/ports/shop-access';

type AnyRecord = Record<string, unknown> & { state: string };
type SbTable = 'campaigns' | 'adGroups' | 'videoAds' | 'keywords' | 'targets' | 'negativeKeywords';
type RawResult = MultiStatusResult<Record<string, unknown>>;

const error = (errorType: string, message: string, reason?: string): AdsItemError => ({
  errorType,
  message,
  ...(reason ? { reason } : {}),
});

/** The fields of a call's item (items are typed per entity; the double reads them as fields). */
const fieldsOf = (item: unknown): Record<string, unknown> =>
  typeof item === 'object' && item !== null ? Object.fromEntries(Object.entries(item)) : {};

/** A result with each echoed record read by the entity's echo schema, as the real client does. */
function echoed<T>(description: EntityDescription<T>, raw: RawResult): MultiStatusResult<T> {
  return {
    error: raw.error,
    success: raw.success.map(({ record, ...item }) =>
      record === undefined
        ? item
        : { ...item, record: description.echoSchema.parse(structuredClone(record)) },
    ),
  };
}

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

  /** The table of an entity (brands are derived from the SB campaigns' brand entities). */
  private table(entity: AdsEntityName): AnyRecord[] {
    const [product = '', name = ''] = entity.split('.');
    if (entity === 'sb.brands') return this.brands();
    if (product === 'sp') return this.sp[name as SpResource];
    return this.sb[name as SbTable];
  }

  /** The brands of the profile: the brand entity of its SB campaigns, as Brand Registry knows it. */
  private brands(): AnyRecord[] {
    const entities = [
      ...new Set(this.sb.campaigns.flatMap((c) => (c.brandEntityId ? [c.brandEntityId] : []))),
    ];
    return entities.map((brandEntityId, index) => ({
      brandId: String(index + 1),
      brandEntityId,
      brandRegistryName: `Brand ${index + 1}`,
      state: 'ENABLED',
    }));
  }

  async list<E extends AdsEntityName>(
    entity: E,
    filter: AdsListFilter = {},
  ): Promise<Array<EntityRecord<E>>> {
    const description = entityDescription(entity);
    return this.table(entity)
      .filter(
        (record) =>
          (!filter.ids || filter.ids.includes(String(record[description.idField]))) &&
          (!filter.campaignIds || filter.campaignIds.includes(String(record['campaignId'] ?? ''))) &&
          (!filter.adGroupIds || filter.adGroupIds.includes(String(record['adGroupId']))) &&
          (!filter.states || filter.states.includes(record.state)),
      )
      .map((record) => description.schema.parse(structuredClone(record)));
  }

  async create<E extends CreatableEntity>(
    entity: E,
    items: Array<EntityCreate<E>>,
  ): Promise<MultiStatusResult<EntityRecord<E>>> {
    const description = entityDescription(entity);
    const fields = items.map(fieldsOf);
    const [product = '', name = ''] = entity.split('.');
    if (product === 'sp') return echoed(description, this.spCreate(name as SpResource, fields));
    if (entity === 'sb.campaigns' && this.sbNameTaken(fields)) {
      return {
        success: [],
        error: fields.map((_item, index) => ({
          index,
          errors: [error('duplicateValueError', 'Name not unique', 'NAME_NOT_UNIQUE')],
        })),
      };
    }
    // SB v4 spells states in upper case; SB v3 (keywords, targets, negatives) in lower case.
    const state = ['sb.campaigns', 'sb.adGroups', 'sb.videoAds'].includes(entity) ? 'ENABLED' : 'enabled';
    return echoed(description, this.sbCreate(this.table(entity), description.idField, fields, state));
  }

  async update<E extends UpdatableEntity>(
    entity: E,
    items: Array<EntityUpdate<E>>,
  ): Promise<MultiStatusResult<EntityRecord<E>>> {
    const description = entityDescription(entity);
    const fields = items.map(fieldsOf);
    const [product = '', name = ''] = entity.split('.');
    if (product === 'sp') return echoed(description, this.spUpdate(name as SpResource, fields));
    return echoed(description, this.sbUpdate(this.table(entity), description.idField, fields));
  }

  async archive<E extends ArchivableEntity>(
    entity: E,
    ids: string[],
  ): Promise<MultiStatusResult<EntityRecord<E>>> {
    const description = entityDescription(entity);
    const table = this.table(entity);
    const result: RawResult = { success: [], error: [] };
    ids.forEach((id, index) => {
      const record = table.find((candidate) => candidate[description.idField] === id);
      if (!record) {
        result.error.push({ index, errors: [error('entityNotFoundError', `${id} not found`)] });
        return;
      }
      record.state = 'ARCHIVED';
      result.success.push({ index, id, record: structuredClone(record) });
    });
    return echoed(description, result);
  }

  private spCreate(resource: SpResource, items: Array<Record<string, unknown>>): RawResult {
    this.created[resource] = (this.created[resource] ?? 0) + items.length;
    const idKey = entityDescription(`sp.${resource}`).idField;
    const result: RawResult = { success: [], error: [] };
    items.forEach((item, index) => {
      const problem = this.refusal(resource, item) ?? this.spProblem(resource, item);
      if (problem) {
        result.error.push({ index, errors: [problem] });
        return;
      }
      const id = this.id();
      const record: AnyRecord = { state: 'ENABLED', ...structuredClone(item), [idKey]: id };
      if (resource === 'productAds') record['asin'] = `B0${id.slice(-8)}`;
      if (resource === 'targets') record['expressionType'] = 'MANUAL';
      this.sp[resource].push(record);
      if (resource === 'adGroups') this.autoTargets(record);
      result.success.push({ index, id, record: structuredClone(record) });
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

  private spUpdate(resource: SpResource, items: Array<Record<string, unknown>>): RawResult {
    const idKey = entityDescription(`sp.${resource}`).idField;
    const result: RawResult = { success: [], error: [] };
    items.forEach((item, index) => {
      const id = String(item[idKey]);
      const record = this.sp[resource].find((candidate) => candidate[idKey] === id);
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
      result.success.push({ index, id, record: structuredClone(record) });
    });
    return result;
  }

  // ---- Sponsored Brands (what the SBV change-sets use) ----

  private sbNameTaken(items: Array<Record<string, unknown>>): boolean {
    const names = new Set(this.sb.campaigns.filter((c) => c.state !== 'ARCHIVED').map((c) => c.name));
    return items.some((item) => names.has(String(item['name'])));
  }

  private sbCreate(
    table: AnyRecord[],
    idKey: string,
    items: Array<Record<string, unknown>>,
    state: string,
  ): RawResult {
    const result: RawResult = { success: [], error: [] };
    items.forEach((item, index) => {
      const id = this.id();
      const record: AnyRecord = { state, ...structuredClone(item), [idKey]: id };
      table.push(record);
      result.success.push({ index, id, record: structuredClone(record) });
    });
    return result;
  }

  private sbUpdate(table: AnyRecord[], idKey: string, items: Array<Record<string, unknown>>): RawResult {
    const result: RawResult = { success: [], error: [] };
    items.forEach((item, index) => {
      const record = table.find((candidate) => candidate[idKey] === item[idKey]);
      if (!record)
        return void result.error.push({ index, errors: [error('entityNotFoundError', 'not found')] });
      Object.assign(record, structuredClone(item));
      result.success.push({ index, id: String(record[idKey]), record: structuredClone(record) });
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
