// Assembles SB campaigns from the `SB Multi Ad Group Campaigns` tab, and from the legacy
// `Sponsored Brands Campaigns` tab (one ad per campaign, no ad group rows), in any row order.
import type { FileLocation } from '../errors/engine-error';
import type {
  Keyword,
  MatchType,
  NegativeKeyword,
  NegativeProductTarget,
  ProductTarget,
  ReadProblem,
  SbAd,
  SbAdFormat,
  SbAdGroup,
  SbCampaign,
  SbPlacementAdjustment,
  SourceRef,
} from '../model/account';
import type { SbBulkRow, SbEntity } from '../model/bulk-row';
import { adGroupId, adId, keywordId, targetId } from '../model/ids';
import type { RowInfo } from './bulk-row-parsers';
import { READ_CODE, readError } from './read-errors';
import { addProblem } from './read-problems';
import { KeywordStateGuard, orphanError, stateOf } from './sp-model-builder';
import type { TabRowView } from './tab-row-view';
import { LEGACY_AD_FORMAT } from './value-aliases';

const AD_FORMAT: Partial<Record<SbEntity, SbAdFormat>> = {
  videoAd: 'video',
  brandVideoAd: 'brandVideo',
  productCollectionAd: 'productCollection',
  storeSpotlightAd: 'storeSpotlight',
};

interface Pending {
  row: SbBulkRow;
  view: { location: FileLocation; source: SourceRef };
  build: (group: SbAdGroup) => void;
}

/** Collects SB rows of one tab and assembles the campaigns when finish() is called. */
export class SbModelBuilder {
  private readonly campaigns = new Map<string, SbCampaign>();
  private readonly groups = new Map<string, SbAdGroup>();
  private readonly pendingGroups: Array<{ group: SbAdGroup; location: FileLocation }> = [];
  private readonly pendingAdjustments: Array<{
    campaignId: string;
    adjustment: SbPlacementAdjustment;
    location: FileLocation;
  }> = [];
  private readonly pending: Pending[] = [];
  private readonly keywordGuard = new KeywordStateGuard();
  /** Rows whose entity was understood. */
  usableRows = 0;

  constructor(
    private readonly problems: ReadProblem[],
    private readonly tab: 'multiAdGroup' | 'legacy',
  ) {}

  /** Adds one parsed row. */
  add(row: SbBulkRow, info: RowInfo, view: TabRowView): void {
    if (info.entity === undefined) {
      const text = view.text('entity');
      addProblem(
        this.problems,
        `无法识别的实体层级「${text}」，已跳过该行`,
        `Unknown entity “${text}”; the row was skipped`,
        view.location('entity'),
      );
      return;
    }
    if (!row.campaignId)
      throw orphanError(view.location('campaignId'), {
        zh: '缺少广告活动编号',
        en: 'the Campaign ID is missing',
      });
    this.usableRows++;
    if (row.entity === 'campaign') return this.addCampaign(row, info, view);
    if (row.entity === 'biddingAdjustmentByPlacement') return this.addAdjustment(row, info, view);
    const groupId = row.adGroupId ?? (this.tab === 'legacy' ? adGroupId(row.campaignId) : undefined);
    if (!groupId)
      throw orphanError(view.location('adGroupId'), {
        zh: '缺少广告组编号',
        en: 'the Ad Group ID is missing',
      });
    row.adGroupId = groupId;
    if (row.entity === 'adGroup') return this.addGroup(row, info, view);
    const build = this.childBuilder(row, info, view);
    if (build) this.pending.push({ row, view: { location: view.location(), source: view.source() }, build });
  }

  private addCampaign(row: SbBulkRow, info: RowInfo, view: TabRowView): void {
    if (this.campaigns.has(row.campaignId)) {
      addProblem(
        this.problems,
        `广告活动 ${row.campaignId} 重复出现，已保留第一行`,
        `Campaign ${row.campaignId} appears twice; the first row is kept`,
        view.location(),
      );
      return;
    }
    const campaign: SbCampaign = {
      id: row.campaignId,
      name: info.campaignName,
      tab: this.tab,
      state: stateOf(row, view, this.problems),
      budgetType: row.budgetType ?? 'daily',
      placementAdjustments: [],
      adGroups: [],
      metrics: info.metrics,
      source: view.source(),
    };
    if (row.portfolioId) campaign.portfolioId = row.portfolioId;
    if (row.budget !== undefined) campaign.budget = row.budget;
    if (row.bidOptimization !== undefined) campaign.bidOptimization = row.bidOptimization;
    if (row.brandEntityId) campaign.brandEntityId = row.brandEntityId;
    if (row.startDate) campaign.startDate = row.startDate;
    if (row.endDate) campaign.endDate = row.endDate;
    this.campaigns.set(row.campaignId, campaign);
    if (this.tab === 'legacy') this.addLegacyAd(campaign, row, info, view);
  }

