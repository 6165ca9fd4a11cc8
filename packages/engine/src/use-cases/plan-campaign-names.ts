// The campaigns a plan concerns, by name: what the seller calls them, for listing a plan in usage records.
// Update rows carry only the campaign's ID, so names come from the account the plan was made from.
import type { AccountModel } from '../model/account';
import type { Plan } from '../model/plan';

/**
 * Names of the campaigns `plan` concerns, in first-seen order, without repeats: schedule rules and
 * console set-ups first, then the rows (their own name, else the account's name for their campaign ID);
 * rows of a campaign the account does not name are left out.
 */
export function planCampaignNames(plan: Plan, account?: AccountModel): string[] {
  const byId = new Map<string, string>();
  for (const campaign of [
    ...(account?.sponsoredProducts.campaigns ?? []),
    ...(account?.sponsoredBrands.campaigns ?? []),
  ])
    byId.set(String(campaign.id), campaign.name);
  const names = [
    ...(plan.schedules ?? []).map((rule) => rule.campaignName),
    ...(plan.consoleSetups ?? []).map((setup) => setup.campaignName),
    ...plan.rows.map(({ row }) => row.campaignName ?? byId.get(String(row.campaignId)) ?? ''),
  ];
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
}
