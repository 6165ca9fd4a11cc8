// Sponsored Brands v4: campaigns, ad groups and video ads (reference §4.3-4.5, Amazon's SB 4.0 spec).
// String ids like SP v3; at most 10 items per write and 10 ids per `…IdFilter`; lists take `maxResults`
// 1-100 and follow `nextToken`.
import type { MultiStatusResult, SbAdGroupRecord, SbCampaignRecord, SbVideoAdRecord } from '../ads-api';
import type { AdsHttp } from './ads-http';
import { inBatches } from './batches';
import { fieldsOf, readMultiStatus, type SuccessItemShape } from './multi-status';
import { listByTokenPages } from './token-pages';

/** Items per SB v4 write and ids per `include` of its filters. */
export const SB_V4_BATCH_LIMIT = 10;

/** Records per SB v4 list page (Amazon's maximum). */
export const SB_V4_PAGE_SIZE = 100;

/** One SB v4 resource: path, media type, body key and 207 success shape. */
interface SbV4Resource {
  name: string;
  path: string;
  mediaType: string;
  bodyKey: string;
  success: SuccessItemShape;
}

const CAMPAIGNS: SbV4Resource = {
  name: 'campaigns',
  path: '/sb/v4/campaigns',
  mediaType: 'application/vnd.sbcampaignresource.v4+json',
  bodyKey: 'campaigns',
  success: { idKey: 'campaignId', recordKey: 'campaign' },
};

const AD_GROUPS: SbV4Resource = {
  name: 'adGroups',
  path: '/sb/v4/adGroups',
  mediaType: 'application/vnd.sbadgroupresource.v4+json',
  bodyKey: 'adGroups',
  success: { idKey: 'adGroupId', recordKey: 'adGroup' },
};

const ADS: SbV4Resource = {
  name: 'ads',
  path: '/sb/v4/ads',
  mediaType: 'application/vnd.sbadresource.v4+json',
  bodyKey: 'ads',
  success: { idKey: 'adId', recordKey: 'ad' },
};

/** SB v4 campaigns matching the filter (every state unless `states` says otherwise). */
export function sbListCampaigns(
  http: AdsHttp,
  filter: { campaignIds?: string[]; states?: string[] } = {},
): Promise<SbCampaignRecord[]> {
  return listAll<SbCampaignRecord>(http, CAMPAIGNS, { campaignIdFilter: filter.campaignIds }, filter.states);
}

/** Creates SB v4 campaigns, 10 per call; a call without an answer is not repeated (it may have been applied). */
export function sbCreateCampaigns(
  http: AdsHttp,
  items: Array<Omit<SbCampaignRecord, 'campaignId'>>,
): Promise<MultiStatusResult<SbCampaignRecord>> {
  return writeAll(http, CAMPAIGNS, 'create', items);
}

/** Updates SB v4 campaigns (partial), 10 per call. */
export function sbUpdateCampaigns(
  http: AdsHttp,
  items: Array<Partial<SbCampaignRecord> & { campaignId: string }>,
): Promise<MultiStatusResult<SbCampaignRecord>> {
  return writeAll(http, CAMPAIGNS, 'update', items);
}

/** Archives SB v4 campaigns by id, 10 per call. */
export function sbArchiveCampaigns(
  http: AdsHttp,
  ids: string[],
): Promise<MultiStatusResult<SbCampaignRecord>> {
  return inBatches(ids, SB_V4_BATCH_LIMIT, (batch, offset) =>
    write(
      http,
      CAMPAIGNS,
      'archive',
      `${CAMPAIGNS.path}/delete`,
      { campaignIdFilter: { include: batch } },
      {
        offset,
        size: batch.length,
      },
    ),
  );
}

/** SB v4 ad groups of the given campaigns (all when no filter). */
export function sbListAdGroups(
  http: AdsHttp,
  filter: { campaignIds?: string[] } = {},
): Promise<SbAdGroupRecord[]> {
  return listAll<SbAdGroupRecord>(http, AD_GROUPS, { campaignIdFilter: filter.campaignIds });
}