  /** A legacy campaign carries its single ad on the campaign row: it becomes an ad group of one ad. */
  private addLegacyAd(campaign: SbCampaign, row: SbBulkRow, info: RowInfo, view: TabRowView): void {
    const group = this.legacyGroup(campaign.id, campaign.name, view.source());
    const ad: SbAd = {
      id: adId(campaign.id),
      format: LEGACY_AD_FORMAT.get(view.text('adFormat')) ?? 'productCollection',
      state: campaign.state,
      creativeAsins: row.creativeAsins ?? [],
      videoAssetIds: row.videoAssetIds ?? [],
      metrics: info.metrics,
      source: view.source(),
    };
    if (row.landingPageUrl) ad.landingPageUrl = row.landingPageUrl;
    if (row.brandName) ad.brandName = row.brandName;
    if (row.brandLogoAssetId) ad.brandLogoAssetId = row.brandLogoAssetId;
    if (row.creativeHeadline) ad.headline = row.creativeHeadline;
    group.ads.push(ad);
  }

  private legacyGroup(campaignId: string, name: string, source: SourceRef): SbAdGroup {
    const key = `${campaignId}\u0000${campaignId}`;
    let group = this.groups.get(key);
    if (!group) {
      group = this.emptyGroup(adGroupId(campaignId), campaignId, name, 'enabled', source);
      this.groups.set(key, group);
      this.pendingGroups.push({ group, location: { sheet: source.sheet, row: source.row } });
    }
    return group;
  }

  private emptyGroup(
    id: string,
    campaignId: string,
    name: string,
    state: SbAdGroup['state'],
    source: SourceRef,
  ): SbAdGroup {
    const group: SbAdGroup = {
      id: adGroupId(id),
      campaignId: campaignId as SbAdGroup['campaignId'],
      name,
      state,
      ads: [],
      keywords: [],
      productTargets: [],
      negativeKeywords: [],
      negativeProductTargets: [],
      metrics: { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 },
      source,
    };
    return group;
  }

  private addAdjustment(row: SbBulkRow, info: RowInfo, view: TabRowView): void {
    if (!row.placement) {
      throw readError(
        READ_CODE.biddingAdjustmentInvalid,
        `广告活动 ${row.campaignId} 的竞价调整数据有误：无法识别广告位「${view.text('placement')}」`,
        `the bidding adjustment data of campaign ${row.campaignId} is wrong: unknown placement “${view.text('placement')}”`,
        view.location('placement'),
      );
    }
    const adjustment = {
      placement: row.placement,
      percentage: row.percentage ?? 0,
      metrics: info.metrics,
      source: view.source(),
    };
    this.pendingAdjustments.push({ campaignId: row.campaignId, adjustment, location: view.location() });
  }

  private addGroup(row: SbBulkRow, info: RowInfo, view: TabRowView): void {
    const key = `${row.campaignId}\u0000${row.adGroupId}`;
    if (this.groups.has(key)) {
      addProblem(
        this.problems,
        `广告组 ${row.adGroupId} 重复出现，已保留第一行`,
        `Ad group ${row.adGroupId} appears twice; the first row is kept`,
        view.location(),
      );
      return;
    }
    const group = this.emptyGroup(
      row.adGroupId ?? '',
      row.campaignId,
      info.adGroupName,
      stateOf(row, view, this.problems),
      view.source(),
    );
    group.metrics = info.metrics;
    this.groups.set(key, group);
    this.pendingGroups.push({ group, location: view.location() });
  }

