// The ShopAccountReader port over one advertiser profile's Ads API: which list calls a scope makes, with
// which filters, and the failures mapped once (shop-read-error.ts). The lists of a read go out together;
// an SB read of the live account lists its live campaigns first, because SB v3 children are listed by
// campaign and read every state.
import type {
  AccountScope,
  SbAccountSnapshot,
  SbPart,
  ShopAccountReader,
  SpAccountSnapshot,
  SpPart,
} from '../../ports/shop-account-reader';
import type { AdsListFilter, AdsProfileApi } from '../ads-api';
import { stateWord, type ApiState } from '../entities/bulk-vocabulary';
import { shopReadFailure } from './shop-read-error';

/** The states of a live read (SP v3 and SB v4 lists filter by them). */
const LIVE_STATES: ReadonlyArray<'ENABLED' | 'PAUSED'> = ['ENABLED', 'PAUSED'];

/** Runs a read; an Amazon failure becomes the seller's refusal. */
async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw shopReadFailure(error);
  }
}

/** One list call per entity list of a snapshot. */
type ListCalls<S> = { readonly [P in keyof S]: (filter: AdsListFilter) => Promise<S[P]> };

function spLists(api: AdsProfileApi): ListCalls<SpAccountSnapshot> {
  return {
    campaigns: (filter) => api.list('sp.campaigns', filter),
    adGroups: (filter) => api.list('sp.adGroups', filter),
    productAds: (filter) => api.list('sp.productAds', filter),
    keywords: (filter) => api.list('sp.keywords', filter),
    negativeKeywords: (filter) => api.list('sp.negativeKeywords', filter),
    campaignNegativeKeywords: (filter) => api.list('sp.campaignNegativeKeywords', filter),
    targets: (filter) => api.list('sp.targets', filter),
    negativeTargets: (filter) => api.list('sp.negativeTargets', filter),
    campaignNegativeTargets: (filter) => api.list('sp.campaignNegativeTargets', filter),
  };
}

function sbLists(api: AdsProfileApi): ListCalls<SbAccountSnapshot> {
  return {
    campaigns: (filter) => api.list('sb.campaigns', filter),
    adGroups: (filter) => api.list('sb.adGroups', filter),
    videoAds: (filter) => api.list('sb.videoAds', filter),
    keywords: (filter) => api.list('sb.keywords', filter),
    targets: (filter) => api.list('sb.targets', filter),
    negativeKeywords: (filter) => api.list('sb.negativeKeywords', filter),
  };
}

const emptySp = (): SpAccountSnapshot => ({
  campaigns: [],
  adGroups: [],
  productAds: [],
  keywords: [],
  negativeKeywords: [],
  campaignNegativeKeywords: [],
  targets: [],
  negativeTargets: [],
  campaignNegativeTargets: [],
});

const emptySb = (): SbAccountSnapshot => ({
  campaigns: [],
  adGroups: [],
  videoAds: [],
  keywords: [],
  targets: [],
  negativeKeywords: [],
});

/** Fills the `parts` of `snapshot` at once, each from `listOf`; the other lists stay empty and unasked. */
async function fill<S, P extends keyof S>(
  snapshot: S,
  parts: readonly P[],
  listOf: (part: P) => Promise<S[P]>,
): Promise<S> {
  await Promise.all(
    [...new Set(parts)].map(async (part) => {
      snapshot[part] = await listOf(part);
    }),
  );
  return snapshot;
}

/** The SP lists of a scope: a live read filters by state; a campaigns read names the campaigns, every state. */
async function readSp<P extends SpPart>(
  api: AdsProfileApi,
  scope: AccountScope,
  parts: readonly P[],
): Promise<Pick<SpAccountSnapshot, P>> {
  if ('campaignIds' in scope && scope.campaignIds.length === 0) return emptySp();
  const lists = spLists(api);
  const filterOf = (part: SpPart): AdsListFilter => {
    if ('live' in scope) return { states: LIVE_STATES };
    // A campaign's own id filter is its campaign filter (entities/sp-entities.ts).
    return part === 'campaigns' ? { ids: [...scope.campaignIds] } : { campaignIds: [...scope.campaignIds] };
  };
  return fill(emptySp(), parts, (part) => lists[part](filterOf(part)));
}

/** An SB record that is not archived (SB v3 lists read every state). */
function notArchived<T extends { state: ApiState }>(records: T[]): T[] {
  return records.filter((record) => stateWord(record.state) !== 'archived');
}

/** The SB lists of a scope; a live read keeps the children of live campaigns that are not archived. */
async function readSb<P extends SbPart>(
  api: AdsProfileApi,
  scope: AccountScope,
  parts: readonly P[],
): Promise<Pick<SbAccountSnapshot, P>> {
  const lists = sbLists(api);
  if ('campaignIds' in scope) {
    const campaignIds = [...scope.campaignIds];
    if (campaignIds.length === 0) return emptySb();
    return fill(emptySb(), parts, (part) => lists[part]({ campaignIds }));
  }
  const campaigns = notArchived(await lists.campaigns({ states: LIVE_STATES }));
  const campaignIds = campaigns.map((campaign) => campaign.campaignId);
  const withoutChildren: SbAccountSnapshot = { ...emptySb(), campaigns };
  if (campaignIds.length === 0) return withoutChildren;
  const filter = { campaignIds };
  const liveLists: ListCalls<SbAccountSnapshot> = {
    campaigns: () => Promise.resolve(campaigns),
    adGroups: async () => notArchived(await lists.adGroups(filter)),
    videoAds: async () => notArchived(await lists.videoAds(filter)),
    keywords: async () => notArchived(await lists.keywords(filter)),
    targets: async () => notArchived(await lists.targets(filter)),
    negativeKeywords: async () => notArchived(await lists.negativeKeywords(filter)),
  };
  return fill(emptySb(), parts, (part) => liveLists[part](filter));
}

/** The account reader of one advertiser profile. */
export function profileAccountReader(api: AdsProfileApi): ShopAccountReader {
  return {
    readSp: (scope, parts) => reading(() => readSp(api, scope, parts)),
    readSb: (scope, parts) => reading(() => readSb(api, scope, parts)),
    readBrands: () => reading(() => api.list('sb.brands')),
    readReport: (request, timeoutMs) => reading(() => api.runReport(request, { timeoutMs })),
  };
}
