// A keyword cold start into an EXISTING campaign (docs/algorithms.md §9): the part of the funnel the
// campaign lacks — its exact, phrase and broad ad groups (reused by name, created when missing) — and the
// isolation cascade between them (phrase negates exact terms, broad negates phrase terms as negative
// phrase and exact-only terms as negative exact). The seller's own keywords are respected: a keyword the
// campaign already has (same text and match type, enabled or paused) is not added again, and no negative
// is written that would stop one of the group's own keywords from serving at all.
import type { MatchType, SpAdGroup, SpCampaign } from '../../model/account';
import type { Plan } from '../../model/plan';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { keywordKeys, resolveSku } from '../shared/account-lookup';
import { adviseBudget } from '../shared/budget-advice';
import { coldStartBid } from '../shared/bid-math';
import {
  dropEmptyNewAdGroups,
  setUpAdGroup,
  setUpCampaign,
  type AdGroupTarget,
} from '../shared/cold-start-structure';
import { flowNotes } from '../shared/flow-messages';
import { PlanBuilder } from '../shared/plan-builder';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import type { PlanningData } from '../shared/planning-data';
import { coldStartSpend } from '../shared/spend-estimate';
import { MAX_AD_GROUP_NAME_LENGTH, normaliseTerm } from '../shared/text-rules';
import { accountTermIndex } from '../optimisation/account-terms';
import { negativeBlocksKeyword, termKey } from '../shared/close-variant-rules';
import { funnelMessages } from './funnel-messages';
import { coldStartKeywords, type PlannedKeyword } from './keyword-cold-start-bids';
import { addKeyword, validKeywords } from './keyword-cold-start-rows';
import { addIsolationNegative, phraseAdGroupName } from './keyword-cold-start-funnel';

type Match = 'exact' | 'phrase' | 'broad';
type NegativeMatch = 'negativeExact' | 'negativePhrase';

const matchOf = (keyword: PlannedKeyword): Match =>
  keyword.matchType === 'exact' ? 'exact' : keyword.matchType === 'phrase' ? 'phrase' : 'broad';

/** `match|close-variant key` of every non-archived keyword of the campaign (any ad group). */
function campaignKeywordKeys(campaign: SpCampaign | undefined): Set<string> {
  const keys = new Set<string>();
  for (const group of campaign?.adGroups ?? [])
    for (const k of group.keywords) if (k.state !== 'archived') keys.add(`${k.matchType}|${termKey(k.text)}`);
  return keys;
}

/** Enabled keywords of an enabled existing group, as `{match, key}`. */
function enabledOwnKeywords(group: SpAdGroup | undefined): Array<{ match: MatchType; key: string }> {
  if (!group || group.state !== 'enabled') return [];
  return group.keywords
    .filter((k) => k.state === 'enabled')
    .map((k) => ({ match: k.matchType, key: normaliseTerm(k.text) }));
}

/**
 * True when a negative of `key` in `group` would stop one of the group's own enabled keywords — already there,
 * or added by this plan (`added`) — from serving at all (`negativeBlocksKeyword`, close variants included):
 * a negative exact silences an own exact keyword of the same term; a negative phrase silences own keywords
 * that contain it, a broad one in any word order. A broad or phrase keyword beside a negative exact of its
 * own text keeps its longer queries: that is the isolation itself.
 */
export function negatesOwnKeyword(
  group: SpAdGroup | undefined,
  added: readonly PlannedKeyword[],
  key: string,
  matchType: NegativeMatch,
): boolean {
  const own = [...enabledOwnKeywords(group), ...added.map((k) => ({ match: matchOf(k), key: k.key }))];
  return own.some((k) => negativeBlocksKeyword(key, matchType, k.key, k.match));
}

/** Where an exact keyword already serves outside the funnel's exact group. */
interface ServingExact {
  campaign: string;
  group: string;
  /** In another campaign (a keyword of this campaign is already skipped as the campaign's own). */
  otherCampaign: boolean;
}

