// Every parameter combination a seller can submit for each flow on a generated account: campaign ID or ASIN
// scope, with and without a daily budget, a new or an existing campaign, and every bidding-strategy switch.
import type { ParameterSet } from '../plans/invariants/invariant-kit';
import type { GeneratedAccount } from './account-generator-build';
import { SBV_VIDEO_ASSET_ID } from './sbv-bulk-fixtures';

export type { ParameterSet } from '../plans/invariants/invariant-kit';

const STRATEGIES = [undefined, 'downOnly', 'upAndDown', 'fixed'] as const;

function base(account: GeneratedAccount): Record<string, unknown> {
  return {
    marketplace: account.marketplace,
    target_cps: account.targetCps,
    organic_conversion_rate: account.organicConversionRate,
  };
}

/** `{}` and `{ daily_budget }` (a plausible budget of the marketplace). */
function budgets(account: GeneratedAccount): Array<Record<string, unknown>> {
  return [{}, { daily_budget: account.marketplace === 'JP' ? 3000 : 30 }];
}

const campaignsOfKind = (account: GeneratedAccount, manual: 'keyword' | 'asin' | 'auto') =>
  (account.spec.sponsoredProducts ?? []).filter((c) => {
    const groups = c.adGroups ?? [];
    if (manual === 'auto') return c.targetingType === 'auto';
    if (c.targetingType === 'auto') return false;
    return manual === 'keyword'
      ? groups.some((g) => (g.keywords ?? []).length > 0)
      : groups.some((g) => (g.productTargets ?? []).length > 0);
  });

const INTENT_CYCLE = ['rank', 'defensive', 'catch-all', '利润'] as const;

/** The seller's intent overrides of issue 20: each campaign of the kind set by ID, in turn. */
function intentOverrides(
  account: GeneratedAccount,
  kind: 'keyword' | 'asin' | 'auto',
): Record<string, string> {
  return Object.fromEntries(
    campaignsOfKind(account, kind).map((c, i) => [c.id, INTENT_CYCLE[i % INTENT_CYCLE.length] ?? 'rank']),
  );
}

function optimisationSets(
  account: GeneratedAccount,
  flow: ParameterSet['flow'],
  kind: 'keyword' | 'asin' | 'auto',
) {
  const scopes: Array<{ label: string; scope: Record<string, unknown> }> = [
    ...campaignsOfKind(account, kind).map((c) => ({
      label: `campaign ${c.id}`,
      scope: { campaign_id: c.id },
    })),
    ...account.products.map((p) => ({ label: `asin ${p.asin}`, scope: { asin: p.asin } })),
  ];
  // The seller's intent overrides on each product, without a budget of the seller's (so budget moves apply),
  // last in the list: a spread of the sets always reaches one.
  const intents = account.products.map((p) => ({
    flow,
    label: `asin ${p.asin} intents`,
    parameters: { ...base(account), asin: p.asin, campaign_intents: intentOverrides(account, kind) },
  }));
  const sets = scopes.flatMap(({ label, scope }) =>
    budgets(account).flatMap((budget) =>
      STRATEGIES.map((strategy) => ({
        flow,
        label: `${label}${'daily_budget' in budget ? ' +budget' : ''}${strategy ? ` ${strategy}` : ''}`,
        parameters: {
          ...base(account),
          ...scope,
          ...budget,
          ...(strategy ? { bidding_strategy: strategy } : {}),
        },
      })),
    ),
  );
  return [...sets, ...intents];
}

