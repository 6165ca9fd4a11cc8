// What the SP and SB model builders share: row states, orphan errors (10027), the keyword state guard
// (10013), the findings for skipped and repeated rows, the targeting children every ad group holds, and
// linking ad groups and child rows to their parents once the whole tab is read (rows come in any order).
import type { EngineError, FileLocation } from '../errors/engine-error';
import type {
  EntityState,
  Keyword,
  MatchType,
  NegativeKeyword,
  NegativeMatchType,
  ProductTarget,
  ReadProblem,
  SourceRef,
  SpAdGroup,
} from '../model/account';
import type { BulkRow } from '../model/bulk-row';
import type { AdGroupId, CampaignId } from '../model/ids';
import { keywordId, targetId } from '../model/ids';
import type { RowInfo } from './bulk-row-parsers';
import { READ_CODE, readError } from './read-errors';
import { addProblem } from './read-problems';
import type { TabRowView } from './tab-row-view';

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

/** 10027 for a child row without an Ad Group ID. */
export function missingAdGroupId(view: TabRowView): EngineError {
  return orphanError(view.location('adGroupId'), {
    zh: '缺少广告组编号',
    en: 'the Ad Group ID is missing',
  });
}

/** 10014 for a bidding adjustment row whose Placement is not one of the tab's placements. */
export function unknownPlacementError(campaignId: string, view: TabRowView): EngineError {
  return readError(
    READ_CODE.biddingAdjustmentInvalid,
    `广告活动 ${campaignId} 的竞价调整数据有误：无法识别广告位「${view.text('placement')}」`,
    `the bidding adjustment data of campaign ${campaignId} is wrong: unknown placement “${view.text('placement')}”`,
    view.location('placement'),
  );
}

/** The key of an ad group within a tab: Ad Group IDs are only unique within their campaign. */
export function adGroupKey(campaignId: string, adGroupId: string | undefined): string {
  return `${campaignId}\u0000${adGroupId}`;
}

/** The positive match type of a keyword row: its own when positive, `exact` otherwise. */
export function keywordMatchType(match: BulkRow['matchType']): MatchType {
  return match === 'phrase' || match === 'broad' ? match : 'exact';
}

/** Tracks the states of keywords to reject one keyword written with different states (10013). */
export class KeywordStateGuard {
  private readonly byId = new Map<string, EntityState>();
  /**
   * States by keyword text (lower case), one map per ad group and match type: the text is a string the
   * keyword keeps anyway, where a joined key per keyword would be one more string alive until the tab ends.
   */
  private readonly byText = new Map<string, Map<string, EntityState>>();

  /** Records a keyword; returns false for an exact duplicate, throws 10013 (at the row's State) for another state. */
  check(
    id: string,
    groupKey: string,
    text: string,
    match: string,
    state: EntityState,
    view: TabRowView,
  ): boolean {
    // A row without text (an update that names its keyword by ID only) says nothing about other keywords.
    const key = text.trim().toLowerCase();
    const texts = key === '' ? undefined : this.textsOf(groupKey, match);
    const previous = (id ? this.byId.get(id) : undefined) ?? texts?.get(key);
    if (previous !== undefined && previous !== state) {
      throw readError(
        READ_CODE.keywordWithSeveralStates,
        `关键词「${text}」出现了多个不同的状态（${previous} / ${state}）`,
        `keyword “${text}” appears with different states (${previous} / ${state})`,
        view.location('state'),
      );
    }
    if (id) this.byId.set(id, state);
    texts?.set(key, state);
    return previous === undefined;
  }

  private textsOf(groupKey: string, match: string): Map<string, EntityState> {
    const scope = `${groupKey}\u0000${match}`;
    let texts = this.byText.get(scope);
    if (texts === undefined) this.byText.set(scope, (texts = new Map()));
    return texts;
  }
}

/** The target lists that SP and SB ad groups both hold. */
export type TargetLists = Pick<
  SpAdGroup,
  'keywords' | 'productTargets' | 'negativeKeywords' | 'negativeProductTargets'
