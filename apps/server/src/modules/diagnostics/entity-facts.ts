// The tool's campaigns, their keywords/targets and negatives as the account lists them now (SP v3, SB v4/v3,
// read through the ShopAccountReader port), in the rules' shapes: bids and states come from here, the
// figures from the reports.
import type { SpCampaignRecord } from '../../amazon/ads-api';
import {
  SP_MATCH_TYPE_API,
  SP_NEGATIVE_MATCH_TYPE_API,
  SP_PLACEMENT_WORD,
  SP_PREDICATE_API,
  expressionText,
  stateWord,
  type ApiState,
} from '../../amazon/entities/bulk-vocabulary';
import type { ToolCampaign } from '../../ports/shop-access';
import type { ShopAccountReader } from '../../ports/shop-account-reader';
import {
  normaliseTerm,
  type CampaignFacts,
  type Metrics,
  type NegativeFacts,
  type TargetFacts,
} from './diagnostic-data';

/** Keywords and targets before their figures are joined. */
export type TargetEntity = Omit<TargetFacts, keyof Metrics>;

/** What the entity lists give a diagnosis. */
export interface EntityFacts {
  campaigns: CampaignFacts[];
  targets: TargetEntity[];
  negatives: NegativeFacts[];
}

/** Whether an entity serves (SP and SB v4 spell it `ENABLED`, SB v3 `enabled`). */
const isEnabled = (state: ApiState | undefined): boolean =>
  state !== undefined && stateWord(state) === 'enabled';

function placementPercents(record: SpCampaignRecord): CampaignFacts['placementPercents'] {
  const percents: CampaignFacts['placementPercents'] = {};
  for (const adjustment of record.dynamicBidding?.placementBidding ?? []) {
    const placement = SP_PLACEMENT_WORD[adjustment.placement];
    if (placement !== 'amazonBusiness') percents[placement] = adjustment.percentage;
  }
  return percents;
}

function toolFacts(tool: ToolCampaign): Pick<CampaignFacts, 'origin' | 'appliedAt'> {
  return { origin: tool.origin, appliedAt: tool.appliedAt };
}

/** The SP side: campaigns, ad groups, keywords, targets and negatives of the given campaigns. */
export async function spEntities(reader: ShopAccountReader, tools: ToolCampaign[]): Promise<EntityFacts> {
  const {
    campaigns,
    adGroups,
    keywords,
    targets,
    negativeKeywords: negatives,
    campaignNegativeKeywords: campaignNegatives,
    negativeTargets,
  } = await reader.readSp({ campaignIds: tools.map((tool) => tool.campaignId) }, [
    'campaigns',
    'adGroups',
    'keywords',
    'targets',
    'negativeKeywords',
    'campaignNegativeKeywords',
    'negativeTargets',
  ]);
  const toolById = new Map(tools.map((tool) => [tool.campaignId, tool]));
  const campaignFacts = campaigns.flatMap((record): CampaignFacts[] => {
    const tool = toolById.get(record.campaignId);
    if (!tool) return [];
    return [
      {
        campaignId: record.campaignId,
        name: record.name,
        adProduct: 'SP',
        enabled: isEnabled(record.state),
        dailyBudget: record.budget.budget,
        startDate: record.startDate?.slice(0, 10) ?? null,
        placementPercents: placementPercents(record),
        ...toolFacts(tool),
      },
    ];
  });
  const enabledCampaigns = new Set(campaignFacts.filter((c) => c.enabled).map((c) => c.campaignId));
  const groups = new Map(adGroups.map((group) => [group.adGroupId, group]));
  const serving = (campaignId: string, adGroupId: string, state: ApiState) =>
    isEnabled(state) && isEnabled(groups.get(adGroupId)?.state) && enabledCampaigns.has(campaignId);
  const defaultBid = (adGroupId: string) => groups.get(adGroupId)?.defaultBid ?? 0;
  const targetEntities: TargetEntity[] = [
    ...keywords.map((keyword) => ({
      adProduct: 'SP' as const,
      campaignId: keyword.campaignId,
      adGroupId: keyword.adGroupId,
      adGroupName: groups.get(keyword.adGroupId)?.name ?? keyword.adGroupId,
      targetId: keyword.keywordId,
      text: normaliseTerm(keyword.keywordText),
      matchKind: keyword.matchType,
      bid: keyword.bid ?? defaultBid(keyword.adGroupId),
      serving: serving(keyword.campaignId, keyword.adGroupId, keyword.state),
    })),
    ...targets.map((target) => ({
      adProduct: 'SP' as const,
      campaignId: target.campaignId,
      adGroupId: target.adGroupId,
      adGroupName: groups.get(target.adGroupId)?.name ?? target.adGroupId,
      targetId: target.targetId,
      text: expressionText(target.resolvedExpression ?? target.expression),
      matchKind: 'TARGETING' as const,
      bid: target.bid ?? defaultBid(target.adGroupId),
      serving: serving(target.campaignId, target.adGroupId, target.state),
    })),
  ];
  const negativeFacts: NegativeFacts[] = [
    ...negatives
      .filter((n) => isEnabled(n.state))
      .map((n) => ({
        adProduct: 'SP' as const,
        campaignId: n.campaignId,
        adGroupId: n.adGroupId,
        text: normaliseTerm(n.keywordText),
        matchType: n.matchType,
      })),
    ...campaignNegatives
      .filter((n) => isEnabled(n.state))
      .map((n) => ({
        adProduct: 'SP' as const,
        campaignId: n.campaignId,
        adGroupId: null,
        text: normaliseTerm(n.keywordText),
        matchType: n.matchType,
      })),
    // A negative product target on an ASIN blocks that ASIN "search term" (a product page) exactly.
    ...negativeTargets
      .filter((n) => isEnabled(n.state))
      .flatMap((n) =>
        n.expression
          .filter((predicate) => predicate.type === SP_PREDICATE_API.asin && predicate.value)
          .map((predicate) => ({
            adProduct: 'SP' as const,
            campaignId: n.campaignId,
            adGroupId: n.adGroupId,
            text: normaliseTerm(predicate.value ?? ''),
            matchType: SP_NEGATIVE_MATCH_TYPE_API.negativeExact,
          })),
      ),
  ];
  return { campaigns: campaignFacts, targets: targetEntities, negatives: negativeFacts };
}