function coldStartSets(
  account: GeneratedAccount,
  flow: ParameterSet['flow'],
  kind: 'keyword' | 'asin' | 'auto',
) {
  const product = account.products[0];
  const terms = (account.spec.sponsoredProducts ?? [])
    .flatMap((c) => (c.adGroups ?? []).flatMap((g) => (g.keywords ?? []).map((k) => k.text)))
    .slice(0, 3);
  const specific =
    kind === 'keyword'
      ? {
          main_search_terms: terms.length > 0 ? terms : ['yoga mat'],
          relevant_search_terms: ['garlic press'],
        }
      : kind === 'asin'
        ? { competitor_asins: account.competitorAsins.slice(0, 3) }
        : {};
  const groupName =
    kind === 'keyword' ? { ad_group_name_broad: 'Launch broad' } : { ad_group_name: 'Launch group' };
  const fresh = {
    label: 'new campaign',
    parameters: {
      ...base(account),
      ...specific,
      ...groupName,
      campaign_mode: 'new',
      campaign_name: `Launch ${kind}`,
      daily_budget: account.marketplace === 'JP' ? 3000 : 30,
      sku: product?.sku,
    },
  };
  const existing = campaignsOfKind(account, kind).flatMap((c) =>
    budgets(account).map((budget) => ({
      label: `existing ${c.id}${'daily_budget' in budget ? ' +budget' : ''}`,
      parameters: {
        ...base(account),
        ...specific,
        ...groupName,
        ...budget,
        campaign_mode: 'existing',
        campaign_id: c.id,
        sku: product?.sku,
      },
    })),
  );
  return [fresh, ...existing].map((s) => ({ flow, ...s }));
}

function sbvSets(account: GeneratedAccount): ParameterSet[] {
  const product = account.products[0];
  const creative = {
    brand_entity_id: 'ENTITY1ABC2DEF3GH',
    asset_id: SBV_VIDEO_ASSET_ID,
    creative_asset_url: `https://www.amazon.com/dp/${product?.asin ?? ''}`,
  };
  const cold = (targetType: 'keyword' | 'product'): ParameterSet => ({
    flow: 'sbv-cold-start',
    label: `new ${targetType}`,
    parameters: {
      ...base(account),
      ...creative,
      campaign_name: 'Launch video',
      daily_budget: account.marketplace === 'JP' ? 3000 : 30,
      asin: product?.asin,
      target_type: targetType,
      main_search_terms: ['dog collar', 'yoga mat'],
      competitor_asins: account.competitorAsins.slice(0, 2),
      negative_keywords: ['cheap'],
    },
  });
  const sb = account.spec.sponsoredBrands ?? [];
  const optimisations = [
    ...sb.map((c) => ({ label: `campaign ${c.id}`, scope: { campaign_id: c.id } })),
    ...account.products.map((p) => ({ label: `asin ${p.asin}`, scope: { asin: p.asin } })),
  ].flatMap(({ label, scope }) =>
    budgets(account).map((budget) => ({
      flow: 'sbv-optimisation' as const,
      label: `${label}${'daily_budget' in budget ? ' +budget' : ''}`,
      parameters: { ...base(account), ...scope, ...budget },
    })),
  );
  return [cold('keyword'), cold('product'), ...optimisations];
}

function scheduleSets(account: GeneratedAccount): ParameterSet[] {
  const names = [...new Set(account.hourly.map((h) => h.campaignName))];
  const scopes: Array<Record<string, unknown>> = [{}, ...(names[0] ? [{ campaign_name: names[0] }] : [])];
  return scopes.flatMap((scope) =>
    (['periods', 'console-rules'] as const).map((mode) => ({
      flow: 'schedule' as const,
      label: `${'campaign_name' in scope ? 'one campaign' : 'every campaign'} ${mode}`,
      parameters: { marketplace: account.marketplace, schedule_mode: mode, ...scope },
    })),
  );
}

/** Every parameter set of every flow for the account. */
export function parameterSetsOf(account: GeneratedAccount): ParameterSet[] {
  return [
    ...coldStartSets(account, 'keyword-cold-start', 'keyword'),
    ...optimisationSets(account, 'keyword-optimisation', 'keyword'),
    ...coldStartSets(account, 'asin-cold-start', 'asin'),
    ...optimisationSets(account, 'asin-optimisation', 'asin'),
    ...coldStartSets(account, 'auto-cold-start', 'auto'),
    ...optimisationSets(account, 'auto-optimisation', 'auto'),
    ...sbvSets(account),
    ...scheduleSets(account),
  ];
}
