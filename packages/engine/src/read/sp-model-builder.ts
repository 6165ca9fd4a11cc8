// Assembles SP campaigns from the rows of the `Sponsored Products Campaigns` tab, in any row order:
// campaigns -> bidding adjustments, ad groups -> product ads, keywords, targets, negatives; campaign
// negatives. Raises 10013 (a keyword in several states), 10014 (placement rows) and 10027 (orphans).
import type { FileLocation } from '../errors/engine-error';
import type {
  NegativeKeyword,
  ProductAd,
  SourceRef,
  SpAdGroup,
  SpBiddingAdjustment,
  SpCampaign,
} from '../model/account';
import type { SpBulkRow } from '../model/bulk-row';
import { adId } from '../model/ids';
import {
  AdModelBuilder,
  keywordMatchType,
  missingAdGroupId,
  stateOf,
  unknownPlacementError,
  type AttachChild,
} from './ad-model-builder';
import type { RowInfo } from './bulk-row-parsers';
import { READ_CODE, readError } from './read-errors';
import { addProblem } from './read-problems';
import type { TabRowView } from './tab-row-view';

const AUTO_GROUPS = new Set(['close-match', 'loose-match', 'substitutes', 'complements']);
const MAX_PLACEMENT_ROWS = 4;

/** Collects SP rows and assembles the campaigns when finish() is called. */
export class SpModelBuilder extends AdModelBuilder<SpCampaign, SpAdGroup> {
  private readonly pendingAdjustments: Array<{
    campaignId: string;
    adjustment: SpBiddingAdjustment;
    location: FileLocation;
  }> = [];
  private readonly pendingNegatives: Array<{
    campaignId: string;
    negative: NegativeKeyword;
    location: FileLocation;
  }> = [];
  /** Campaigns without a Targeting Type cell: auto when their targets are auto groups. */
  private readonly inferTargeting = new Set<string>();

  /** Adds one parsed row. */
  add(row: SpBulkRow, info: RowInfo, view: TabRowView): void {
    if (!this.accept(row, info, view)) return;
    const source = view.source();
    switch (row.entity) {
      case 'campaign':
        return this.addCampaign(row, info, view, source);
      case 'biddingAdjustment':
        return this.addAdjustment(row, info, view, source);
      case 'adGroup':
        return this.addAdGroup(row, info, view, source);
      case 'campaignNegativeKeyword':
        return this.addCampaignNegative(row, view, source);
      default:
        return this.addChild(row, info, view, source);
    }
  }

  private addCampaign(row: SpBulkRow, info: RowInfo, view: TabRowView, source: SourceRef): void {
    if (this.isRepeatedCampaign(row.campaignId, view)) return;
    const campaign: SpCampaign = {
      id: row.campaignId,
      name: info.campaignName,
      state: stateOf(row, view, this.problems),
      targetingType: row.targetingType ?? 'manual',
      biddingAdjustments: [],
      adGroups: [],
      campaignNegativeKeywords: [],
      metrics: info.metrics,
      source,
    };
    if (row.portfolioId) campaign.portfolioId = row.portfolioId;
    if (row.dailyBudget !== undefined) campaign.dailyBudget = row.dailyBudget;
    if (row.startDate) campaign.startDate = row.startDate;
    if (row.endDate) campaign.endDate = row.endDate;
    if (row.biddingStrategy) campaign.biddingStrategy = row.biddingStrategy;
    if (!row.targetingType) this.inferTargeting.add(row.campaignId);
    this.campaigns.set(row.campaignId, campaign);
  }

  private addAdjustment(row: SpBulkRow, info: RowInfo, view: TabRowView, source: SourceRef): void {
    if (!row.placement) {
      // Shopper-cohort adjustments (Audience ID) carry no placement: they are not placement groups.
      if (view.text('audienceId') || view.text('shopperCohortType')) return;
      // A placement Amazon added after this engine (its export is the truth about its values) is kept out of
      // the model and so out of every plan, untouched; a noted finding, never a refused file.
      if (view.text('placement') !== '') {
        addProblem(
          this.problems,
          `广告活动 ${row.campaignId} 有本工具不认识的广告位「${view.text('placement')}」：保持原样，不做调整`,
          `campaign ${row.campaignId} has a placement this tool does not know, “${view.text('placement')}”: it is left as it is`,
          view.location('placement'),
        );
        return;
      }
      throw unknownPlacementError(row.campaignId, view);
    }
    const adjustment: SpBiddingAdjustment = {
      placement: row.placement,
      percentage: row.percentage ?? 0,
      metrics: info.metrics,
      source,
    };
    this.pendingAdjustments.push({ campaignId: row.campaignId, adjustment, location: view.location() });
  }

