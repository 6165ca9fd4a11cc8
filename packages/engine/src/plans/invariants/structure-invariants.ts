// Invariants of structure, budgets and bid steps (docs/algorithms.md, "Invariants checked on generated
// accounts"): cold start into an existing campaign, targets created once across the keyword and auto flows,
// ASIN-scoped budgets, and the proportional cut of a proven loser.
import type { BulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import {
  asinsOfRow,
  costPerSale,
  describeRow,
  termKey,
  type AccountIndex,
  type AccountInvariant,
  type PlanInvariant,
} from './invariant-kit';
import { intentTargetOf } from './judgement-invariants';

const COLD_STARTS = new Set(['keyword-cold-start', 'asin-cold-start', 'auto-cold-start']);
const isTarget = (row: BulkRow) => row.entity === 'keyword' || row.entity === 'productTargeting';
/** Auto targeting groups: every auto ad group has all four, so they are never duplicates. */
const AUTO_GROUPS = new Set(['close-match', 'loose-match', 'substitutes', 'complements']);
const targetKey = (row: BulkRow) =>
  row.entity === 'keyword'
    ? `kw:${termKey(row.keywordText ?? '')}:${row.matchType}`
    : `pt:${(row.productTargetingExpression ?? '').toLowerCase()}`;

/** Cold start into an existing campaign: every new ad group has an ad and a target; no target repeats another group's. */
export const coldStartIntoExistingCampaign: PlanInvariant = {
  name: 'cold-start-existing-campaign-structure',
  doc: 'A cold start into an existing campaign creates no ad group without an ad and a target, and no target another ad group of the campaign already has (auto targeting groups excepted).',
  check: ({ set, plan, index }) => {
    if (!COLD_STARTS.has(set.flow) || set.parameters['campaign_mode'] !== 'existing') return [];
    const breaches: string[] = [];
    const rows = plan.rows.filter((r) => r.row.operation === 'create').map((r) => r.row);
    const newGroups = rows.filter((r) => r.entity === 'adGroup').map((r) => r.adGroupId);
    for (const group of newGroups) {
      const inGroup = rows.filter((r) => r.adGroupId === group);
      if (!inGroup.some((r) => r.entity === 'productAd')) breaches.push(`new ad group ${group} has no ad`);
      if (!inGroup.some(isTarget)) breaches.push(`new ad group ${group} has no keyword or target`);
    }
    const existing = new Map<string, string>();
    for (const g of index.groups.values()) {
      if (g.campaign.id !== set.parameters['campaign_id'] || (g.group.state ?? 'enabled') === 'archived')
        continue;
      for (const k of g.group.keywords ?? [])
        if ((k.state ?? 'enabled') !== 'archived')
          existing.set(`kw:${termKey(k.text)}:${k.matchType}`, g.group.id);
      for (const t of g.group.productTargets ?? [])
        if ((t.state ?? 'enabled') !== 'archived' && !AUTO_GROUPS.has(t.expression.toLowerCase()))
          existing.set(`pt:${t.expression.toLowerCase()}`, g.group.id);
    }
    const createdIn = new Map<string, string>();
    for (const row of rows.filter(isTarget)) {
      if (AUTO_GROUPS.has((row.productTargetingExpression ?? '').toLowerCase())) continue;
      const key = targetKey(row);
      const other = existing.get(key) ?? createdIn.get(key);
      if (other !== undefined && other !== row.adGroupId)
        breaches.push(`${describeRow(row)} duplicates a target of ad group ${other}`);
      createdIn.set(key, row.adGroupId ?? '');
    }
    return breaches;
  },
};

/** Exact keywords and ASIN targets a plan creates for the product, by key. */
function createdExactTargets(index: AccountIndex, plan: Plan): Map<string, number> {
  const keys = new Map<string, number>();
  for (const { row } of plan.rows) {
    if (row.operation !== 'create' || !isTarget(row)) continue;
    if (row.entity === 'keyword' && row.matchType !== 'exact') continue;
    const asins = [...asinsOfRow(index, plan, row)].sort().join(',');
    const key = `${asins}|${termKey(row.keywordText ?? row.productTargetingExpression ?? '')}`;
    keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  return keys;
}

/** Running the keyword flow and then the auto flow never creates the same exact target twice. */
export const targetCreatedOnce: AccountInvariant = {
  name: 'no-target-created-twice',
  doc: 'One plan never creates the same exact target twice for a product, and the keyword and auto optimisations of one ASIN never both create it.',
  check: (index, plans) => {
    const breaches: string[] = [];
    for (const { set, plan } of plans)
      for (const [key, n] of createdExactTargets(index, plan))
        if (n > 1) breaches.push(`${set.flow} ${set.label}: creates ${key} ${n} times`);
    // The plain ASIN-scoped runs (no budget, no strategy switch) of both flows.
    const keyword = plans.find(
      (p) => p.set.flow === 'keyword-optimisation' && /^asin \w+$/.test(p.set.label),
    );
    const auto = plans.find((p) => p.set.flow === 'auto-optimisation' && p.set.label === keyword?.set.label);
    if (keyword && auto) {
      const fromKeyword = createdExactTargets(index, keyword.plan);
      for (const key of createdExactTargets(index, auto.plan).keys())
        if (fromKeyword.has(key))
          breaches.push(`keyword then auto (${keyword.set.label}) both create ${key}`);
    }
    return breaches;
  },
};

/** An ASIN-scoped plan with a daily budget never copies that one value onto several campaigns. */
export const asinBudgetNotCopied: PlanInvariant = {
  name: 'asin-budget-not-copied',
  doc: 'An ASIN-scoped plan with a daily budget spreads or scales it by campaign, never writes the same value onto several campaigns.',
  check: ({ set, plan }) => {
    const budget = set.parameters['daily_budget'];
    if (set.parameters['asin'] === undefined || typeof budget !== 'number') return [];
    const copied = plan.rows.filter(
      (r) => r.row.entity === 'campaign' && r.row.operation === 'update' && r.change.budgetAfter === budget,
    );
    return copied.length > 1 ? [`daily budget ${budget} copied onto ${copied.length} campaigns`] : [];
  },
};

/** True when the plan switches this campaign to "down only" (its own row or merged into a budget row). */
function switchesToDownOnly(plan: Plan, campaignId: string | undefined): boolean {
  return plan.rows.some(
    ({ row }) =>
      row.product === 'sponsoredProducts' &&
      row.entity === 'campaign' &&
      row.campaignId === campaignId &&
      row.biddingStrategy === 'downOnly',
  );
}

/** A proven loser (>= 15 clicks, cost per sale >= 2 x target) is cut by the proportional rule, not the 30 % step. */
export const provenLoserCutProportionally: PlanInvariant = {
  name: 'proven-loser-not-held-at-step',
  doc: 'A keyword or target with at least 15 clicks and a cost per sale of 2 x the target or worse is cut by more than the 30 % step (unless the cut reaches the minimum bid, or the proportional bid of a higher window bid or of the cost per click the same plan\'s switch to "down only" brings).',
  check: ({ plan, index, set }) =>
    plan.rows
      .filter((r) => r.change.type === 'bidDecrease')
      .flatMap((planRow) => {
        const id = planRow.row.keywordId ?? planRow.row.productTargetingId;
        const found = id ? index.targetsById.get(id) : undefined;
        const m = found?.entity.metrics;
        const { bidBefore, bidAfter } = planRow.change;
        // A rank or profit campaign is judged by its intent's target (ADR 0032).
        const targetCps = found ? intentTargetOf(set, found.at.campaign, index.account.targetCps) : 0;
        if (!m || (m.clicks ?? 0) < 15 || costPerSale(m) < 2 * targetCps) return [];
        if (bidBefore === undefined || bidAfter === undefined || bidAfter / bidBefore < 0.69) return [];
        const floor = index.account.marketplace === 'JP' ? 2 : 0.02;
        if (bidAfter <= floor) return [];
        // The proportional rule scales the bid the clicks were bought at (a bid changed during the window: the
        // seller's own cut may already have nearly reached it) by target / the cost per sale the clicks will
        // have: after this plan's switch to "down only", the measured one x the expected cost-per-click scale.
        const { windowBid, costScale } = planRow.explanation.figures;
        const step = index.account.marketplace === 'JP' ? 1 : 0.01;
        const base = typeof windowBid === 'number' && windowBid > bidBefore ? windowBid : bidBefore;
        const scale =
          typeof costScale === 'number' && costScale < 1 && switchesToDownOnly(plan, planRow.row.campaignId)
            ? costScale
            : 1;
        if (base > bidBefore || scale < 1) {
          // The figure carries costScale to three decimals: the checker takes the lowest scale it may stand for
          // (account #373 of seed 20261127: 0.619 for 0.6187 put the engine's 1.25 a hair over 1.2397 + 0.01).
          const leastScale = scale < 1 ? scale - 0.0005 : 1;
          const proportional = (base * targetCps) / (costPerSale(m) * leastScale);
          if (bidAfter <= proportional + step) return [];
        }
        return [
          `${describeRow(planRow)}: ${m.clicks} clicks, CPS ${costPerSale(m).toFixed(2)} vs target ${targetCps}, bid ${bidBefore} -> ${bidAfter}`,
        ];
      }),
};
