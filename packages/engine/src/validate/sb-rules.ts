// Sponsored Brands multi-ad-group rules (reference §1.3.1): a new campaign needs an ad group, and a new ad
// group one ad and one keyword or product target; creative ASIN counts and landing page types per ad
// format; headline ≤ 50 characters (JP 35) and brand name ≤ 30; video only where bulk creation is offered;
// no negative keyword in a product-targeting ad group (an SB ad group holds one targeting type).
import { parseAsin } from '../model/ids';
import type { SbBulkRow } from '../model/bulk-row';
import type { Violation } from './violation';
import { violationAt } from './violation';
import type { LocatedRow, ValidationContext } from './validation-context';
import { adGroupKey, campaignKey } from './validation-context';

const AD_ENTITIES = new Set(['productCollectionAd', 'videoAd', 'brandVideoAd', 'storeSpotlightAd']);
const TARGET_ENTITIES = new Set(['keyword', 'productTargeting']);
const BRAND_NAME_MAX = 30;

/** Allowed creative ASIN count and landing page type of each ad format. */
const FORMAT_RULES: Record<string, { minAsins: number; maxAsins: number; landingPage?: string }> = {
  videoAd: { minAsins: 1, maxAsins: 1, landingPage: 'detailPage' },
  brandVideoAd: { minAsins: 1, maxAsins: 3, landingPage: 'store' },
  productCollectionAd: { minAsins: 1, maxAsins: 3 },
  storeSpotlightAd: { minAsins: 0, maxAsins: 3, landingPage: 'store' },
};

/** Creative ASIN count and validity, and landing page type, of a Create ad row. */
function creativeRule(located: LocatedRow, row: SbBulkRow): Violation[] {
  const format = FORMAT_RULES[row.entity];
  if (!format || row.operation !== 'create') return [];
  const found: Violation[] = [];
  const asins = row.creativeAsins ?? [];
  if (asins.length > 0 && (asins.length < format.minAsins || asins.length > format.maxAsins)) {
    const range =
      format.minAsins === format.maxAsins ? `${format.maxAsins}` : `${format.minAsins}-${format.maxAsins}`;
    found.push(
      violationAt(located, 'creativeAsins', 'sb-ad-creative', {
        zh: `该广告格式需要 ${range} 个创意 ASIN，当前有 ${asins.length} 个。`,
        en: `This ad format takes ${range} creative ASIN(s); found ${asins.length}.`,
      }),
    );
  }
  const invalid = asins.filter((asin) => parseAsin(asin) !== asin);
  if (invalid.length > 0) {
    found.push(
      violationAt(located, 'creativeAsins', 'sb-ad-creative', {
        zh: `创意 ASIN 无效（须为 10 位大写）：${invalid.join(', ')}。`,
        en: `Invalid creative ASINs (10 upper-case characters expected): ${invalid.join(', ')}.`,
      }),
    );
  }
  if (format.landingPage && row.landingPageType && row.landingPageType !== format.landingPage) {
    found.push(
      violationAt(located, 'landingPageType', 'sb-ad-creative', {
        zh: `该广告格式的落地页类型必须是 ${format.landingPage === 'store' ? 'Store' : 'Detail Page'}。`,
        en: `This ad format needs Landing Page Type ${format.landingPage === 'store' ? 'Store' : 'Detail Page'}.`,
      }),
    );
  }
  return found;
}

/** Headline and brand name lengths. */
function textLengthRule(located: LocatedRow, row: SbBulkRow, context: ValidationContext): Violation[] {
  const found: Violation[] = [];
  const headlineMax = context.marketplace === 'JP' ? 35 : 50;
  const headline = row.creativeHeadline ? [...row.creativeHeadline].length : 0;
  if (headline > headlineMax) {
    found.push(
      violationAt(located, 'creativeHeadline', 'sb-text-length', {
        zh: `广告标题有 ${headline} 个字符，${context.marketplace} 站点最多 ${headlineMax} 个。`,
        en: `Creative headline has ${headline} characters; ${context.marketplace} allows at most ${headlineMax}.`,
      }),
    );
  }
  const brand = row.brandName ? [...row.brandName].length : 0;
  if (brand > BRAND_NAME_MAX) {
    found.push(
      violationAt(located, 'brandName', 'sb-text-length', {
        zh: `品牌名称有 ${brand} 个字符，最多 ${BRAND_NAME_MAX} 个。`,
        en: `Brand name has ${brand} characters; at most ${BRAND_NAME_MAX} are allowed.`,
      }),
    );
  }
  return found;
}

