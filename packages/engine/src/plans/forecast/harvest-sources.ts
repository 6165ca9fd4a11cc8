// Where a harvested search term's traffic comes from (docs/algorithms.md Part D3): Amazon serves a query on the
// exact keyword identical to it rather than on the broad, phrase or auto targets of the same product's other
// ad groups, so a harvest moves the term from every ad group of the account that advertises a product of its
// destination ad group, in any campaign (not only the campaigns the plan's rows touch).
import type { AccountModel, SearchTermRow, SpAdGroup, SpCampaign } from '../../model/account';
import { normaliseTerm } from '../shared/text-rules';
import { productKeysOfAd } from './plan-structure';

/** The account's ad groups by the products they advertise (indexed on the first harvest) and their search-term rows. */
export class HarvestSources {
  private readonly groupProducts = new Map<string, Set<string>>();
  private readonly groupsOfProduct = new Map<string, Set<string>>();
  private readonly campaignOfGroup = new Map<string, SpCampaign>();
  private readonly normalised = new Map<SearchTermRow, string>();

  private indexed = false;

  constructor(
    private readonly account: AccountModel,
    private readonly newGroupProducts: ReadonlyMap<string, ReadonlySet<string>>,
    private readonly rowsByGroup: ReadonlyMap<string, readonly SearchTermRow[]>,
  ) {}

  /** Indexes the account's ad groups once, on the first harvest (most plans have none). */
  private groups(): void {
    if (this.indexed) return;
    this.indexed = true;
    for (const campaign of this.account.sponsoredProducts.campaigns)
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
    this.groups();
    return this.campaignOfGroup.get(adGroupId);
  }

  /**
   * The search-term rows with text `term` in the ad groups advertising a product of `destination` (the
   * destination itself left out); undefined when the destination's products are not known.
   */
  rowsFor(term: string, destination: string | undefined): SearchTermRow[] | undefined {
    if (!destination) return undefined;
    this.groups();
    const products = this.groupProducts.get(destination) ?? this.newGroupProducts.get(destination);
    if (!products || products.size === 0) return undefined;
    const groups = new Set([...products].flatMap((key) => [...(this.groupsOfProduct.get(key) ?? [])]));
    groups.delete(destination);
    // Only the candidate groups' rows are normalised, each once per forecast (an account has tens of thousands).
    return [...groups].flatMap((group) =>
      (this.rowsByGroup.get(group) ?? []).filter((row) => this.textOf(row) === term),
    );
  }

  private textOf(row: SearchTermRow): string {
    const known = this.normalised.get(row);
    if (known !== undefined) return known;
    const text = normaliseTerm(row.searchTerm);
    this.normalised.set(row, text);
    return text;
  }
}
