// What every diagnostic rule receives, and the small helpers they share to build a finding.
import type { DiagnosticCountry } from '@adplan/contracts';
import type { CampaignFacts, DiagnosticData, Finding } from '../diagnostic-data';
import type { CampaignStats } from './campaign-stats';

/** The data, the per-campaign stats and which campaigns may be judged (past the "too early" gates). */
export interface RuleInput {
  data: DiagnosticData;
  campaigns: Map<string, CampaignFacts>;
  stats: Map<string, CampaignStats>;
  /** Campaign ids with enough age and data for a verdict. */
  judged: Set<string>;
  /** Cost per sale over every campaign of the diagnosis (null below the order minimum). */
  accountCps: number | null;
  /** The profile's currency code, for the sentences (USD, CAD). */
  currency: string;
  /** The shop's marketplace: the engine's budget rule rounds and bounds budgets by it. */
  marketplace: DiagnosticCountry;
}

/** A pure diagnostic rule. */
export type DiagnosticRule = (input: RuleInput) => Finding[];

/** Money in a sentence: `12.30 USD`. */
export function moneyText(value: number, currency: string): string {
  return `${value.toFixed(2)} ${currency}`;
}

/** A ratio in a sentence: `45.0%`. */
export function percentText(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** The base of a finding about one campaign (the rule fills the rest). */
export function campaignFinding(
  campaign: CampaignFacts,
  fields: Omit<Finding, 'adProduct' | 'campaignId' | 'campaignName' | 'adGroupId' | 'target' | 'searchTerm'> &
    Partial<Pick<Finding, 'adGroupId' | 'target' | 'searchTerm'>>,
): Finding {
  return {
    adProduct: campaign.adProduct,
    campaignId: campaign.campaignId,
    campaignName: campaign.name,
    adGroupId: null,
    target: null,
    searchTerm: null,
    ...fields,
  };
}
