// Search terms judged across the whole account, per advertised product: which terms are already exact
// keywords or `asin="…"` targets somewhere, which the seller targets with enabled keywords of any match
// type, which convert in other campaigns, and every ASIN the seller advertises. A campaign's term decisions
// consult this index so that one campaign's plan never harvests a duplicate, negates a converter of another
// campaign or blocks the seller's own keywords.
import type { AccountModel, SearchTermRow, SpAdGroup, SpCampaign } from '../../model/account';
import type { CampaignId } from '../../model/ids';
import { advertisedAsins, expressionKey } from '../shared/account-lookup';
import { normaliseTerm } from '../shared/text-rules';

/** An exact keyword or single-ASIN target that already serves a term somewhere in the account. */
export interface ExistingExactTarget {
  campaign: SpCampaign;
  group: SpAdGroup;
  /** The target, its ad group and its campaign are all enabled. */
  serving: boolean;
}

/** The account-wide facts about search terms for one advertised product. */
export interface AccountTermIndex {
  /** Exact keywords (by normalised text) and `asin="…"` targets (by `asin:<ASIN>`) of the product's campaigns. */
  exactTargets: Map<string, ExistingExactTarget[]>;
  /** Normalised texts of enabled keywords of any match type in the product's enabled campaigns. */
  enabledKeywords: Set<string>;
  /** Terms with orders, by normalised term, with the campaigns they converted in. */
  converters: Map<string, Set<CampaignId>>;
  /** Every ASIN the seller advertises anywhere in the account (upper case). */
  advertisedAsins: Set<string>;
}

/** The index key of an ASIN term or target. */
export const asinKey = (asin: string): string => `asin:${asin.toUpperCase()}`;

const asinOfExpression = (expression: string): string | undefined =>
  /^asin="([a-z0-9]{10})"$/i.exec(expressionKey(expression))?.[1]?.toUpperCase();

function sharesProduct(campaign: SpCampaign, asins: ReadonlySet<string>): boolean {
  if (asins.size === 0) return true;
  return advertisedAsins(campaign).some((asin) => asins.has(asin.toUpperCase()));
}

function push(map: Map<string, ExistingExactTarget[]>, key: string, item: ExistingExactTarget): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

function indexCampaign(index: AccountTermIndex, campaign: SpCampaign): void {
  for (const group of campaign.adGroups) {
    const live = campaign.state === 'enabled' && group.state === 'enabled';
    for (const k of group.keywords) {
      if (k.state === 'archived' || group.state === 'archived' || campaign.state === 'archived') continue;
      const text = normaliseTerm(k.text);
      if (k.state === 'enabled' && live) index.enabledKeywords.add(text);
      if (k.matchType === 'exact')
        push(index.exactTargets, text, { campaign, group, serving: live && k.state === 'enabled' });
    }
    for (const t of group.productTargets) {
      const asin = asinOfExpression(t.expression);
      if (!asin || t.state === 'archived' || group.state === 'archived' || campaign.state === 'archived')
        continue;
      push(index.exactTargets, asinKey(asin), { campaign, group, serving: live && t.state === 'enabled' });
    }
  }
}

/**
 * Builds the index for the product(s) `campaign` advertises (or `productAsins`): the exact targets and enabled keywords of every
 * campaign advertising one of its ASINs (every campaign when its ASINs are unknown), converters from every
 * search-term row of those campaigns, and the ASINs advertised anywhere in the account.
 */
export function accountTermIndex(
  account: AccountModel,
  campaign: SpCampaign,
  searchTerms: readonly SearchTermRow[],
  productAsins?: readonly string[],
): AccountTermIndex {
  const own = new Set((productAsins ?? advertisedAsins(campaign)).map((asin) => asin.toUpperCase()));
  const index: AccountTermIndex = {
    exactTargets: new Map(),
    enabledKeywords: new Set(),
    converters: new Map(),
    advertisedAsins: new Set(),
  };
  const productCampaigns = new Set<string>();
  // A console report names campaigns without IDs: its rows are matched by name (ignoring case and width).
  const byName = new Map<string, CampaignId>();
  for (const other of account.sponsoredProducts.campaigns) {
    for (const asin of advertisedAsins(other)) index.advertisedAsins.add(asin.toUpperCase());
    if (other.id !== campaign.id && !sharesProduct(other, own)) continue;
    productCampaigns.add(other.id);
    byName.set(normaliseTerm(other.name), other.id);
    indexCampaign(index, other);
  }
  for (const row of searchTerms) {
    if (row.metrics.orders <= 0) continue;
    const id = row.campaignId
      ? productCampaigns.has(row.campaignId)
        ? row.campaignId
        : undefined
      : byName.get(normaliseTerm(row.campaignName ?? ''));
    if (!id) continue;
    const key = normaliseTerm(row.searchTerm);
    const seen = index.converters.get(key) ?? new Set<CampaignId>();
    seen.add(id);
    index.converters.set(key, seen);
  }
  return index;
}