/** The SB side: campaigns, ad groups, keywords, product targets and negative keywords. */
export async function sbEntities(reader: ShopAccountReader, tools: ToolCampaign[]): Promise<EntityFacts> {
  const {
    campaigns,
    adGroups,
    keywords,
    targets,
    negativeKeywords: negatives,
  } = await reader.readSb({ campaignIds: tools.map((tool) => tool.campaignId) }, [
    'campaigns',
    'adGroups',
    'keywords',
    'targets',
    'negativeKeywords',
  ]);
  const toolById = new Map(tools.map((tool) => [tool.campaignId, tool]));
  const campaignFacts = campaigns.flatMap((record): CampaignFacts[] => {
    const tool = toolById.get(record.campaignId);
    if (!tool) return [];
    return [
      {
        campaignId: record.campaignId,
        name: record.name,
        adProduct: 'SB',
        enabled: isEnabled(record.state),
        dailyBudget: record.budgetType === 'DAILY' ? record.budget : null,
        startDate: record.startDate?.slice(0, 10) ?? null,
        placementPercents: {},
        ...toolFacts(tool),
      },
    ];
  });
  const enabledCampaigns = new Set(campaignFacts.filter((c) => c.enabled).map((c) => c.campaignId));
  const enabledGroups = new Set(adGroups.filter((g) => isEnabled(g.state)).map((g) => g.adGroupId));
  const groupNames = new Map(adGroups.map((g) => [g.adGroupId, g.name]));
  const serving = (campaignId: string, adGroupId: string, state: ApiState) =>
    isEnabled(state) && enabledGroups.has(adGroupId) && enabledCampaigns.has(campaignId);
  const targetEntities: TargetEntity[] = [
    ...keywords.map((keyword) => ({
      adProduct: 'SB' as const,
      campaignId: keyword.campaignId,
      adGroupId: keyword.adGroupId,
      adGroupName: groupNames.get(keyword.adGroupId) ?? keyword.adGroupId,
      targetId: keyword.keywordId,
      text: normaliseTerm(keyword.keywordText),
      matchKind: SP_MATCH_TYPE_API[keyword.matchType],
      bid: keyword.bid ?? 0,
      serving: serving(keyword.campaignId, keyword.adGroupId, keyword.state),
    })),
    ...targets.map((target) => ({
      adProduct: 'SB' as const,
      campaignId: target.campaignId,
      adGroupId: target.adGroupId,
      adGroupName: groupNames.get(target.adGroupId) ?? target.adGroupId,
      targetId: target.targetId,
      text: expressionText(target.expressions),
      matchKind: 'TARGETING' as const,
      bid: target.bid ?? 0,
      serving: serving(target.campaignId, target.adGroupId, target.state),
    })),
  ];
  const negativeFacts: NegativeFacts[] = negatives
    .filter((n) => isEnabled(n.state))
    .map((n) => ({
      adProduct: 'SB' as const,
      campaignId: n.campaignId,
      adGroupId: n.adGroupId,
      text: normaliseTerm(n.keywordText),
      matchType: SP_NEGATIVE_MATCH_TYPE_API[n.matchType],
    }));
  return { campaigns: campaignFacts, targets: targetEntities, negatives: negativeFacts };
}