  private addAdGroup(row: SpBulkRow, info: RowInfo, view: TabRowView, source: SourceRef): void {
    if (!row.adGroupId) throw missingAdGroupId(view);
    if (this.isRepeatedGroup(row.campaignId, row.adGroupId, view)) return;
    const group: SpAdGroup = {
      id: row.adGroupId,
      campaignId: row.campaignId,
      name: info.adGroupName,
      state: stateOf(row, view, this.problems),
      productAds: [],
      keywords: [],
      productTargets: [],
      negativeKeywords: [],
      negativeProductTargets: [],
      metrics: info.metrics,
      source,
    };
    if (row.adGroupDefaultBid !== undefined) group.defaultBid = row.adGroupDefaultBid;
    this.addGroup(group, view.location());
  }

  private addCampaignNegative(row: SpBulkRow, view: TabRowView, source: SourceRef): void {
    const state = stateOf(row, view, this.problems);
    const negative = this.negativeKeyword(row, view, state, source, `campaign\u0000${row.campaignId}`);
    if (negative)
      this.pendingNegatives.push({ campaignId: row.campaignId, negative, location: view.location() });
  }

  private addChild(row: SpBulkRow, info: RowInfo, view: TabRowView, source: SourceRef): void {
    if (!row.adGroupId) throw missingAdGroupId(view);
    const attach = this.childOf(row, info, view, source);
    if (attach) this.queueChild(row, row.adGroupId, source, attach);
  }

  private childOf(
    row: SpBulkRow,
    info: RowInfo,
    view: TabRowView,
    source: SourceRef,
  ): AttachChild<SpAdGroup> | undefined {
    const state = stateOf(row, view, this.problems);
    if (row.entity === 'productAd') {
      const ad: ProductAd = {
        id: row.adId ?? adId(''),
        state,
        eligibility: info.eligibility,
        metrics: info.metrics,
        source,
      };
      if (row.sku) ad.sku = row.sku;
      if (info.asin) ad.asin = info.asin;
      return (group) => void group.productAds.push(ad);
    }
    if (row.entity === 'keyword' && row.matchType !== keywordMatchType(row.matchType)) {
      this.noteMatchType(view);
    }
    return this.targetingChild(row, info, view, state, source);
  }

  private noteMatchType(view: TabRowView): void {
    addProblem(
      this.problems,
      `无法识别的匹配类型「${view.text('matchType')}」，按精准匹配处理`,
      `Unknown match type “${view.text('matchType')}”, read as exact`,
      view.location('matchType'),
    );
  }

  /** Links every row to its parent and returns the campaigns in file order. */
  finish(): SpCampaign[] {
    this.linkGroups();
    this.linkAdjustments();
    for (const { campaignId: id, negative, location } of this.pendingNegatives) {
      const subject = { zh: '否定关键词', en: 'a campaign negative keyword' };
      this.campaignOf(id, location, subject).campaignNegativeKeywords.push(negative);
    }
    this.linkChildren();
    for (const id of this.inferTargeting) {
      const campaign = this.campaigns.get(id);
      if (campaign?.adGroups.some((g) => g.productTargets.some((t) => AUTO_GROUPS.has(t.expression))))
        campaign.targetingType = 'auto';
    }
    return [...this.campaigns.values()];
  }

  private linkAdjustments(): void {
    for (const { campaignId: id, adjustment, location } of this.pendingAdjustments) {
      const campaign = this.campaignOf(id, location, { zh: '竞价调整', en: 'a bidding adjustment' });
      const duplicate = campaign.biddingAdjustments.some((a) => a.placement === adjustment.placement);
      if (duplicate || campaign.biddingAdjustments.length >= MAX_PLACEMENT_ROWS) {
        throw readError(
          READ_CODE.biddingAdjustmentInvalid,
          `广告活动「${campaign.name || id}」的竞价调整数据有误：超过 4 个广告位组或广告位重复`,
          `the bidding adjustment data of campaign “${campaign.name || id}” is wrong: more than 4 placement groups or a repeated placement`,
          location,
        );
      }
      campaign.biddingAdjustments.push(adjustment);
    }
  }
}
