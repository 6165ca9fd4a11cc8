// Runs every diagnostic rule over one diagnosis' data: "too early" first, which decides the campaigns the
// other rules may judge, then the six verdict rules; findings come out most urgent first.
import { FINDING_KINDS, FINDING_SEVERITIES, type DiagnosticCountry } from '@adplan/contracts';
import type { DiagnosticData, Finding } from '../diagnostic-data';
import { budgetCappedRule } from './budget-capped-rule';
import { accountCostPerSale, campaignStats } from './campaign-stats';
import { competingTermRule } from './competing-term-rule';
import { lowBidRule } from './low-bid-rule';
import { missingNegativeRule } from './missing-negative-rule';
import { placementReturnRule } from './placement-return-rule';
import type { DiagnosticRule, RuleInput } from './rule-input';
import { termWithoutOrdersRule } from './term-without-orders-rule';
import { tooEarlyFinding } from './too-early-rule';

/** The verdict rules, in the order their findings are listed within a severity. */
export const VERDICT_RULES: readonly DiagnosticRule[] = [
  budgetCappedRule,
  lowBidRule,
  termWithoutOrdersRule,
  missingNegativeRule,
  competingTermRule,
  placementReturnRule,
];

/** Every finding of `data`, sorted by severity, then kind. */
export function runDiagnosticRules(
  data: DiagnosticData,
  currency: string,
  marketplace: DiagnosticCountry,
): Finding[] {
  const campaigns = new Map(data.campaigns.map((campaign) => [campaign.campaignId, campaign]));
  const input: RuleInput = {
    data,
    campaigns,
    stats: campaignStats(data),
    judged: new Set(),
    accountCps: accountCostPerSale(data),
    currency,
    marketplace,
  };
  const early: Finding[] = [];
  for (const campaign of data.campaigns) {
    const finding = tooEarlyFinding(input, campaign);
    if (finding) early.push(finding);
    else input.judged.add(campaign.campaignId);
  }
  const findings = [...early, ...VERDICT_RULES.flatMap((rule) => rule(input))];
  const rank = (finding: Finding) =>
    FINDING_SEVERITIES.indexOf(finding.severity) * 100 + FINDING_KINDS.indexOf(finding.kind);
  return findings.sort((a, b) => rank(a) - rank(b));
}