/** Exact keywords serving elsewhere, by normalised text: for the SKU's product, and (this campaign) for another. */
interface ExactElsewhere {
  product: Map<string, ServingExact>;
  /** Exact keywords of this campaign in an ad group of another product, with that group's name. */
  otherProduct: Map<string, string>;
}

/**
 * Exact keywords that serve (keyword, ad group and campaign enabled) for the SKU's product outside the exact
 * group: in another ad group of this campaign, or in another campaign advertising the SKU's ASIN. Only an ad
 * group that advertises the SKU (or its ASIN) counts: a keyword serves the ads of its own group, so an exact
 * keyword of another product's group in this campaign sends the term's traffic to that product, not this one.
 */
function servingExactElsewhere(
  data: PlanningData,
  campaign: SpCampaign | undefined,
  exactGroup: AdGroupTarget,
  sku: string,
): ExactElsewhere {
  const found: ExactElsewhere = { product: new Map(), otherProduct: new Map() };
  if (!data.account || !campaign) return found;
  const asins = data.account.sponsoredProducts.campaigns.flatMap((c) =>
    c.adGroups.flatMap((g) =>
      g.productAds.filter((ad) => ad.sku === sku && ad.asin).map((ad) => `${ad.asin}`),
    ),
  );
  const index = accountTermIndex(data.account, campaign, [], asins.length > 0 ? asins : undefined);
  const ownAsins = new Set(asins.map((asin) => asin.toUpperCase()));
  const advertisesSku = (group: SpAdGroup) =>
    group.productAds.some(
      (ad) => ad.state !== 'archived' && (ad.sku === sku || ownAsins.has((ad.asin ?? '').toUpperCase())),
    );
  for (const [key, targets] of index.exactTargets) {
    if (key.startsWith('asin:')) continue;
    const elsewhere = targets
      .filter((t) => t.serving && t.group.id !== exactGroup.adGroupId)
      .sort((a, b) => Number(a.campaign.id !== campaign.id) - Number(b.campaign.id !== campaign.id));
    const serving = elsewhere.find((t) => advertisesSku(t.group));
    // The index is keyed by close-variant key; this flow compares normalised texts (the serving target's own).
    if (serving)
      found.product.set(normaliseTerm(serving.text), {
        campaign: serving.campaign.name,
        group: serving.group.name,
        otherCampaign: serving.campaign.id !== campaign.id,
      });
    const other = elsewhere.find((t) => t.campaign.id === campaign.id && !advertisesSku(t.group));
    if (!serving && other) found.otherProduct.set(normaliseTerm(other.text), other.group.name);
  }
  return found;
}

/** Keys of `match` keywords that serve after the upload: created now, or enabled in an enabled group. */
function servingKeys(group: AdGroupTarget, added: readonly PlannedKeyword[], match: Match): Set<string> {
  // Nothing in a paused or archived group serves, not even what this plan adds to it.
  if (group.existing !== undefined && group.existing.state !== 'enabled') return new Set();
  const existing = enabledOwnKeywords(group.existing)
    .filter((k) => k.match === match)
    .map((k) => k.key);
  const created = added.filter((k) => matchOf(k) === match).map((k) => k.key);
  return new Set([...existing, ...created]);
}

interface FunnelGroups {
  exact: AdGroupTarget;
  phrase: AdGroupTarget;
  broad: AdGroupTarget;
}

/** Isolates `keyword` in `from` towards `to`, unless they are one group or the negative would block an own keyword. */
function isolate(
  builder: PlanBuilder,
  from: AdGroupTarget,
  to: AdGroupTarget,
  keyword: PlannedKeyword,
  wanted: NegativeMatch,
  taken: Set<string>,
  added: readonly PlannedKeyword[],
): void {
  if (from.adGroupId === to.adGroupId) return;
  const options: NegativeMatch[] =
    wanted === 'negativePhrase' ? ['negativePhrase', 'negativeExact'] : [wanted];
  const usable = options.find((m) => !negatesOwnKeyword(from.existing, added, keyword.key, m));
  if (usable === undefined) {
    builder.note(funnelMessages.ownKeywordKept(keyword.text, from.name));
    return;
  }
  addIsolationNegative(builder, from, keyword, usable, to.name, taken);
}

