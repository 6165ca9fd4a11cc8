// The tool's campaigns, their keywords/targets and negatives as the account lists them now (SP v3, SB v4/v3),
// read into the rules' shapes: bids and states come from here, the figures from the reports.
import type { AdsProfileApi, SpCampaignRecord, SpPlacementName, TargetPredicate } from '../../amazon/ads-api';
import type { ToolCampaign } from '../../ports/shop-access';
import {
  normaliseTerm,
  type CampaignFacts,
  type Metrics,
  type NegativeFacts,
  type PlacementName,
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

const PLACEMENTS: Record<SpPlacementName, PlacementName | undefined> = {
  PLACEMENT_TOP: 'TOP',
  PLACEMENT_REST_OF_SEARCH: 'REST',
  PLACEMENT_PRODUCT_PAGE: 'PRODUCT_PAGE',
  SITE_AMAZON_BUSINESS: undefined,
};

const AUTO_CLAUSES: Record<string, string> = {
  QUERY_HIGH_REL_MATCHES: 'close-match',
  QUERY_BROAD_REL_MATCHES: 'loose-match',
  ASIN_SUBSTITUTE_RELATED: 'substitutes',
  ASIN_ACCESSORY_RELATED: 'complements',
};

const EXPRESSION_NAMES: Record<string, string> = {
  ASIN_SAME_AS: 'asin',
  ASIN_EXPANDED_FROM: 'asin-expanded',
  ASIN_CATEGORY_SAME_AS: 'category',
  ASIN_BRAND_SAME_AS: 'brand',
};

/** A targeting expression as the console writes it: `close-match`, `asin="B0…"`. */
export function expressionText(expression: TargetPredicate[]): string {
  return expression
    .map((predicate) => {
      const auto = AUTO_CLAUSES[predicate.type];
      if (auto) return auto;
      const name = EXPRESSION_NAMES[predicate.type] ?? predicate.type.toLowerCase();
      return predicate.value === undefined ? name : `${name}="${predicate.value}"`;
    })
    .join(' ');
}

function placementPercents(record: SpCampaignRecord): CampaignFacts['placementPercents'] {
  const percents: CampaignFacts['placementPercents'] = {};
  for (const adjustment of record.dynamicBidding?.placementBidding ?? []) {
    const placement = PLACEMENTS[adjustment.placement];
    if (placement) percents[placement] = adjustment.percentage;
  }
  return percents;
}

function toolFacts(tool: ToolCampaign): Pick<CampaignFacts, 'origin' | 'appliedAt'> {
  return { origin: tool.origin, appliedAt: tool.appliedAt };
}

/** The SP side: campaigns, ad groups, keywords, targets and negatives of the given campaigns. */
export async function spEntities(api: AdsProfileApi, tools: ToolCampaign[]): Promise<EntityFacts> {
  const campaignIds = tools.map((tool) => tool.campaignId);
  const filter = { campaignIds };
  const [campaigns, adGroups, keywords, targets, negatives, campaignNegatives, negativeTargets] =
    await Promise.all([
      api.list('sp.campaigns', { ids: campaignIds }),
      api.list('sp.adGroups', filter),
      api.list('sp.keywords', filter),
      api.list('sp.targets', filter),
      api.list('sp.negativeKeywords', filter),
      api.list('sp.campaignNegativeKeywords', filter),
      api.list('sp.negativeTargets', filter),
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
        enabled: record.state === 'ENABLED',
        dailyBudget: record.budget.budget,
        startDate: record.startDate?.slice(0, 10) ?? null,
        placementPercents: placementPercents(record),
        ...toolFacts(tool),
      },
    ];
  });
  const enabledCampaigns = new Set(campaignFacts.filter((c) => c.enabled).map((c) => c.campaignId));
  const groups = new Map(adGroups.map((group) => [group.adGroupId, group]));
  const serving = (campaignId: string, adGroupId: string, state: string) =>
    state === 'ENABLED' && groups.get(adGroupId)?.state === 'ENABLED' && enabledCampaigns.has(campaignId);
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
  const live = (state: string) => state === 'ENABLED';
  const negativeFacts: NegativeFacts[] = [
    ...negatives
      .filter((n) => live(n.state))
      .map((n) => ({
        adProduct: 'SP' as const,
        campaignId: n.campaignId,
        adGroupId: n.adGroupId,
        text: normaliseTerm(n.keywordText),
        matchType: n.matchType,
      })),
    ...campaignNegatives
      .filter((n) => live(n.state))
      .map((n) => ({
        adProduct: 'SP' as const,
        campaignId: n.campaignId,
        adGroupId: null,
        text: normaliseTerm(n.keywordText),
        matchType: n.matchType,
      })),
    // A negative product target on an ASIN blocks that ASIN "search term" (a product page) exactly.
    ...negativeTargets
      .filter((n) => live(n.state))
      .flatMap((n) =>
        n.expression
          .filter((predicate) => predicate.type === 'ASIN_SAME_AS' && predicate.value)
          .map((predicate) => ({
            adProduct: 'SP' as const,
            campaignId: n.campaignId,
            adGroupId: n.adGroupId,
            text: normaliseTerm(predicate.value ?? ''),
            matchType: 'NEGATIVE_EXACT' as const,
          })),
      ),
  ];
  return { campaigns: campaignFacts, targets: targetEntities, negatives: negativeFacts };
}

