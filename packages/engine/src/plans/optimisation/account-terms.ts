// Search terms judged across the whole account, per advertised product: which terms are already exact
// keywords or `asin="…"` targets somewhere, which the seller targets with enabled keywords of any match
// type, which convert in other campaigns, and every ASIN the seller advertises. A campaign's term decisions
// consult this index so that one campaign's plan never harvests a duplicate, negates a converter of another
// campaign or ad group or blocks the seller's own keywords. Terms are keyed by their close-variant key
// (close-variant-rules.ts): "yoga mats" is served by the exact keyword "yoga mat".
import type {
  AccountModel,
  Keyword,
  ProductTarget,
  SearchTermRow,
  SpAdGroup,
  SpCampaign,
} from '../../model/account';
import type { CampaignId } from '../../model/ids';
import { advertisedAsins, expressionKey } from '../shared/account-lookup';
import { termKey } from '../shared/close-variant-rules';
import { normaliseTerm } from '../shared/text-rules';

/** An exact keyword or single-ASIN target that already serves a term somewhere in the account. */
export interface ExistingExactTarget {
  campaign: SpCampaign;
  group: SpAdGroup;
  /** The keyword text or `asin="…"` expression as the seller wrote it (names the close variant). */
  text: string;
  /** The target, its ad group and its campaign are all enabled. */
  serving: boolean;
  /** The keyword or target itself, for its bid and window metrics (isolation needs a destination that serves). */
  target: Keyword | ProductTarget;
}

/** The account-wide facts about search terms for one advertised product. */
export interface AccountTermIndex {
  /** Exact keywords (by close-variant key) and `asin="…"` targets (by `asin:<ASIN>`) of the product's campaigns. */
  exactTargets: Map<string, ExistingExactTarget[]>;
  /** Close-variant keys of enabled keywords of any match type in the product's enabled campaigns. */
  enabledKeywords: Set<string>;
  /** Terms with orders, by close-variant key, with the campaigns they converted in. */
  converters: Map<string, Set<CampaignId>>;
  /**
   * Every ASIN the seller advertises anywhere in the account (upper case): SP product ads and the creative
   * ASINs of Sponsored Brands ads (the advertised ASIN of an SB video campaign among them).
   */
  advertisedAsins: Set<string>;
  /** The campaigns of the product (sharing an advertised ASIN or SKU with the optimised campaign). */
  campaigns: SpCampaign[];
}

/** The index key of an ASIN term or target. */
export const asinKey = (asin: string): string => `asin:${asin.toUpperCase()}`;

const asinOfExpression = (expression: string): string | undefined =>
  /^asin="([a-z0-9]{10})"$/i.exec(expressionKey(expression))?.[1]?.toUpperCase();

const advertisedSkus = (campaign: SpCampaign): string[] =>
  campaign.adGroups.flatMap((g) => g.productAds.flatMap((ad) => (ad.sku ? [ad.sku.trim()] : [])));

/**
 * True when a campaign advertises the product: one of its ASINs, or one of its SKUs (a campaign a plan created
 * has product ads with a SKU only until Amazon fills in the ASIN, and must still count as the product's).
 */
function sharesProduct(campaign: SpCampaign, asins: ReadonlySet<string>, skus: ReadonlySet<string>): boolean {
  if (asins.size === 0 && skus.size === 0) return true;
  return (
    advertisedAsins(campaign).some((asin) => asins.has(asin.toUpperCase())) ||
    advertisedSkus(campaign).some((sku) => skus.has(sku))
  );
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
      const key = termKey(k.text);
      if (k.state === 'enabled' && live) index.enabledKeywords.add(key);
      if (k.matchType === 'exact')
        push(index.exactTargets, key, {
          campaign,
          group,
          text: k.text,
          serving: live && k.state === 'enabled',
          target: k,
        });
    }
    for (const t of group.productTargets) {
      const asin = asinOfExpression(t.expression);
      if (!asin || t.state === 'archived' || group.state === 'archived' || campaign.state === 'archived')
        continue;
      push(index.exactTargets, asinKey(asin), {
        campaign,
        group,
        text: t.expression,
        serving: live && t.state === 'enabled',
        target: t,
      });
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
  const skus = new Set(productAsins ? [] : advertisedSkus(campaign));
  const index: AccountTermIndex = {
    exactTargets: new Map(),
    enabledKeywords: new Set(),
    converters: new Map(),
    advertisedAsins: new Set(),
    campaigns: [],
  };
  const productCampaigns = new Set<string>();
  // A console report names campaigns without IDs: its rows are matched by name (ignoring case and width).
  const byName = new Map<string, CampaignId>();
  for (const other of account.sponsoredProducts.campaigns) {
    for (const asin of advertisedAsins(other)) index.advertisedAsins.add(asin.toUpperCase());
    if (other.id !== campaign.id && !sharesProduct(other, own, skus)) continue;
    productCampaigns.add(other.id);
    index.campaigns.push(other);
    byName.set(normaliseTerm(other.name), other.id);
    indexCampaign(index, other);
  }
  for (const sb of account.sponsoredBrands.campaigns)
    for (const group of sb.adGroups)
      for (const ad of group.ads)
        for (const asin of ad.creativeAsins) index.advertisedAsins.add(asin.toUpperCase());
  for (const row of searchTerms) {
    if (row.metrics.orders <= 0) continue;
    const id = row.campaignId
      ? productCampaigns.has(row.campaignId)
        ? row.campaignId
        : undefined
      : byName.get(normaliseTerm(row.campaignName ?? ''));
    if (!id) continue;
    const key = termKey(row.searchTerm);
    const seen = index.converters.get(key) ?? new Set<CampaignId>();
    seen.add(id);
    index.converters.set(key, seen);
  }
  return index;
}
