// Finding the seller's campaigns, ad groups and SKU in the account model read from the bulk sheet, with
// the product errors of spec §8 when something the plan needs is not there.
import { EngineError } from '../../errors/engine-error';
import type { AccountModel, SpAdGroup, SpCampaign, TargetingType } from '../../model/account';
import type { CampaignId, Sku } from '../../model/ids';
import { chooseProductAd } from '../../read/read-api';
import { ParameterCheckError } from '../parameters/plan-parameters';
import { parameterProblemMessage } from '../parameters/parameter-messages';
import { flowErrors } from './flow-messages';
import { normaliseTerm } from './text-rules';

/** How the seller named a campaign: its ID, its exact name, or both. */
export interface CampaignReference {
  campaignId?: CampaignId;
  campaignName?: string;
}

/** The account's SP campaign by ID (first) or exact trimmed name; throws 20006 when there is none. */
export function findCampaign(account: AccountModel, reference: CampaignReference): SpCampaign {
  const campaigns = account.sponsoredProducts.campaigns;
  const byId = reference.campaignId ? campaigns.find((c) => c.id === reference.campaignId) : undefined;
  const name = reference.campaignName?.trim();
  const found = byId ?? (name ? campaigns.find((c) => c.name.trim() === name) : undefined);
  if (!found) throw new EngineError(20006, flowErrors.campaignNotFound(reference.campaignId ?? name ?? ''));
  return found;
}

/** Throws 20006 when the campaign's targeting type is not the one the flow works on. */
export function requireTargetingType(campaign: SpCampaign, expected: TargetingType): void {
  if (campaign.targetingType !== expected)
    throw new EngineError(20006, flowErrors.campaignWrongType(campaign.name, expected));
}

/** Names of every SP campaign in the account (new campaigns may not reuse one). */
export function existingCampaignNames(account: AccountModel | undefined): string[] {
  return account ? account.sponsoredProducts.campaigns.map((c) => c.name) : [];
}

/** Throws a 20001 parameter error on `campaign_name` when a new campaign's name is already taken in the account. */
export function requireNewCampaignName(
  account: AccountModel | undefined,
  name: string,
  field = 'campaign_name',
): void {
  if (existingCampaignNames(account).some((existing) => existing.trim() === name.trim())) {
    throw new ParameterCheckError(20001, [
      { field, key: 'duplicateName', message: parameterProblemMessage(field, 'duplicateName', name) },
    ]);
  }
}

/** The ad group of a campaign with this exact (trimmed) name, if any, ignoring archived ones. */
export function findAdGroupByName(campaign: SpCampaign, name: string): SpAdGroup | undefined {
  return campaign.adGroups.find((g) => g.state !== 'archived' && g.name.trim() === name.trim());
}

/** The SKU to advertise: the parameter, else the campaign's chosen product ad; throws 20008 without one. */
export function resolveSku(sku: Sku | undefined, campaign: SpCampaign | undefined): Sku {
  const found = sku ?? (campaign ? chooseProductAd(campaign)?.sku : undefined);
  if (!found) throw new EngineError(20008, flowErrors.noSku);
  return found;
}

/** The advertised ASINs of a campaign's product ads (for the protect list). */
export function advertisedAsins(campaign: SpCampaign): string[] {
  return campaign.adGroups.flatMap((g) => g.productAds.flatMap((ad) => (ad.asin ? [ad.asin] : [])));
}

/** Normalised texts of an ad group's keywords and negatives by match type, for duplicate checks. */
export function keywordKeys(group: SpAdGroup | undefined): Set<string> {
  const keys = new Set<string>();
  if (!group) return keys;
  for (const k of group.keywords) keys.add(`${k.matchType}|${normaliseTerm(k.text)}`);
  for (const k of group.negativeKeywords)
    if (k.state !== 'archived') keys.add(`${k.matchType}|${normaliseTerm(k.text)}`);
  return keys;
}

/** Comparable expressions of an ad group's product targets and negative product targets. */
export function targetKeys(group: SpAdGroup | undefined): Set<string> {
  const keys = new Set<string>();
  if (!group) return keys;
  for (const t of group.productTargets) keys.add(`target|${expressionKey(t.expression)}`);
  for (const t of group.negativeProductTargets)
    if (t.state !== 'archived') keys.add(`negative|${expressionKey(t.expression)}`);
  return keys;
}

/** A targeting expression in comparable form (case and spacing ignored). */
export function expressionKey(expression: string): string {
  return expression.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The account model of the bulk sheet; throws 20007 when the flow needs one and none was given. */
export function requireAccount(account: AccountModel | undefined): AccountModel {
  if (!account) throw new EngineError(20007, flowErrors.bulkRequired);
  return account;
}