/** The SB side: campaigns, ad groups, keywords, product targets and negative keywords. */
export async function sbEntities(api: AdsProfileApi, tools: ToolCampaign[]): Promise<EntityFacts> {
  const campaignIds = tools.map((tool) => tool.campaignId);
  const [campaigns, adGroups, keywords, targets, negatives] = await Promise.all([
    api.list('sb.campaigns', { campaignIds }),
    api.list('sb.adGroups', { campaignIds }),
    api.list('sb.keywords', { campaignIds }),
    api.list('sb.targets', { campaignIds }),
    api.list('sb.negativeKeywords', { campaignIds }),
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
        enabled: record.state === 'ENABLED',
        dailyBudget: record.budgetType === 'DAILY' ? record.budget : null,
        startDate: record.startDate?.slice(0, 10) ?? null,
        placementPercents: {},
        ...toolFacts(tool),
      },
    ];
  });
  const enabledCampaigns = new Set(campaignFacts.filter((c) => c.enabled).map((c) => c.campaignId));
  const enabledGroups = new Set(adGroups.filter((g) => g.state === 'ENABLED').map((g) => g.adGroupId));
  const groupNames = new Map(adGroups.map((g) => [g.adGroupId, g.name]));
  const serving = (campaignId: string, adGroupId: string, state: string) =>
    state === 'enabled' && enabledGroups.has(adGroupId) && enabledCampaigns.has(campaignId);
  const targetEntities: TargetEntity[] = [
    ...keywords.map((keyword) => ({
      adProduct: 'SB' as const,
      campaignId: keyword.campaignId,
      adGroupId: keyword.adGroupId,
      adGroupName: groupNames.get(keyword.adGroupId) ?? keyword.adGroupId,
      targetId: keyword.keywordId,
      text: normaliseTerm(keyword.keywordText),
      matchKind: keyword.matchType.toUpperCase() as 'EXACT' | 'PHRASE' | 'BROAD',
      bid: keyword.bid ?? 0,
      serving: serving(keyword.campaignId, keyword.adGroupId, keyword.state),
    })),
    ...targets.map((target) => ({
      adProduct: 'SB' as const,
      campaignId: target.campaignId,
      adGroupId: target.adGroupId,
      adGroupName: groupNames.get(target.adGroupId) ?? target.adGroupId,
      targetId: target.targetId,
      text: target.expressions.map((e) => `${e.type}="${e.value}"`).join(' '),
      matchKind: 'TARGETING' as const,
      bid: target.bid ?? 0,
      serving: serving(target.campaignId, target.adGroupId, target.state),
    })),
  ];
  const negativeFacts: NegativeFacts[] = negatives
    .filter((n) => n.state === 'enabled')
    .map((n) => ({
      adProduct: 'SB' as const,
      campaignId: n.campaignId,
      adGroupId: n.adGroupId,
      text: normaliseTerm(n.keywordText),
      matchType: n.matchType === 'negativeExact' ? 'NEGATIVE_EXACT' : 'NEGATIVE_PHRASE',
    }));
  return { campaigns: campaignFacts, targets: targetEntities, negatives: negativeFacts };
}