/** The ad groups of the campaign's funnel: reused by name, created when missing. */
function setUpGroups(
  builder: PlanBuilder,
  params: SpPlanParameters,
  campaign: ReturnType<typeof setUpCampaign>,
  keywords: readonly PlannedKeyword[],
): FunnelGroups {
  const sku = resolveSku(params.sku, campaign.existing);
  const explicit = params.sku !== undefined;
  const bid = (match: Match): Money =>
    coldStartBid(
      params.marketplace,
      params.targetCostPerSale,
      params.organicConversionRate * PLANNING_CONSTANTS.conversionFactor[match],
    );
  const exactName = params.adGroupNameExact ?? '';
  const broad = setUpAdGroup(builder, campaign, params.adGroupNameBroad ?? '', bid('broad'), sku, explicit);
  const exact = setUpAdGroup(builder, campaign, exactName, bid('exact'), sku, explicit);
  const phraseName = [...phraseAdGroupName(exactName)].slice(0, MAX_AD_GROUP_NAME_LENGTH).join('');
  // Without phrase keywords, or when the exact name gives no distinct phrase name, phrase stays in broad.
  const needsPhrase = keywords.some((k) => k.matchType === 'phrase') && phraseName !== exactName;
  const phrase = needsPhrase
    ? setUpAdGroup(builder, campaign, phraseName, bid('phrase'), sku, explicit)
    : broad;
  return { exact, phrase, broad };
}

/** Adds the keywords to their groups, skipping what the campaign already has; returns those added. */
function addKeywords(
  builder: PlanBuilder,
  params: SpPlanParameters,
  groups: FunnelGroups,
  keywords: readonly PlannedKeyword[],
  campaign: SpCampaign | undefined,
  elsewhere: ExactElsewhere,
): { added: PlannedKeyword[]; taken: Map<string, Set<string>> } {
  const inCampaign = campaignKeywordKeys(campaign);
  const taken = new Map<string, Set<string>>();
  const takenOf = (group: AdGroupTarget): Set<string> => {
    const found = taken.get(group.adGroupId) ?? keywordKeys(group.existing);
    taken.set(group.adGroupId, found);
    return found;
  };
  const added: PlannedKeyword[] = [];
  for (const keyword of keywords) {
    const group = groups[matchOf(keyword)];
    const serving = keyword.matchType === 'exact' ? elsewhere.product.get(keyword.key) : undefined;
    if (serving?.otherCampaign) {
      builder.note(funnelMessages.exactServesElsewhere(keyword.text, serving.campaign, serving.group));
      continue;
    }
    if (
      // Close variants ("yoga mats" beside "yoga mat") are one keyword for Amazon: never a second one.
      inCampaign.has(`${keyword.matchType}|${termKey(keyword.text)}`) &&
      !takenOf(group).has(`${keyword.matchType}|${keyword.key}`)
    ) {
      builder.note(funnelMessages.keywordInCampaign(keyword.text, keyword.matchType));
      continue;
    }
    if (addKeyword(builder, params, group, keyword, takenOf(group))) added.push(keyword);
  }
  for (const group of Object.values(groups)) takenOf(group);
  return { added, taken };
}

