// Where a harvested search term's traffic comes from (docs/algorithms.md Part D3): Amazon serves a query on the
// exact keyword identical to it rather than on the broad, phrase or auto targets of the same product's other
// ad groups, so a harvest moves the term from every ad group of the account that advertises a product of its
// destination ad group, in any campaign (not only the campaigns the plan's rows touch).
import type { AccountModel, SearchTermRow, SpAdGroup, SpCampaign } from '../../model/account';
import { normaliseTerm } from '../shared/text-rules';
import { productKeysOfAd } from './plan-structure';

/** The account's ad groups by the products they advertise, and its search-term rows by normalised text (built once, on the first harvest). */
export class HarvestSources {
  private readonly groupProducts = new Map<string, Set<string>>();
  private readonly groupsOfProduct = new Map<string, Set<string>>();
  private readonly campaignOfGroup = new Map<string, SpCampaign>();
  private termsByText: Map<string, SearchTermRow[]> | undefined;

  constructor(
    account: AccountModel,
    private readonly newGroupProducts: ReadonlyMap<string, ReadonlySet<string>>,
    private readonly searchTerms: readonly SearchTermRow[],
  ) {
    for (const campaign of account.sponsoredProducts.campaigns)
      for (const group of campaign.adGroups) {
        this.campaignOfGroup.set(group.id, campaign);
        this.index(group);
      }
  }

  private index(group: SpAdGroup): void {
    const keys = new Set(group.productAds.flatMap(productKeysOfAd));
    this.groupProducts.set(group.id, keys);
    for (const key of keys) {
      const groups = this.groupsOfProduct.get(key) ?? new Set<string>();
      groups.add(group.id);
      this.groupsOfProduct.set(key, groups);
    }
  }

  /** The campaign of an existing ad group. */
  campaignOf(adGroupId: string): SpCampaign | undefined {
    return this.campaignOfGroup.get(adGroupId);
  }

  /**
   * The search-term rows with text `term` in the ad groups advertising a product of `destination` (the
   * destination itself left out); undefined when the destination's products are not known.
   */
  rowsFor(term: string, destination: string | undefined): SearchTermRow[] | undefined {
    if (!destination) return undefined;
    const products = this.groupProducts.get(destination) ?? this.newGroupProducts.get(destination);
    if (!products || products.size === 0) return undefined;
    const groups = new Set([...products].flatMap((key) => [...(this.groupsOfProduct.get(key) ?? [])]));
    groups.delete(destination);
    return (this.byText().get(term) ?? []).filter((row) => groups.has(row.adGroupId ?? ''));
  }

  private byText(): Map<string, SearchTermRow[]> {
    if (this.termsByText) return this.termsByText;
    const index = new Map<string, SearchTermRow[]>();
    for (const row of this.searchTerms) {
      if (row.product !== 'sponsoredProducts' || !row.adGroupId) continue;
      const key = normaliseTerm(row.searchTerm);
      const rows = index.get(key) ?? [];
      rows.push(row);
      index.set(key, rows);
    }
    this.termsByText = index;
    return index;
  }
}
