// Every sentence the Sponsored Brands video flows show a seller, in zh-CN (source of truth) and en-US.
import type { SbPlacement } from '../../model/account';
import type { LocalizedText } from '../../model/units';
import { fieldLabel } from '../parameters/parameter-messages';

/** Display names of the SB placements (`Bidding adjustment by placement` rows). */
export const SB_PLACEMENT_NAMES: Record<SbPlacement, LocalizedText> = {
  home: { zh: '搜索结果首页（Home）', en: 'Home (top of search)' },
  detailPage: { zh: '商品详情页（Detail page）', en: 'Detail page' },
  other: { zh: '其他位置（Other）', en: 'Other placements' },
};

const BRAND_ASSETS_HINT = {
  zh: '在广告后台“批量操作”下载表格时勾选“品牌资产数据”（Brand assets data），或在“品牌资产/创意素材库”中查看',
  en: 'tick "Brand assets data" when downloading a bulk sheet in the ads console (Bulk operations), or look it up under Brand assets / Creative assets',
};

/** Messages of the SBV flows, as functions of their figures. */
export const sbMessages = {
  missingBrandEntityId: (): LocalizedText => ({
    zh: `缺少品牌实体编号：${BRAND_ASSETS_HINT.zh}，表格中的“Brand Entity ID”列即是。`,
    en: `Missing Brand Entity ID: ${BRAND_ASSETS_HINT.en}; it is the "Brand Entity ID" column.`,
  }),
  invalidBrandEntityId: (value: string): LocalizedText => ({
    zh: `品牌实体编号“${value}”格式不对：应为字母和数字（如 ENTITY1ABC2DEF3GH），${BRAND_ASSETS_HINT.zh}。`,
    en: `Brand Entity ID "${value}" is not valid: it is letters and digits (e.g. ENTITY1ABC2DEF3GH); ${BRAND_ASSETS_HINT.en}.`,
  }),
  missingVideoAsset: (): LocalizedText => ({
    zh: `缺少视频素材编号：在广告后台“创意素材库”（Creative assets）打开视频查看素材编号，格式为 amzn1.assetlibrary.asset1.<32位十六进制>:version_v1；也可${BRAND_ASSETS_HINT.zh}。`,
    en: `Missing video asset ID: open the video in the ads console's Creative assets library to see its asset ID, formatted amzn1.assetlibrary.asset1.<32 hex>:version_v1; or ${BRAND_ASSETS_HINT.en}.`,
  }),
  invalidAssetId: (field: string, value: string): LocalizedText => ({
    zh: `${fieldLabel(field).zh}“${value}”格式不对：应为 amzn1.assetlibrary.asset1.<32位十六进制>:version_v1，可在“创意素材库”中复制。`,
    en: `${fieldLabel(field).en} "${value}" is not valid: it looks like amzn1.assetlibrary.asset1.<32 hex>:version_v1; copy it from the Creative assets library.`,
  }),
  ambiguousAsset: (kind: LocalizedText, count: number): LocalizedText => ({
    zh: `批量表格的品牌资产中有 ${count} 个${kind.zh}，请填写要使用的编号。`,
    en: `The bulk sheet's brand assets hold ${count} ${kind.en}s: give the ID to use.`,
  }),
  assetFromBulk: (kind: LocalizedText, id: string): LocalizedText => ({
    zh: `未填写${kind.zh}，已使用批量表格品牌资产中唯一的${kind.zh}：${id}。`,
    en: `No ${kind.en} was given; the only ${kind.en} in the bulk sheet's brand assets is used: ${id}.`,
  }),
  assetFromUrl: (id: string): LocalizedText => ({
    zh: `视频素材编号取自创意素材链接：${id}。`,
    en: `The video asset ID was taken from the creative asset URL: ${id}.`,
  }),
  versionAdded: (id: string): LocalizedText => ({
    zh: `素材编号没有版本后缀，已按 :version_v1 补全（${id}）；若视频有更新版本，请填写完整编号。`,
    en: `The asset ID had no version suffix, so :version_v1 was added (${id}); give the full ID if the video has a newer version.`,
  }),
  invalidUrl: (field: string, value: string): LocalizedText => ({
    zh: `${fieldLabel(field).zh}“${value}”不是有效的网址（需以 http:// 或 https:// 开头）。`,
    en: `${fieldLabel(field).en} "${value}" is not a valid URL (it must start with http:// or https://).`,
  }),
  wrongStoreHost: (value: string, host: string): LocalizedText => ({
    zh: `品牌旗舰店落地页“${value}”不在本站点（${host}）上，请填写本站点的品牌旗舰店网址（https://${host}/stores/...）。`,
    en: `Store landing page "${value}" is not on this marketplace (${host}): give the Store URL of this marketplace (https://${host}/stores/...).`,
  }),
  missingBrandVideoField: (field: string): LocalizedText => ({
    zh: `品牌视频广告（落地页为品牌旗舰店）缺少${fieldLabel(field).zh}：需要旗舰店网址、品牌名称、品牌 Logo 素材编号和广告标题。`,
    en: `A brand video ad (Store landing page) is missing "${fieldLabel(field).en}": it needs the Store URL, brand name, brand logo asset ID and headline.`,
  }),
  textTooLong: (field: string, max: number): LocalizedText => ({
    zh: `${fieldLabel(field).zh}超过 ${max} 个字符。`,
    en: `${fieldLabel(field).en} is longer than ${max} characters.`,
  }),
  tooManyCreativeAsins: (max: number): LocalizedText => ({
    zh: `品牌视频广告最多展示 ${max} 个 ASIN。`,
    en: `A brand video ad shows at most ${max} ASINs.`,
  }),
  noValidTargets: (skipped: readonly LocalizedText[]): LocalizedText => ({
    zh: `没有可投放的关键词或商品：${skipped.map((w) => w.zh).join('；') || '列表为空'}。请修改${fieldLabel('main_search_terms').zh}或${fieldLabel('competitor_asins').zh}。`,
    en: `No keyword or product can be targeted: ${skipped.map((w) => w.en).join('; ') || 'the list is empty'}. Please change "${fieldLabel('main_search_terms').en}" or "${fieldLabel('competitor_asins').en}".`,
  }),
  missingTargets: (): LocalizedText => ({
    zh: `缺少投放对象：关键词投放请填写${fieldLabel('main_search_terms').zh}，商品投放请填写${fieldLabel('competitor_asins').zh}。`,
    en: `Missing targets: give "${fieldLabel('main_search_terms').en}" for keyword targeting, or "${fieldLabel('competitor_asins').en}" for product targeting.`,
  }),
  placementRange: (field: string, min: number, max: number): LocalizedText => ({
    zh: `${fieldLabel(field).zh}应在 ${min} 到 ${max} 之间（百分比）。`,
    en: `${fieldLabel(field).en} must be between ${min} and ${max} (percent).`,
  }),
  videoBulkUnsupported: (marketplace: string): LocalizedText => ({
    zh: `${marketplace} 站点不支持通过批量表格创建品牌推广视频广告活动，请在广告后台手动创建；本次未扣除次数。`,
    en: `The ${marketplace} marketplace does not accept Sponsored Brands video campaigns through bulk upload: create it in the ads console. No use was consumed.`,
  }),
  campaign: (budget: string): LocalizedText => ({
    zh: `新建品牌推广视频广告活动，每日预算 ${budget}，关闭自动竞价（Bid optimization = FALSE），出价完全按目标 CPS 控制。`,
    en: `New Sponsored Brands video campaign, daily budget ${budget}, automated bidding off (Bid optimization = FALSE) so bids follow the target CPS.`,
  }),
  campaignAutomated: (budget: string): LocalizedText => ({
    zh: `新建品牌推广视频广告活动，每日预算 ${budget}，按卖家选择开启亚马逊自动竞价（不能设置广告位溢价）。`,
    en: `New Sponsored Brands video campaign, daily budget ${budget}, Amazon automated bidding on as chosen (no placement adjustments then).`,
  }),
  adGroup: (): LocalizedText => ({ zh: '新建广告组。', en: 'New ad group.' }),
  videoAd: (asin: string, url: string): LocalizedText => ({
    zh: `视频广告推广单个 ASIN ${asin}，落地页为商品详情页 ${url}。`,
    en: `Video ad for the single ASIN ${asin}, landing on its detail page ${url}.`,
  }),
  brandVideoAd: (url: string): LocalizedText => ({
    zh: `品牌视频广告，落地页为品牌旗舰店 ${url}。`,
    en: `Brand video ad landing on the Store ${url}.`,
  }),
  duplicateCampaignName: (name: string): LocalizedText => ({
    zh: `广告活动名称“${name}”在批量表格中已存在，亚马逊要求名称在账户内唯一，请换一个名称。`,
    en: `Campaign name "${name}" already exists in the bulk sheet; Amazon needs names unique in the account: choose another.`,
  }),
  coldStartBid: (
    kind: LocalizedText,
    cvr: string,
    factors: string,
    cps: string,
    placement: string,
    bid: string,
  ): LocalizedText => ({
    zh: `${kind.zh}：出价 = 目标 CPS ${cps} × 预估转化率 ${cvr}（自然转化率 × 匹配系数 = ${factors}）÷ 广告位竞价倍数 ${placement}，限制在视频广告出价范围内 = ${bid}。`,
    en: `${kind.en}: bid = target CPS ${cps} x estimated conversion rate ${cvr} (organic rate x match factor = ${factors.replace('×', 'x')}) / placement bid multiplier ${placement}, within the video bid limits = ${bid}.`,
  }),
  bidRaisedToMinimum: (count: number, minimum: string): LocalizedText => ({
    zh: `${count} 个投放按目标 CPS 算出的出价低于视频广告最低出价 ${minimum}，已提高到最低出价，实际 CPS 可能高于目标。`,
    en: `${count} targets had a CPS-based bid under the video minimum ${minimum} and were raised to it: the actual CPS may exceed the target.`,
  }),
  negativeKeyword: (matchLabel: string): LocalizedText => ({
    zh: `卖家列出的不相关词，设为否定（${matchLabel}），避免浪费花费。`,
    en: `Irrelevant term listed by the seller, negated (${matchLabel}) to avoid wasted spend.`,
  }),
  negativeSkippedProtected: (term: string): LocalizedText => ({
    zh: `否定词“${term}”会屏蔽主要搜索词、品牌词或自己的 ASIN，未否定。`,
    en: `Negative term "${term}" would block a main search term, a brand word or the own ASIN, so it was not negated.`,
  }),
  textSkipped: (term: string, problem: LocalizedText): LocalizedText => ({
    zh: `“${term}”不符合亚马逊关键词规则（${problem.zh}），已跳过。`,
    en: `"${term}" breaks Amazon's keyword rules (${problem.en}) and was skipped.`,
  }),
  tooManyKeywords: (max: number, dropped: number): LocalizedText => ({
    zh: `新建品牌推广广告活动最多 ${max} 个关键词，已省略 ${dropped} 个。`,
    en: `A new Sponsored Brands campaign takes at most ${max} keywords; ${dropped} were left out.`,
  }),
  placement: (name: LocalizedText, percent: number): LocalizedText => ({
    zh: `${name.zh} 竞价调整 ${percent}%（卖家设定）。`,
    en: `${name.en} bid adjustment ${percent}% (set by the seller).`,
  }),
  placementsIgnored: (): LocalizedText => ({
    zh: '已开启自动竞价，亚马逊不接受广告位竞价调整，已忽略填写的溢价。',
    en: 'Automated bidding is on: Amazon takes no placement adjustments then, so they were ignored.',
  }),
  noSbTab: (): LocalizedText => ({
    zh: '无法读取品牌推广广告数据：批量表格中没有“SB Multi Ad Group Campaigns”工作表。请下载批量表格时勾选品牌推广（多广告组）数据。',
    en: 'Cannot read Sponsored Brands ads data: the bulk sheet has no "SB Multi Ad Group Campaigns" tab. Tick Sponsored Brands (multi ad group) data when downloading.',
  }),
  noSbvData: (): LocalizedText => ({
    zh: '没有品牌推广视频数据：批量表格中没有含视频广告（Video ad / Brand video ad）的品牌推广广告活动。',
    en: 'No Sponsored Brands video data: the bulk sheet has no Sponsored Brands campaign with a video ad (Video ad / Brand video ad).',
  }),
  sbvCampaignNotFound: (reference: string): LocalizedText => ({
    zh: `批量表格中没有与“${reference}”对应的品牌推广视频广告活动（按广告活动 ID、名称或推广的 ASIN 查找；需含视频广告，且在多广告组工作表中）。`,
    en: `The bulk sheet has no Sponsored Brands video campaign matching "${reference}" (by campaign ID, name or advertised ASIN; it needs a video ad and must be in the multi ad group tab).`,
  }),
  noBrandSearchTermReport: (): LocalizedText => ({
    zh: '缺少品牌推广搜索词报告：请下载批量表格时勾选搜索词报告（含“SB Search Term Report”工作表），或上传广告后台的品牌推广搜索词报告。',
    en: 'Missing the Sponsored Brands search term report: tick the search term report when downloading the bulk sheet (tab "SB Search Term Report"), or upload the console Sponsored Brands search term report.',
  }),
  noSearchTermsForCampaign: (name: string): LocalizedText => ({
    zh: `品牌推广搜索词报告中没有广告活动“${name}”的数据，请确认报告的日期范围覆盖该广告活动投放期间。`,
    en: `The Sponsored Brands search term report has no rows for campaign "${name}": check that its date range covers the campaign's running time.`,
  }),
  missingBulkSheet: (): LocalizedText => ({
    zh: '缺少批量表格：请在广告后台“批量操作”下载包含品牌推广（多广告组）数据和搜索词报告的表格后上传。',
    en: 'Missing bulk sheet: download one in the ads console (Bulk operations) with Sponsored Brands (multi ad group) data and the search term report, then upload it.',
  }),
  reportsOverBulkTab: (): LocalizedText => ({
    zh: '同时有上传的搜索词报告和批量表格中的搜索词工作表：只使用上传的报告，避免重复计算。',
    en: 'Both uploaded search term reports and the bulk sheet tab were given: only the uploaded reports are used, so clicks are not counted twice.',
  }),
  legacySkipped: (name: string): LocalizedText => ({
    zh: `广告活动“${name}”只在旧版品牌推广工作表中（2022-11-15 前创建），本工具只修改多广告组工作表中的广告活动，已跳过。`,
    en: `Campaign "${name}" is only in the legacy Sponsored Brands tab (created before 2022-11-15); only multi ad group campaigns are changed, so it was skipped.`,
  }),
  automatedBiddingPlacements: (name: string): LocalizedText => ({
    zh: `广告活动“${name}”开启了自动竞价，亚马逊不接受广告位竞价调整，未调整广告位。`,
    en: `Campaign "${name}" uses automated bidding, so Amazon takes no placement adjustments: placements were left alone.`,
  }),
  asinHarvestInKeywordGroup: (term: string): LocalizedText => ({
    zh: `ASIN 搜索词 ${term} 表现好，但关键词广告组不能加商品投放；可新建品牌推广商品投放广告活动投放它。`,
    en: `ASIN search term ${term} performs well, but a keyword ad group cannot hold product targets: consider a Sponsored Brands product-targeting campaign for it.`,
  }),
  negativeKeywordsWithProductTargeting: (terms: string): LocalizedText => ({
    zh: `否定关键词（${terms}）没有写入：品牌推广的商品投放广告组不能添加否定关键词；如需排除商品，请使用否定商品投放`,
    en: `Negative keywords (${terms}) were not written: a Sponsored Brands product-targeting ad group cannot hold negative keywords; exclude products with negative product targets instead`,
  }),
  negativeKeywordInTargetingGroup: (term: string, group: string): LocalizedText => ({
    zh: `搜索词「${term}」在商品投放广告组「${group}」中花费高却没有订单，但品牌推广的商品投放广告组不能添加否定关键词：没有否定；可在该广告组中否定对应商品（否定商品投放），或在关键词广告组中处理该词`,
    en: `Search term "${term}" spends without orders in product-targeting ad group "${group}", but a Sponsored Brands product-targeting ad group cannot hold negative keywords: not negated; negate the products it shows on (negative product targeting) there, or handle the term in a keyword ad group`,
  }),
  harvestNoIsolation: (): LocalizedText => ({
    zh: '精准关键词加在同一广告组内：否定同组会同时屏蔽新关键词，所以不做否定隔离。',
    en: 'The exact keyword goes into the same ad group: an ad-group negative would block it too, so no isolating negative is added.',
  }),
};