  private childBuilder(
    row: SbBulkRow,
    info: RowInfo,
    view: TabRowView,
  ): ((group: SbAdGroup) => void) | undefined {
    const state = stateOf(row, view, this.problems);
    const source = view.source();
    const format = AD_FORMAT[row.entity];
    if (format) {
      const ad: SbAd = {
        id: row.adId ?? adId(''),
        format,
        state,
        creativeAsins: row.creativeAsins ?? [],
        videoAssetIds: row.videoAssetIds ?? [],
        metrics: info.metrics,
        source,
      };
      if (row.adName) ad.name = row.adName;
      if (row.landingPageUrl) ad.landingPageUrl = row.landingPageUrl;
      if (row.landingPageType) ad.landingPageType = row.landingPageType;
      if (row.brandName) ad.brandName = row.brandName;
      if (row.brandLogoAssetId) ad.brandLogoAssetId = row.brandLogoAssetId;
      if (row.creativeHeadline) ad.headline = row.creativeHeadline;
      return (group) => void group.ads.push(ad);
    }
    const groupKey = `${row.campaignId}\u0000${row.adGroupId}`;
    const text = row.keywordText ?? '';
    switch (row.entity) {
      case 'keyword': {
        const matchType: MatchType =
          row.matchType === 'phrase' || row.matchType === 'broad' ? row.matchType : 'exact';
        if (
          !this.keywordGuard.check(
            row.keywordId ?? '',
            groupKey,
            text,
            matchType,
            state,
            view.location('state'),
          )
        )
          return undefined;
        const keyword: Keyword = {
          id: row.keywordId ?? keywordId(''),
          text,
          matchType,
          state,
          metrics: info.metrics,
          source,
        };
        if (row.bid !== undefined) keyword.bid = row.bid;
        return (group) => void group.keywords.push(keyword);
      }
      case 'negativeKeyword': {
        const matchType =
          row.matchType === 'negativePhrase' || row.matchType === 'phrase'
            ? 'negativePhrase'
            : 'negativeExact';
        if (
          !this.keywordGuard.check(
            row.keywordId ? `n${row.keywordId}` : '',
            `n${groupKey}`,
            text,
            matchType,
            state,
            view.location('state'),
          )
        )
          return undefined;
        const negative: NegativeKeyword = {
          id: row.keywordId ?? keywordId(''),
          text,
          matchType,
          state,
          source,
        };
        return (group) => void group.negativeKeywords.push(negative);
      }
      case 'productTargeting': {
        const target: ProductTarget = {
          id: row.productTargetingId ?? targetId(''),
          expression: row.productTargetingExpression ?? '',
          state,
          metrics: info.metrics,
          source,
        };
        if (info.resolvedExpression) target.resolvedExpression = info.resolvedExpression;
        if (row.bid !== undefined) target.bid = row.bid;
        return (group) => void group.productTargets.push(target);
      }
      default: {
        const negative: NegativeProductTarget = {
          id: row.productTargetingId ?? targetId(''),
          expression: row.productTargetingExpression ?? '',
          state,
          source,
        };
        return (group) => void group.negativeProductTargets.push(negative);
      }
    }
  }

  /** Links every row to its parent and returns the campaigns in file order. */
  finish(): SbCampaign[] {
    for (const { row, view } of this.pending) {
      const key = `${row.campaignId}\u0000${row.adGroupId}`;
      if (this.tab === 'legacy' && !this.groups.has(key)) {
        const campaign = this.campaigns.get(row.campaignId);
        if (campaign) this.groups.set(key, this.legacyChildGroup(campaign, row, view.source));
      }
    }
    for (const { group, location } of this.pendingGroups) {
      const campaign = this.campaigns.get(group.campaignId);
      if (!campaign)
        throw orphanError(location, {
          zh: `找不到广告组 ${group.id} 所属的广告活动 ${group.campaignId}`,
          en: `ad group ${group.id} refers to campaign ${group.campaignId}, which has no Campaign row`,
        });
      campaign.adGroups.push(group);
    }
    this.linkAdjustments();
    for (const { row, view, build } of this.pending) {
      const group = this.groups.get(`${row.campaignId}\u0000${row.adGroupId}`);
      if (!group)
        throw orphanError(view.location, {
          zh: `找不到广告活动 ${row.campaignId} 中的广告组 ${row.adGroupId}`,
          en: `the row refers to ad group ${row.adGroupId} of campaign ${row.campaignId}, which has no Ad group row`,
        });
      build(group);
    }
    return [...this.campaigns.values()];
  }

  private legacyChildGroup(campaign: SbCampaign, row: SbBulkRow, source: SourceRef): SbAdGroup {
    const group = this.emptyGroup(
      row.adGroupId ?? campaign.id,
      campaign.id,
      campaign.name,
      'enabled',
      source,
    );
    this.pendingGroups.push({ group, location: { sheet: source.sheet, row: source.row } });
    return group;
  }

  private linkAdjustments(): void {
    for (const { campaignId, adjustment, location } of this.pendingAdjustments) {
      const campaign = this.campaigns.get(campaignId);
      if (!campaign)
        throw orphanError(location, {
          zh: `找不到竞价调整所属的广告活动 ${campaignId}`,
          en: `a bidding adjustment refers to campaign ${campaignId}, which has no Campaign row`,
        });
      if (campaign.placementAdjustments.some((a) => a.placement === adjustment.placement)) {
        throw readError(
          READ_CODE.biddingAdjustmentInvalid,
          `广告活动「${campaign.name || campaignId}」的竞价调整数据有误：广告位重复`,
          `the bidding adjustment data of campaign “${campaign.name || campaignId}” is wrong: a placement appears twice`,
          location,
        );
      }
      campaign.placementAdjustments.push(adjustment);
    }
  }
}