/** The isolation cascade between the campaign's groups, for the terms whose precise keyword serves. */
function isolateGroups(
  builder: PlanBuilder,
  groups: FunnelGroups,
  keywords: readonly PlannedKeyword[],
  added: readonly PlannedKeyword[],
  taken: Map<string, Set<string>>,
  elsewhere: ExactElsewhere,
): void {
  // An exact keyword serving in another ad group or campaign of the product is isolated toward like our own.
  const exactServing = new Set([...servingKeys(groups.exact, added, 'exact'), ...elsewhere.product.keys()]);
  const phraseServing = servingKeys(groups.phrase, added, 'phrase');
  const takenOf = (group: AdGroupTarget) => taken.get(group.adGroupId) ?? new Set<string>();
  // The keywords this plan adds to a group are its own keywords too: no negative may silence them.
  const addedTo = (group: AdGroupTarget) =>
    added.filter((k) => groups[matchOf(k)].adGroupId === group.adGroupId);
  for (const keyword of keywords.filter((k) => k.matchType === 'exact')) {
    const otherProductGroup = elsewhere.otherProduct.get(keyword.key);
    if (!exactServing.has(keyword.key) && otherProductGroup !== undefined) {
      builder.note(funnelMessages.exactServesOtherProduct(keyword.text, otherProductGroup));
      continue;
    }
    if (!exactServing.has(keyword.key)) {
      builder.warn(flowNotes.harvestNotServing(keyword.text, groups.exact.name));
      continue;
    }
    const hasPhrase = groups.phrase.adGroupId !== groups.broad.adGroupId && phraseServing.has(keyword.key);
    const { phrase, broad, exact } = groups;
    if (hasPhrase) {
      isolate(builder, phrase, exact, keyword, 'negativeExact', takenOf(phrase), addedTo(phrase));
      isolate(builder, broad, phrase, keyword, 'negativePhrase', takenOf(broad), addedTo(broad));
    } else {
      isolate(builder, broad, exact, keyword, 'negativeExact', takenOf(broad), addedTo(broad));
    }
  }
}

/**
 * Broad and phrase keywords this plan adds that the product already has (same text and match type, not
 * archived) in another campaign: added to the funnel, never silently (exact ones are skipped above).
 */
function noteKeywordsInOtherCampaigns(
  builder: PlanBuilder,
  data: PlanningData,
  campaign: SpCampaign | undefined,
  sku: string,
  added: readonly PlannedKeyword[],
): void {
  const others = (data.account?.sponsoredProducts.campaigns ?? []).filter(
    (c) =>
      c.id !== campaign?.id &&
      c.state !== 'archived' &&
      c.adGroups.some((g) => g.productAds.some((ad) => ad.sku === sku)),
  );
  for (const keyword of added.filter((k) => k.matchType !== 'exact')) {
    for (const other of others) {
      const group = other.adGroups.find(
        (g) =>
          g.state !== 'archived' &&
          g.keywords.some(
            (k) =>
              k.state !== 'archived' &&
              k.matchType === keyword.matchType &&
              normaliseTerm(k.text) === keyword.key,
          ),
      );
      if (!group) continue;
      builder.note(
        funnelMessages.keywordInOtherCampaign(keyword.text, keyword.matchType, other.name, group.name),
      );
      break;
    }
  }
}

/** A keyword cold start into an existing campaign: its missing match-type groups and their isolation. */
export function planIntoExistingCampaign(params: SpPlanParameters, data: PlanningData): Plan {
  const builder = new PlanBuilder('keyword-cold-start', params.marketplace, data.dataWindow?.label);
  const campaign = setUpCampaign(builder, params, data, 'manual');
  const keywords = validKeywords(builder, params, coldStartKeywords(params));
  const groups = setUpGroups(builder, params, campaign, keywords);
  const sku = resolveSku(params.sku, campaign.existing);
  const elsewhere = servingExactElsewhere(data, campaign.existing, groups.exact, sku);
  const { added, taken } = addKeywords(builder, params, groups, keywords, campaign.existing, elsewhere);
  isolateGroups(builder, groups, keywords, added, taken, elsewhere);
  noteKeywordsInOtherCampaigns(builder, data, campaign.existing, sku, added);
  dropEmptyNewAdGroups(builder);
  if (params.competitorAsins.length > 0)
    builder.note(flowNotes.competitorAsinsKept(params.competitorAsins.join(', ')));
  const spend = coldStartSpend(added);
  adviseBudget(builder, params, campaign.name, campaign.dailyBudget, spend);
  return builder.build(spend);
}
