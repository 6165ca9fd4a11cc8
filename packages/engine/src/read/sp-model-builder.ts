// Assembles SP campaigns from the rows of the `Sponsored Products Campaigns` tab, in any row order:
// campaigns -> bidding adjustments, ad groups -> product ads, keywords, targets, negatives; campaign
// negatives. Raises 10013 (a keyword in several states), 10014 (placement rows) and 10027 (orphans).
import type { EngineError, FileLocation } from '../errors/engine-error';
import type {
  EntityState,
  Keyword,
  MatchType,
  NegativeKeyword,
  NegativeMatchType,
  NegativeProductTarget,
  ProductAd,
  ProductTarget,
  ReadProblem,
  SourceRef,
  SpAdGroup,
  SpBiddingAdjustment,
  SpCampaign,
} from '../model/account';
import type { SpBulkRow } from '../model/bulk-row';
import { adId, keywordId, targetId } from '../model/ids';
import type { RowInfo } from './bulk-row-parsers';
import { READ_CODE, readError } from './read-errors';
import { addProblem } from './read-problems';
import type { TabRowView } from './tab-row-view';

const AUTO_GROUPS = new Set(['close-match', 'loose-match', 'substitutes', 'complements']);
const MAX_PLACEMENT_ROWS = 4;

type Child =
  | { kind: 'productAd'; value: ProductAd }
  | { kind: 'keyword'; value: Keyword }
  | { kind: 'productTarget'; value: ProductTarget }
  | { kind: 'negativeKeyword'; value: NegativeKeyword }
  | { kind: 'negativeProductTarget'; value: NegativeProductTarget };

interface PendingChild {
  child: Child;
  campaignId: string;
  adGroupId: string;
  location: FileLocation;
}

/** The state of a row: its State cell, `enabled` when blank, `paused` (with a finding) when unknown. */
export function stateOf(
  row: { state?: EntityState },
  view: TabRowView,
  problems: ReadProblem[],
): EntityState {
  if (row.state) return row.state;
  const text = view.text('state');
  if (text === '') return 'enabled';
  addProblem(
    problems,
    `无法识别的状态「${text}」，按已暂停处理`,
    `Unknown state “${text}”, read as paused`,
    view.location('state'),
  );
  return 'paused';
}

/** Where a row's parent could not be found: 10027. */
export function orphanError(location: FileLocation, what: { zh: string; en: string }): EngineError {
  return readError(
    READ_CODE.campaignUnreadable,
    `无法读取广告活动和广告组：${what.zh}`,
    `cannot read the campaign and ad group: ${what.en}`,
    location,
  );
}

/** Tracks the states of keywords to reject one keyword written with different states (10013). */
export class KeywordStateGuard {
  private readonly byId = new Map<string, EntityState>();
  private readonly byText = new Map<string, EntityState>();

  /** Records a keyword; returns false for an exact duplicate, throws 10013 for a different state. */
  check(
    id: string,
    groupKey: string,
    text: string,
    match: string,
    state: EntityState,
    location: FileLocation,
  ): boolean {
    // A row without text (an update that names its keyword by ID only) says nothing about other keywords.
    const textKey = text.trim() ? `${groupKey}\u0000${text.trim().toLowerCase()}\u0000${match}` : undefined;
    const previous =
      (id ? this.byId.get(id) : undefined) ?? (textKey === undefined ? undefined : this.byText.get(textKey));
    if (previous !== undefined && previous !== state) {
      throw readError(
        READ_CODE.keywordWithSeveralStates,
        `关键词「${text}」出现了多个不同的状态（${previous} / ${state}）`,
        `keyword “${text}” appears with different states (${previous} / ${state})`,
        location,
      );
    }
    if (id) this.byId.set(id, state);
    if (textKey !== undefined) this.byText.set(textKey, state);
    return previous === undefined;
  }
}

/** Collects SP rows and assembles the campaigns when finish() is called. */
export class SpModelBuilder {
  private readonly campaigns = new Map<string, SpCampaign>();
  private readonly adGroups = new Map<string, { group: SpAdGroup; location: FileLocation }>();
  private readonly pendingGroups: Array<{ group: SpAdGroup; location: FileLocation }> = [];
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
  private readonly pending: PendingChild[] = [];
  private readonly keywordGuard = new KeywordStateGuard();
  /** Campaigns without a Targeting Type cell: auto when their targets are auto groups. */
  private readonly inferTargeting = new Set<string>();
  /** Rows whose entity was understood. */
  usableRows = 0;

  constructor(private readonly problems: ReadProblem[]) {}

