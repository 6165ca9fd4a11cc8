// The part of an account a stored plan needs to be edited later (ADR 0030): the campaigns, ad groups,
// keywords and targets its rows name, so the explanation keeps their names and figures, the rollback
// its before values and the change-set its words, without keeping the whole bulk sheet.
import type { AccountModel, SbCampaign, SpCampaign } from '../model/account';
import type { Plan } from '../model/plan';

/** The campaigns, ad groups, keywords and targets of `account` that `plan`'s rows name; nothing else. */
export function planAccountExcerpt(account: AccountModel, plan: Plan): AccountModel {
  const campaigns = new Set<string>();
  const adGroups = new Set<string>();
  const keywords = new Set<string>();
  const targets = new Set<string>();
  for (const { row } of plan.rows) {
    campaigns.add(row.campaignId);
    if (row.adGroupId !== undefined) adGroups.add(row.adGroupId);
    if (row.keywordId !== undefined) keywords.add(row.keywordId);
    if (row.productTargetingId !== undefined) targets.add(row.productTargetingId);
  }
  const trimGroups = <
    Group extends { id: string; keywords: { id: string }[]; productTargets: { id: string }[] },
  >(
    groups: Group[],
  ): Group[] =>
    groups
      .filter((group) => adGroups.has(group.id))
      .map((group) => ({
        ...group,
        keywords: group.keywords.filter((keyword) => keywords.has(keyword.id)),
        productTargets: group.productTargets.filter((target) => targets.has(target.id)),
      }));
  const sp: SpCampaign[] = account.sponsoredProducts.campaigns
    .filter((campaign) => campaigns.has(campaign.id))
    .map((campaign) => ({ ...campaign, adGroups: trimGroups(campaign.adGroups) }));
  const sb: SbCampaign[] = account.sponsoredBrands.campaigns
    .filter((campaign) => campaigns.has(campaign.id))
    .map((campaign) => ({ ...campaign, adGroups: trimGroups(campaign.adGroups) }));
  return {
    sponsoredProducts: { campaigns: sp },
    sponsoredBrands: { campaigns: sb },
    searchTerms: { sponsoredProducts: [], sponsoredBrands: [] },
    portfolios: account.portfolios,
    brandAssets: [],
    sheets: account.sheets,
    problems: [],
  };
}
