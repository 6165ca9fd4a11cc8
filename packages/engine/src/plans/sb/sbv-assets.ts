// Brand entity and creative asset IDs of a Sponsored Brands video ad: checked when the seller gives
// them, otherwise found in the creative asset URL or the bulk sheet's "Brand assets data" tab when it
// holds exactly one candidate (reference §1.3.1: SB cannot be created without these IDs).
import { EngineError } from '../../errors/engine-error';
import { ParameterCheckError } from '../parameters/plan-parameters';
import type { BrandAsset } from '../../model/account';
import type { LocalizedText } from '../../model/units';
import { sbMessages } from './sb-messages';
import { PRODUCT_CODE } from '../../errors/product-codes';

const ASSET_ID = /^amzn1\.assetlibrary\.asset1\.[0-9a-f]{32}(:version_v\d+)?$/i;
const ASSET_ID_IN_TEXT = /amzn1\.assetlibrary\.asset1\.[0-9a-f]{32}(?::version_v\d+)?/i;
const BRAND_ENTITY_ID = /^[A-Za-z0-9]{5,64}$/;
const DEFAULT_VERSION = ':version_v1';

/** A value resolved for the plan, with the note the seller reads when it did not come from the form. */
export interface Resolved<T> {
  value: T;
  notes: LocalizedText[];
}

/** The kinds of brand asset a video ad needs, with their names for messages. */
export const ASSET_KIND_NAMES = {
  video: { zh: '视频素材编号', en: 'video asset ID' },
  logo: { zh: '品牌 Logo 素材编号', en: 'brand logo asset ID' },
  brandEntity: { zh: '品牌实体编号', en: 'Brand Entity ID' },
} as const satisfies Record<string, LocalizedText>;

/**
 * Normalises an asset ID (`amzn1.assetlibrary.asset1.<32 hex>:version_vN`, hex lower-cased); a missing
 * version suffix becomes `:version_v1` with a note. Throws 20001 naming `field` when malformed.
 */
export function parseAssetId(text: string, field: string): Resolved<string> {
  const trimmed = text.trim();
  if (!ASSET_ID.test(trimmed))
    throw new EngineError(PRODUCT_CODE.parameterInvalid, sbMessages.invalidAssetId(field, trimmed));
  const [base = '', version] = trimmed.split(':');
  const normalised = `${base.toLowerCase()}${version ? `:${version.toLowerCase()}` : DEFAULT_VERSION}`;
  return { value: normalised, notes: version ? [] : [sbMessages.versionAdded(normalised)] };
}

/** Checks a Brand Entity ID (letters and digits); throws 20001 when malformed. */
export function parseBrandEntityId(text: string): string {
  const trimmed = text.trim();
  if (!BRAND_ENTITY_ID.test(trimmed))
    throw new EngineError(PRODUCT_CODE.parameterInvalid, sbMessages.invalidBrandEntityId(trimmed));
  return trimmed;
}

/** The asset ID written inside a creative asset URL (query or path), if any. */
export function assetIdInUrl(url: string): string | undefined {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // A malformed escape leaves the URL as written; the pattern may still be found in it.
  }
  return ASSET_ID_IN_TEXT.exec(decoded)?.[0];
}

/** The distinct values among the bulk sheet's brand assets of one type. */
function distinct(assets: readonly BrandAsset[], pick: (asset: BrandAsset) => string | undefined): string[] {
  return [...new Set(assets.map(pick).filter((value): value is string => Boolean(value?.trim())))];
}

/**
 * The one candidate among the bulk sheet's brand assets: throws `missing` (20007) when there is none and
 * 20007 asking the seller to choose when there are several.
 */
function onlyCandidate(
  field: string,
  candidates: string[],
  kind: LocalizedText,
  missing: LocalizedText,
): Resolved<string> {
  const [only] = candidates;
  if (candidates.length > 1) {
    throw new ParameterCheckError(PRODUCT_CODE.parameterMissing, [
      { field, key: 'required', message: sbMessages.ambiguousAsset(kind, candidates.length) },
    ]);
  }
  if (only === undefined)
    throw new ParameterCheckError(PRODUCT_CODE.parameterMissing, [
      { field, key: 'required', message: missing },
    ]);
  return { value: only, notes: [sbMessages.assetFromBulk(kind, only)] };
}

/** The Brand Entity ID: the seller's, else the only one in the bulk sheet's brand assets. */
export function resolveBrandEntityId(
  given: string | undefined,
  assets: readonly BrandAsset[],
): Resolved<string> {
  if (given?.trim()) return { value: parseBrandEntityId(given), notes: [] };
  const resolved = onlyCandidate(
    'brand_entity_id',
    distinct(assets, (asset) => asset.brandEntityId),
    ASSET_KIND_NAMES.brandEntity,
    sbMessages.missingBrandEntityId(),
  );
  return { value: parseBrandEntityId(resolved.value), notes: resolved.notes };
}

/**
 * The video asset ID: the seller's `asset_id`, else one written in the creative asset URL, else the only
 * video asset in the bulk sheet's brand assets; 20007 with where to find it otherwise.
 */
export function resolveVideoAssetId(
  given: string | undefined,
  creativeAssetUrl: string | undefined,
  assets: readonly BrandAsset[],
): Resolved<string> {
  if (given?.trim()) return parseAssetId(given, 'asset_id');
  const fromUrl = creativeAssetUrl ? assetIdInUrl(creativeAssetUrl) : undefined;
  if (fromUrl) {
    const parsed = parseAssetId(fromUrl, 'creative_asset_url');
    return { value: parsed.value, notes: [sbMessages.assetFromUrl(parsed.value), ...parsed.notes] };
  }
  const videos = distinct(
    assets.filter((asset) => asset.assetType === 'video'),
    (asset) => asset.assetId,
  );
  const resolved = onlyCandidate('asset_id', videos, ASSET_KIND_NAMES.video, sbMessages.missingVideoAsset());
  const parsed = parseAssetId(resolved.value, 'asset_id');
  return { value: parsed.value, notes: [...resolved.notes, ...parsed.notes] };
}

/** The brand logo asset ID of a brand video ad: the seller's, else the only logo in the brand assets. */
export function resolveLogoAssetId(
  given: string | undefined,
  assets: readonly BrandAsset[],
): Resolved<string> {
  if (given?.trim()) return parseAssetId(given, 'brand_logo_asset_id');
  const logos = distinct(
    assets.filter((asset) => asset.assetType === 'logo'),
    (asset) => asset.assetId,
  );
  const resolved = onlyCandidate(
    'brand_logo_asset_id',
    logos,
    ASSET_KIND_NAMES.logo,
    sbMessages.missingBrandVideoField('brand_logo_asset_id'),
  );
  const parsed = parseAssetId(resolved.value, 'brand_logo_asset_id');
  return { value: parsed.value, notes: [...resolved.notes, ...parsed.notes] };
}

/** The brand name of a brand video ad: the seller's, else the only brand name in the brand assets. */
export function resolveBrandName(given: string | undefined, assets: readonly BrandAsset[]): Resolved<string> {
  if (given?.trim()) return { value: given.trim(), notes: [] };
  const kind = { zh: '品牌名称', en: 'brand name' };
  return onlyCandidate(
    'brand_name',
    distinct(assets, (asset) => asset.brandName),
    kind,
    sbMessages.missingBrandVideoField('brand_name'),
  );
}