  /** Adds one parsed row. */
  add(row: SpBulkRow, info: RowInfo, view: TabRowView): void {
    if (info.entity === undefined) return this.skipUnknownEntity(view);
    const location = view.location();
    if (!row.campaignId) {
      throw orphanError(view.location('campaignId'), {
        zh: '缺少广告活动编号',
        en: 'the Campaign ID is missing',
      });
    }
    this.usableRows++;
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
        return this.addChild(row, info, view, source, location);
    }
  }

  private skipUnknownEntity(view: TabRowView): void {
    const text = view.text('entity');
    addProblem(
      this.problems,
      text ? `无法识别的实体层级「${text}」，已跳过该行` : '实体层级为空，已跳过该行',
      text ? `Unknown entity “${text}”; the row was skipped` : 'The entity is blank; the row was skipped',
      view.location('entity'),
    );
  }

  private addCampaign(row: SpBulkRow, info: RowInfo, view: TabRowView, source: SourceRef): void {
    if (this.campaigns.has(row.campaignId)) {
      addProblem(
        this.problems,
        `广告活动 ${row.campaignId} 重复出现，已保留第一行`,
        `Campaign ${row.campaignId} appears twice; the first row is kept`,
        view.location(),
      );
      return;
    }
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
      throw readError(
        READ_CODE.biddingAdjustmentInvalid,
        `广告活动 ${row.campaignId} 的竞价调整数据有误：无法识别广告位「${view.text('placement')}」`,
        `the bidding adjustment data of campaign ${row.campaignId} is wrong: unknown placement “${view.text('placement')}”`,
        view.location('placement'),
      );
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
    if (!row.adGroupId)
      throw orphanError(view.location('adGroupId'), {
        zh: '缺少广告组编号',
        en: 'the Ad Group ID is missing',
      });
    const key = `${row.campaignId}\u0000${row.adGroupId}`;
    if (this.adGroups.has(key)) {
      addProblem(
        this.problems,
        `广告组 ${row.adGroupId} 重复出现，已保留第一行`,
        `Ad group ${row.adGroupId} appears twice; the first row is kept`,
        view.location(),
      );
      return;
    }
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
    const entry = { group, location: view.location() };
    this.adGroups.set(key, entry);
    this.pendingGroups.push(entry);
  }

  private addCampaignNegative(row: SpBulkRow, view: TabRowView, source: SourceRef): void {
    const negative = this.negativeKeyword(row, view, source, `campaign\u0000${row.campaignId}`);
    if (negative)
      this.pendingNegatives.push({ campaignId: row.campaignId, negative, location: view.location() });
  }

  private negativeKeyword(
    row: SpBulkRow,
    view: TabRowView,
    source: SourceRef,
    groupKey: string,
  ): NegativeKeyword | undefined {
    const match = row.matchType;
    const matchType: NegativeMatchType =
      match === 'negativePhrase' || match === 'phrase' ? 'negativePhrase' : 'negativeExact';
    const state = stateOf(row, view, this.problems);
    const text = row.keywordText ?? '';
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
    return { id: row.keywordId ?? keywordId(''), text, matchType, state, source };
  }

  private addChild(
    row: SpBulkRow,
    info: RowInfo,
    view: TabRowView,
    source: SourceRef,
    location: FileLocation,
  ): void {
    if (!row.adGroupId)
      throw orphanError(view.location('adGroupId'), {
        zh: '缺少广告组编号',
        en: 'the Ad Group ID is missing',
      });
    const child = this.childOf(row, info, view, source);
    if (child) this.pending.push({ child, campaignId: row.campaignId, adGroupId: row.adGroupId, location });
  }

  private childOf(row: SpBulkRow, info: RowInfo, view: TabRowView, source: SourceRef): Child | undefined {
    const state = stateOf(row, view, this.problems);
    const groupKey = `${row.campaignId}\u0000${row.adGroupId}`;
    switch (row.entity) {
      case 'productAd': {
        const ad: ProductAd = {
          id: row.adId ?? adId(''),
          state,
          eligibility: info.eligibility,
          metrics: info.metrics,
          source,
        };
        if (row.sku) ad.sku = row.sku;
        if (info.asin) ad.asin = info.asin;
        return { kind: 'productAd', value: ad };
      }
      case 'keyword': {
        const matchType: MatchType =
          row.matchType === 'phrase' || row.matchType === 'broad' ? row.matchType : 'exact';
        if (row.matchType !== matchType) this.noteMatchType(view);
        const text = row.keywordText ?? '';
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
        return { kind: 'keyword', value: keyword };
      }
      case 'negativeKeyword': {
        const negative = this.negativeKeyword(row, view, source, groupKey);
        return negative ? { kind: 'negativeKeyword', value: negative } : undefined;
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
        return { kind: 'productTarget', value: target };
      }
      default:
        return {
          kind: 'negativeProductTarget',
          value: {
            id: row.productTargetingId ?? targetId(''),
            expression: row.productTargetingExpression ?? '',
            state,
            source,
          },
        };
    }
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
    for (const { campaignId: id, negative, location } of this.pendingNegatives) {
      const campaign = this.campaigns.get(id);
      if (!campaign)
        throw orphanError(location, {
          zh: `找不到否定关键词所属的广告活动 ${id}`,
          en: `a campaign negative keyword refers to campaign ${id}, which has no Campaign row`,
        });
      campaign.campaignNegativeKeywords.push(negative);
    }
    for (const pending of this.pending) this.linkChild(pending);
    for (const id of this.inferTargeting) {
      const campaign = this.campaigns.get(id);
      if (campaign?.adGroups.some((g) => g.productTargets.some((t) => AUTO_GROUPS.has(t.expression))))
        campaign.targetingType = 'auto';
    }
    return [...this.campaigns.values()];
  }

  private linkAdjustments(): void {
    for (const { campaignId: id, adjustment, location } of this.pendingAdjustments) {
      const campaign = this.campaigns.get(id);
      if (!campaign)
        throw orphanError(location, {
          zh: `找不到竞价调整所属的广告活动 ${id}`,
          en: `a bidding adjustment refers to campaign ${id}, which has no Campaign row`,
        });
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

  private linkChild({ child, campaignId: cid, adGroupId: gid, location }: PendingChild): void {
    const entry = this.adGroups.get(`${cid}\u0000${gid}`);
    if (!entry) {
      throw orphanError(location, {
        zh: `找不到广告活动 ${cid} 中的广告组 ${gid}`,
        en: `the row refers to ad group ${gid} of campaign ${cid}, which has no Ad Group row`,
      });
    }
    const group = entry.group;
    switch (child.kind) {
      case 'productAd':
        return void group.productAds.push(child.value);
      case 'keyword':
        return void group.keywords.push(child.value);
      case 'productTarget':
        return void group.productTargets.push(child.value);
      case 'negativeKeyword':
        return void group.negativeKeywords.push(child.value);
      default:
        return void group.negativeProductTargets.push(child.value);
    }
  }
}