/** Video ads only where the marketplace offers SB video creation through bulk sheets. */
function videoAvailabilityRule(located: LocatedRow, row: SbBulkRow, context: ValidationContext): Violation[] {
  const video = row.entity === 'videoAd' || row.entity === 'brandVideoAd';
  if (!video || row.operation !== 'create' || context.info.sbVideoBulkCreate) return [];
  return [
    violationAt(located, 'entity', 'sb-video-unavailable', {
      zh: `${context.marketplace} 站点不能通过批量表格创建品牌推广视频广告。`,
      en: `Sponsored Brands video ads cannot be created through bulk sheets in ${context.marketplace}.`,
    }),
  ];
}

/** Per-row SB rules. */
export function sbRules(located: LocatedRow, context: ValidationContext): Violation[] {
  const { row } = located;
  if (row.product !== 'sponsoredBrands') return [];
  return [
    ...creativeRule(located, row),
    ...textLengthRule(located, row, context),
    ...videoAvailabilityRule(located, row, context),
  ];
}

/**
 * An SB negative keyword row in an ad group whose rows in the file target products only (product targeting
 * rows, no keyword row): an SB ad group holds one targeting type, so the negative keyword has nothing to
 * refine and is refused or ignored.
 */
export function sbNegativeKeywordInTargetingGroupRule(context: ValidationContext): Violation[] {
  const keywordGroups = new Set<string>();
  const targetingGroups = new Set<string>();
  for (const { row } of context.rows) {
    if (row.product !== 'sponsoredBrands') continue;
    if (row.entity === 'keyword') keywordGroups.add(adGroupKey(row));
    if (row.entity === 'productTargeting') targetingGroups.add(adGroupKey(row));
  }
  return context.rows
    .filter(
      ({ row }) =>
        row.product === 'sponsoredBrands' &&
        row.entity === 'negativeKeyword' &&
        targetingGroups.has(adGroupKey(row)) &&
        !keywordGroups.has(adGroupKey(row)),
    )
    .map((located) =>
      violationAt(located, 'entity', 'sb-negative-keyword-in-targeting-group', {
        zh: '品牌推广的商品投放广告组不能添加否定关键词（一个广告组只有一种投放方式）：请删除该行，或改为否定商品投放。',
        en: 'A Sponsored Brands product-targeting ad group cannot hold negative keywords (an ad group has one targeting type): remove the row or use a negative product target instead.',
      }),
    );
}

/** Counts ad groups per new campaign and ads/targets per new ad group. */
function countChildren(context: ValidationContext) {
  const adGroups = new Map<string, number>();
  const ads = new Map<string, number>();
  const targets = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const { row } of context.rows) {
    if (row.product !== 'sponsoredBrands' || row.operation !== 'create') continue;
    if (row.entity === 'adGroup') bump(adGroups, campaignKey(row));
    if (AD_ENTITIES.has(row.entity)) bump(ads, adGroupKey(row));
    if (TARGET_ENTITIES.has(row.entity)) bump(targets, adGroupKey(row));
  }
  return { adGroups, ads, targets };
}

/** A new SB campaign needs an ad group; a new SB ad group needs an ad and a keyword or product target. */
export function sbCompletenessRule(context: ValidationContext): Violation[] {
  const counts = countChildren(context);
  const found: Violation[] = [];
  for (const [key, located] of context.index.newCampaigns) {
    if (located.row.product === 'sponsoredBrands' && !counts.adGroups.has(key)) {
      found.push(
        violationAt(located, 'entity', 'sb-campaign-incomplete', {
          zh: '新建的品牌推广广告活动至少需要一个新建广告组（以及其中的广告和投放行）。',
          en: 'A new Sponsored Brands campaign needs at least one new ad group (with an ad and a targeting row).',
        }),
      );
    }
  }
  for (const [key, located] of context.index.newAdGroups) {
    if (located.row.product !== 'sponsoredBrands') continue;
    const missing = [
      counts.ads.has(key) ? undefined : { zh: '一个广告行', en: 'an ad row' },
      counts.targets.has(key)
        ? undefined
        : { zh: '一个关键词或商品投放行', en: 'a keyword or product targeting row' },
    ].filter((item) => item !== undefined);
    if (missing.length > 0) {
      found.push(
        violationAt(located, 'entity', 'sb-campaign-incomplete', {
          zh: `新建的品牌推广广告组缺少${missing.map((item) => item.zh).join('和')}。`,
          en: `A new Sponsored Brands ad group needs ${missing.map((item) => item.en).join(' and ')}.`,
        }),
      );
    }
  }
  return found;
}