>;

/** Adds a child row's entity to its ad group once that group is known. */
export type AttachChild<G> = (group: G) => void;

/** What a builder needs of an ad group. */
interface BuiltAdGroup extends TargetLists {
  id: AdGroupId;
  campaignId: CampaignId;
}

/** What a builder needs of a campaign. */
interface BuiltCampaign<G> {
  id: CampaignId;
  name: string;
  adGroups: G[];
}

/** A child row waiting for its ad group. */
export interface PendingChild<G> {
  campaignId: CampaignId;
  adGroupId: AdGroupId;
  location: FileLocation;
  source: SourceRef;
  attach: AttachChild<G>;
}

/** Collects the rows of one tab and links them to their parents; the SP and SB builders add their own rows. */
export abstract class AdModelBuilder<C extends BuiltCampaign<G>, G extends BuiltAdGroup> {
  protected readonly campaigns = new Map<string, C>();
  /** Ad groups by adGroupKey(). */
  protected readonly groups = new Map<string, G>();
  protected readonly pendingChildren: PendingChild<G>[] = [];
  /** adGroupKey()s of the groups with a child in pendingChildren: their later children queue too. */
  private readonly groupsWithPendingChildren = new Set<string>();
  private readonly pendingGroups: Array<{ group: G; location: FileLocation }> = [];
  private readonly keywordGuard = new KeywordStateGuard();
  /** Rows whose entity was understood. */
  usableRows = 0;

  constructor(protected readonly problems: ReadProblem[]) {}

  /**
   * Counts a row whose entity was understood and returns true; records a finding and returns false for
   * one whose entity is blank or unknown. Throws 10027 when the Campaign ID is missing.
   */
  protected accept(row: BulkRow, info: RowInfo, view: TabRowView): boolean {
    if (info.entity === undefined) {
      const text = view.text('entity');
      addProblem(
        this.problems,
        text ? `无法识别的实体层级「${text}」，已跳过该行` : '实体层级为空，已跳过该行',
        text ? `Unknown entity “${text}”; the row was skipped` : 'The entity is blank; the row was skipped',
        view.location('entity'),
      );
      return false;
    }
    if (!row.campaignId) {
      throw orphanError(view.location('campaignId'), {
        zh: '缺少广告活动编号',
        en: 'the Campaign ID is missing',
      });
    }
    this.usableRows++;
    return true;
  }

  /** True (with a finding: the first row is kept) when the campaign was already read. */
  protected isRepeatedCampaign(campaignId: string, view: TabRowView): boolean {
    if (!this.campaigns.has(campaignId)) return false;
    addProblem(
      this.problems,
      `广告活动 ${campaignId} 重复出现，已保留第一行`,
      `Campaign ${campaignId} appears twice; the first row is kept`,
      view.location(),
    );
    return true;
  }

  /** True (with a finding: the first row is kept) when the ad group was already read. */
  protected isRepeatedGroup(campaignId: string, adGroupId: string, view: TabRowView): boolean {
    if (!this.groups.has(adGroupKey(campaignId, adGroupId))) return false;
    addProblem(
      this.problems,
      `广告组 ${adGroupId} 重复出现，已保留第一行`,
      `Ad group ${adGroupId} appears twice; the first row is kept`,
      view.location(),
    );
    return true;
  }

  /** Registers an ad group, to be linked to its campaign by linkGroups(). */
  protected addGroup(group: G, location: FileLocation): void {
    this.groups.set(adGroupKey(group.campaignId, group.id), group);
    this.pendingGroups.push({ group, location });
  }

