// Assembles SB campaigns from the `SB Multi Ad Group Campaigns` tab, and from the legacy
// `Sponsored Brands Campaigns` tab (one ad per campaign, no ad group rows), in any row order.
import type { FileLocation } from '../errors/engine-error';
import type {
  ReadProblem,
  SbAd,
  SbAdFormat,
  SbAdGroup,
  SbCampaign,
  SbPlacementAdjustment,
  SourceRef,
} from '../model/account';
import type { SbBulkRow, SbEntity } from '../model/bulk-row';
import { adGroupId, adId, type AdGroupId } from '../model/ids';
import { emptyMetrics } from '../model/metrics';
import {
  AdModelBuilder,
  adGroupKey,
  missingAdGroupId,
  stateOf,
  unknownPlacementError,
  type AttachChild,
} from './ad-model-builder';
import type { RowInfo } from './bulk-row-parsers';
import { READ_CODE, readError } from './read-errors';
import type { TabRowView } from './tab-row-view';
import { LEGACY_AD_FORMAT } from './value-aliases';

const AD_FORMAT: Partial<Record<SbEntity, SbAdFormat>> = {
  videoAd: 'video',
  brandVideoAd: 'brandVideo',
  productCollectionAd: 'productCollection',
  storeSpotlightAd: 'storeSpotlight',
};

/** Collects SB rows of one tab and assembles the campaigns when finish() is called. */
export class SbModelBuilder extends AdModelBuilder<SbCampaign, SbAdGroup> {
  private readonly pendingAdjustments: Array<{
    campaignId: string;
    adjustment: SbPlacementAdjustment;
    location: FileLocation;
  }> = [];

  constructor(
    problems: ReadProblem[],
    private readonly tab: 'multiAdGroup' | 'legacy',
  ) {
    super(problems);
  }

  /** Adds one parsed row. */
  add(row: SbBulkRow, info: RowInfo, view: TabRowView): void {
    if (!this.accept(row, info, view)) return;
    if (row.entity === 'campaign') return this.addCampaign(row, info, view);
    if (row.entity === 'biddingAdjustmentByPlacement') return this.addAdjustment(row, info, view);
    const groupId = row.adGroupId ?? (this.tab === 'legacy' ? adGroupId(row.campaignId) : undefined);
    if (!groupId) throw missingAdGroupId(view);
    row.adGroupId = groupId;
    if (row.entity === 'adGroup') return this.addAdGroup(row, groupId, info, view);
    const source = view.source();
    const attach = this.childOf(row, info, view, source);
    if (attach) this.queueChild(row, groupId, source, attach);
  }

  private addCampaign(row: SbBulkRow, info: RowInfo, view: TabRowView): void {
    if (this.isRepeatedCampaign(row.campaignId, view)) return;
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
    const group = this.legacyGroup(campaign, campaign.id, view.source());
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

  /**
   * The ad group standing for a legacy campaign (legacy rows have none), named after the campaign:
   * the one with `id` when already made, else a new one, enabled and without metrics.
   */
  private legacyGroup(campaign: SbCampaign, id: string, source: SourceRef): SbAdGroup {
    const existing = this.groups.get(adGroupKey(campaign.id, id));
    if (existing) return existing;
    const group = this.emptyGroup(id, campaign.id, campaign.name, 'enabled', source);
    this.addGroup(group, { sheet: source.sheet, row: source.row });
    return group;
  }

  private emptyGroup(
    id: string,
    campaignId: string,
    name: string,
    state: SbAdGroup['state'],
    source: SourceRef,
  ): SbAdGroup {
    return {
      id: adGroupId(id),
      campaignId: campaignId as SbAdGroup['campaignId'],
      name,
      state,
      ads: [],
      keywords: [],
      productTargets: [],
      negativeKeywords: [],
      negativeProductTargets: [],
      metrics: emptyMetrics(),
      source,
    };
  }

  private addAdjustment(row: SbBulkRow, info: RowInfo, view: TabRowView): void {
    if (!row.placement) throw unknownPlacementError(row.campaignId, view);
    const adjustment = {
      placement: row.placement,
      percentage: row.percentage ?? 0,
      metrics: info.metrics,
      source: view.source(),
    };
    this.pendingAdjustments.push({ campaignId: row.campaignId, adjustment, location: view.location() });
  }

  private addAdGroup(row: SbBulkRow, id: AdGroupId, info: RowInfo, view: TabRowView): void {
    if (this.isRepeatedGroup(row.campaignId, id, view)) return;
    const state = stateOf(row, view, this.problems);
    const group = this.emptyGroup(id, row.campaignId, info.adGroupName, state, view.source());
    group.metrics = info.metrics;
    this.addGroup(group, view.location());
  }

  private childOf(
    row: SbBulkRow,
    info: RowInfo,
    view: TabRowView,
    source: SourceRef,
  ): AttachChild<SbAdGroup> | undefined {
    const state = stateOf(row, view, this.problems);
    const format = AD_FORMAT[row.entity];
    if (!format) return this.targetingChild(row, info, view, state, source);
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

  /** Links every row to its parent and returns the campaigns in file order. */
  finish(): SbCampaign[] {
    if (this.tab === 'legacy') {
      // Keyword and target rows of a legacy campaign name an ad group the file has no row for.
      for (const { campaignId, adGroupId: id, source } of this.pendingChildren) {
        const campaign = this.campaigns.get(campaignId);
        if (campaign) this.legacyGroup(campaign, id, source);
      }
    }
    this.linkGroups();
    this.linkAdjustments();
    this.linkChildren();
    return [...this.campaigns.values()];
  }

  private linkAdjustments(): void {
    for (const { campaignId, adjustment, location } of this.pendingAdjustments) {
      const campaign = this.campaignOf(campaignId, location, { zh: '竞价调整', en: 'a bidding adjustment' });
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