/** Creates SB v4 ad groups, 10 per call. */
export function sbCreateAdGroups(
  http: AdsHttp,
  items: Array<Omit<SbAdGroupRecord, 'adGroupId'>>,
): Promise<MultiStatusResult<SbAdGroupRecord>> {
  return writeAll(http, AD_GROUPS, 'create', items);
}

/** SB v4 video ads: Amazon lists every ad type under `/sb/v4/ads/list`; only `VIDEO` creatives are kept. */
export async function sbListVideoAds(
  http: AdsHttp,
  filter: { campaignIds?: string[]; adGroupIds?: string[] } = {},
): Promise<SbVideoAdRecord[]> {
  const ads = await listAll<Record<string, unknown>>(http, ADS, {
    campaignIdFilter: filter.campaignIds,
    adGroupIdFilter: filter.adGroupIds,
  });
  return ads.filter(isVideoAd).map(videoAdOf);
}

/** Creates SB v4 video ads (`POST /sb/v4/ads/video`), 10 per call, with the fields that call accepts. */
export function sbCreateVideoAds(
  http: AdsHttp,
  items: Array<Omit<SbVideoAdRecord, 'adId' | 'servingStatus'>>,
): Promise<MultiStatusResult<SbVideoAdRecord>> {
  const wire = items.map(({ name, state, adGroupId, creative }) => ({ name, state, adGroupId, creative }));
  return inBatches(wire, SB_V4_BATCH_LIMIT, (batch, offset) =>
    write(http, ADS, 'create', `${ADS.path}/video`, { ads: batch }, { offset, size: batch.length }),
  );
}

function writeAll<I, T>(
  http: AdsHttp,
  resource: SbV4Resource,
  kind: 'create' | 'update',
  items: I[],
): Promise<MultiStatusResult<T>> {
  return inBatches(items, SB_V4_BATCH_LIMIT, (batch, offset) =>
    write<T>(
      http,
      resource,
      kind,
      resource.path,
      { [resource.bodyKey]: batch },
      { offset, size: batch.length },
    ),
  );
}

async function write<T>(
  http: AdsHttp,
  resource: SbV4Resource,
  kind: 'create' | 'update' | 'archive',
  path: string,
  body: Record<string, unknown>,
  batch: { offset: number; size: number },
): Promise<MultiStatusResult<T>> {
  const answer = await http.send({
    operation: `sb.${resource.name}.${kind}`,
    method: kind === 'update' ? 'PUT' : 'POST',
    path,
    body: JSON.stringify(body),
    contentType: resource.mediaType,
    preferRepresentation: true,
    safety: kind === 'create' ? 'create' : 'repeatable',
  });
  return readMultiStatus<T>(answer.body, resource.bodyKey, resource.success, batch);
}

/** Every record across id-filter chunks of 10 and pages of 100, each once. */
async function listAll<T>(
  http: AdsHttp,
  resource: SbV4Resource,
  idFilters: Record<string, string[] | undefined>,
  states?: string[],
): Promise<T[]> {
  const filters = Object.entries(idFilters).flatMap(([key, ids]) =>
    ids === undefined ? [] : [{ key, limit: SB_V4_BATCH_LIMIT, ids }],
  );
  const records = await listByTokenPages(
    http,
    {
      operation: `sb.${resource.name}.list`,
      path: `${resource.path}/list`,
      mediaType: resource.mediaType,
      bodyKey: resource.bodyKey,
      idField: resource.success.idKey,
      pageSize: SB_V4_PAGE_SIZE,
      extra: states !== undefined ? { stateFilter: { include: states } } : {},
    },
    filters,
  );
  return records as unknown as T[];
}

function isVideoAd(ad: Record<string, unknown>): boolean {
  const creative = fieldsOf(ad.creative);
  return creative.type === 'VIDEO' || (creative.type === undefined && Array.isArray(creative.videoAssetIds));
}

/** A listed video ad with its serving status lifted from `extendedData` where Amazon puts it. */
function videoAdOf(ad: Record<string, unknown>): SbVideoAdRecord {
  const servingStatus = ad.servingStatus ?? fieldsOf(ad.extendedData).servingStatus;
  return {
    ...(ad as unknown as SbVideoAdRecord),
    ...(typeof servingStatus === 'string' ? { servingStatus } : {}),
  };
}