  /**
   * Adds a child row (read at `source`) to its ad group, or queues it for linkChildren() when the group's
   * row has not been read yet. Exports list a group before its children, so almost every child is added
   * at once: a queue entry per keyword would outlive the tab and be copied by every garbage collection.
   * Once a group has a queued child, its later children queue too, which keeps them in file order.
   */
  protected queueChild(row: BulkRow, adGroupId: AdGroupId, source: SourceRef, attach: AttachChild<G>): void {
    const key = adGroupKey(row.campaignId, adGroupId);
    const group = this.groups.get(key);
    if (group !== undefined && !this.groupsWithPendingChildren.has(key)) return attach(group);
    this.groupsWithPendingChildren.add(key);
    // The row's source is its location too: one object per row instead of two.
    this.pendingChildren.push({ campaignId: row.campaignId, adGroupId, location: source, source, attach });
  }

  /**
   * A negative keyword row (`groupKey` is its ad group's, or its campaign's for campaign negatives);
   * undefined when the same keyword was already read. Throws 10013 for the same keyword in another state.
   */
  protected negativeKeyword(
    row: BulkRow,
    view: TabRowView,
    state: EntityState,
    source: SourceRef,
    groupKey: string,
  ): NegativeKeyword | undefined {
    const match = row.matchType;
    const matchType: NegativeMatchType =
      match === 'negativePhrase' || match === 'phrase' ? 'negativePhrase' : 'negativeExact';
    const text = row.keywordText ?? '';
    const id = row.keywordId ? `n${row.keywordId}` : '';
    if (!this.keywordGuard.check(id, `n${groupKey}`, text, matchType, state, view)) return undefined;
    return { id: row.keywordId ?? keywordId(''), text, matchType, state, source };
  }

  /**
   * The keyword, negative keyword, product target or (any other entity) negative product target of a
   * child row; undefined for a repeated keyword. Throws 10013 for a keyword written in two states.
   */
  protected targetingChild(
    row: BulkRow,
    info: RowInfo,
    view: TabRowView,
    state: EntityState,
    source: SourceRef,
  ): AttachChild<TargetLists> | undefined {
    const groupKey = adGroupKey(row.campaignId, row.adGroupId);
    switch (row.entity) {
      case 'keyword': {
        const matchType = keywordMatchType(row.matchType);
        const text = row.keywordText ?? '';
        if (!this.keywordGuard.check(row.keywordId ?? '', groupKey, text, matchType, state, view))
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
        const negative = this.negativeKeyword(row, view, state, source, groupKey);
        return negative && ((group) => void group.negativeKeywords.push(negative));
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
        const negative = {
          id: row.productTargetingId ?? targetId(''),
          expression: row.productTargetingExpression ?? '',
          state,
          source,
        };
        return (group) => void group.negativeProductTargets.push(negative);
      }
    }
  }

  /**
   * The campaign a campaign-level row belongs to; throws 10027 when it has no Campaign row (`subject`
   * names the row in both languages).
   */
  protected campaignOf(id: string, location: FileLocation, subject: { zh: string; en: string }): C {
    const campaign = this.campaigns.get(id);
    if (!campaign) {
      throw orphanError(location, {
        zh: `找不到${subject.zh}所属的广告活动 ${id}`,
        en: `${subject.en} refers to campaign ${id}, which has no Campaign row`,
      });
    }
    return campaign;
  }

  /** Adds every queued ad group to its campaign, in file order (10027 for a missing campaign). */
  protected linkGroups(): void {
    for (const { group, location } of this.pendingGroups) {
      const subject = { zh: `广告组 ${group.id} `, en: `ad group ${group.id}` };
      this.campaignOf(group.campaignId, location, subject).adGroups.push(group);
    }
  }

  /** Adds every queued child row to its ad group, in file order (10027 for a missing ad group). */
  protected linkChildren(): void {
    for (const { campaignId: cid, adGroupId: gid, location, attach } of this.pendingChildren) {
      const group = this.groups.get(adGroupKey(cid, gid));
      if (!group) {
        throw orphanError(location, {
          zh: `找不到广告活动 ${cid} 中的广告组 ${gid}`,
          en: `the row refers to ad group ${gid} of campaign ${cid}, which has no Ad Group row`,
        });
      }
      attach(group);
    }
  }
}
