// Where a campaign's bids live on Amazon and how the executor reads them (through the ShopAccountReader
// port) and writes them (Ads API reference §3.11, §4.6): SP keyword and target bids and ad-group default bids (which keywords and auto targets
// without a bid of their own follow), SB v3 keyword and target bids. Batches stay within Amazon's limits.
import type { AdsProfileApi, MultiStatusResult } from '../../amazon/ads-api';
import type { ShopAccountReader } from '../../ports/shop-account-reader';

/** Which endpoint a bid belongs to. */
export type TargetKind = 'spKeyword' | 'spTarget' | 'spAdGroup' | 'sbKeyword' | 'sbTarget';

/** A bid as Amazon holds it now. */
export interface LiveBid {
  kind: TargetKind;
  id: string;
  adGroupId: string;
  bid: number;
}

/** A bid to write. */
export type BidWrite = LiveBid;

/** Amazon's largest update batches: SP v3 1000 items, SB v3 100. */
const SP_BATCH = 1000;
const SB_BATCH = 100;

const SP_WRITABLE = new Set(['ENABLED', 'PAUSED']);
const SB_WRITABLE = new Set(['enabled', 'paused']);

/** The identity of a bid across kinds. */
export const bidKey = (kind: string, id: string): string => `${kind}:${id}`;

/**
 * Every bid of the campaign that the seller set: enabled or paused entities only (archived ones cannot
 * change), keywords and targets with a bid of their own (the others follow the ad group's default bid).
 */
export async function readLiveBids(
  reader: ShopAccountReader,
  adProduct: 'SP' | 'SB',
  campaignId: string,
): Promise<LiveBid[]> {
  const scope = { campaignIds: [campaignId] };
  if (adProduct === 'SB') {
    const { keywords, targets } = await reader.readSb(scope, ['keywords', 'targets']);
    return [
      ...keywords
        .filter((k) => SB_WRITABLE.has(k.state) && k.bid !== undefined)
        .map((k) => ({
          kind: 'sbKeyword' as const,
          id: k.keywordId,
          adGroupId: k.adGroupId,
          bid: k.bid ?? 0,
        })),
      ...targets
        .filter((t) => SB_WRITABLE.has(t.state) && t.bid !== undefined)
        .map((t) => ({ kind: 'sbTarget' as const, id: t.targetId, adGroupId: t.adGroupId, bid: t.bid ?? 0 })),
    ];
  }
  const { adGroups, keywords, targets } = await reader.readSp(scope, ['adGroups', 'keywords', 'targets']);
  return [
    ...adGroups
      .filter((g) => SP_WRITABLE.has(g.state))
      .map((g) => ({
        kind: 'spAdGroup' as const,
        id: g.adGroupId,
        adGroupId: g.adGroupId,
        bid: g.defaultBid,
      })),
    ...keywords
      .filter((k) => SP_WRITABLE.has(k.state) && k.bid !== undefined)
      .map((k) => ({ kind: 'spKeyword' as const, id: k.keywordId, adGroupId: k.adGroupId, bid: k.bid ?? 0 })),
    ...targets
      .filter((t) => SP_WRITABLE.has(t.state) && t.bid !== undefined)
      .map((t) => ({ kind: 'spTarget' as const, id: t.targetId, adGroupId: t.adGroupId, bid: t.bid ?? 0 })),
  ];
}

/** Splits `items` into batches of `size`. */
function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** The per-item failures of one batch answer, by the written bid's key. */
function failuresOf<T>(batch: readonly BidWrite[], result: MultiStatusResult<T>): Map<string, string> {
  const failures = new Map<string, string>();
  for (const item of result.error) {
    const write = batch[item.index];
    if (!write) continue;
    const reason = item.errors.map((e) => [e.errorType, e.reason, e.message].filter(Boolean).join(': '));
    failures.set(bidKey(write.kind, write.id), reason.join('; ') || 'rejected');
  }
  return failures;
}

async function writeKind(
  api: AdsProfileApi,
  kind: TargetKind,
  campaignId: string,
  batch: BidWrite[],
): Promise<Map<string, string>> {
  switch (kind) {
    case 'spKeyword':
      return failuresOf(
        batch,
        await api.update(
          'sp.keywords',
          batch.map((w) => ({ keywordId: w.id, bid: w.bid })),
        ),
      );
    case 'spTarget':
      return failuresOf(
        batch,
        await api.update(
          'sp.targets',
          batch.map((w) => ({ targetId: w.id, bid: w.bid })),
        ),
      );
    case 'spAdGroup':
      return failuresOf(
        batch,
        await api.update(
          'sp.adGroups',
          batch.map((w) => ({ adGroupId: w.id, defaultBid: w.bid })),
        ),
      );
    case 'sbKeyword':
      return failuresOf(
        batch,
        await api.update(
          'sb.keywords',
          batch.map((w) => ({ keywordId: w.id, adGroupId: w.adGroupId, campaignId, bid: w.bid })),
        ),
      );
    case 'sbTarget':
      return failuresOf(
        batch,
        await api.update(
          'sb.targets',
          batch.map((w) => ({ targetId: w.id, adGroupId: w.adGroupId, campaignId, bid: w.bid })),
        ),
      );
  }
}

/**
 * Writes `writes` kind by kind in Amazon-sized batches and answers the per-item failures by key. A
 * whole-request failure (throttled, unavailable) throws; the batches already written stay written, and a
 * retry finds them at their new value.
 */
export async function writeBids(
  api: AdsProfileApi,
  campaignId: string,
  writes: readonly BidWrite[],
): Promise<Map<string, string>> {
  const failures = new Map<string, string>();
  const kinds: TargetKind[] = ['spAdGroup', 'spKeyword', 'spTarget', 'sbKeyword', 'sbTarget'];
  for (const kind of kinds) {
    const ofKind = writes.filter((write) => write.kind === kind);
    const size = kind.startsWith('sb') ? SB_BATCH : SP_BATCH;
    for (const batch of batches(ofKind, size)) {
      for (const [key, reason] of await writeKind(api, kind, campaignId, batch)) failures.set(key, reason);
    }
  }
  return failures;
}
