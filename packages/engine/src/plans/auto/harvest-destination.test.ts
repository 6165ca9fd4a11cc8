// One harvest-destination rule for every flow (issue 19): a single-keyword broad campaign's converting terms are
// harvested into the product's harvest campaign, a plan creates that campaign once, and running the keyword flow
// and then the auto flow on the export after the first plan never creates the same target twice.
import { describe, expect, it } from 'vitest';
import type { AccountModel, SpCampaign } from '../../model/account';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureNegative,
  fixtureProductAd,
  fixtureSearchTerm,
  fixtureTarget,
} from '../../testing/account-fixtures';
import { assertPlanValid } from '../../validate/validate-api';
import { termKey } from '../shared/close-variant-rules';
import { checkPlanParameters } from '../parameters/plan-parameters';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { parseBulkFileName } from '../shared/data-window';
import type { PlanningData } from '../shared/planning-data';
import { planAutoOptimisation } from './auto-optimisation-flow';

const NOW = new Date('2026-03-10T12:00:00Z');
const SKAG = { c: '140000000000001', g: '240000000000001' };
const AUTO = { c: '140000000000002', g: '240000000000002' };
const AUTO2 = { c: '140000000000003', g: '240000000000003' };

const autoCampaign = (ids: { c: string; g: string }, name: string): SpCampaign =>
  fixtureCampaign({
    id: ids.c,
    name,
    targetingType: 'auto',
    adGroups: [
      {
        id: ids.g,
        name: 'auto',
        defaultBid: 0.8,
        productTargets: [
          fixtureTarget(`${ids.g}1`, 'close-match', 0.8, {
            impressions: 5000,
            clicks: 60,
            orders: 6,
            spend: 48,
          }),
          fixtureTarget(`${ids.g}2`, 'loose-match', 0.8),
          fixtureTarget(`${ids.g}3`, 'substitutes', 0.8),
          fixtureTarget(`${ids.g}4`, 'complements', 0.8),
        ],
      },
    ],
  });

function account(): AccountModel {
  const skag = fixtureCampaign({
    id: SKAG.c,
    name: 'Lamp broad',
    adGroups: [
      {
        id: SKAG.g,
        name: 'lamp',
        defaultBid: 0.8,
        keywords: [
          fixtureKeyword('340000000000001', 'lamp', 'broad', 0.8, {
            impressions: 4000,
            clicks: 40,
            orders: 4,
            spend: 32,
          }),
        ],
      },
    ],
  });
  const via = { keywordText: 'lamp', matchType: 'broad' as const };
  const close = { expression: 'close-match' };
  return fixtureAccount(
    [skag, autoCampaign(AUTO, 'Lamp auto'), autoCampaign(AUTO2, 'Lamp auto 2')],
    [
      fixtureSearchTerm(SKAG.c, SKAG.g, 'desk lamp', { clicks: 10, orders: 3, spend: 8, sales: 90 }, via),
      fixtureSearchTerm(AUTO.c, AUTO.g, 'desk lamps', { clicks: 12, orders: 3, spend: 9, sales: 90 }, close),
      fixtureSearchTerm(AUTO.c, AUTO.g, 'lamp post', { clicks: 10, orders: 3, spend: 7, sales: 90 }, close),
      fixtureSearchTerm(
        AUTO2.c,
        AUTO2.g,
        'lamp stand',
        { clicks: 10, orders: 3, spend: 7, sales: 90 },
        close,
      ),
    ],
  );
}

const dataOf = (model: AccountModel): PlanningData => ({
  now: NOW,
  account: model,
  searchTerms: model.searchTerms.sponsoredProducts,
  searchTermSource: 'bulkTab',
  dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
});

/**
 * The account as the next export shows it after the plan's upload: new campaigns, ad groups, product ads (a
 * SKU only, as Amazon's export shows them before it fills in the ASIN), keywords and negatives.
 */
function afterUpload(model: AccountModel, plan: Plan): AccountModel {
  const campaigns = model.sponsoredProducts.campaigns.map((c) => ({ ...c, adGroups: [...c.adGroups] }));
  let seq = 0;
  const nextId = () => `39900000000${String((seq += 1)).padStart(4, '0')}`;
  for (const { row } of plan.rows.map((r) => ({ row: r.row as SpBulkRow }))) {
    if (row.operation !== 'create') continue;
    if (row.entity === 'campaign') {
      const created = fixtureCampaign({ id: row.campaignId, name: row.campaignName ?? '', adGroups: [] });
      campaigns.push({ ...created, adGroups: [] });
      continue;
    }
    const campaign = campaigns.find((c) => c.id === row.campaignId);
    if (!campaign) throw new Error(`no campaign ${row.campaignId}`);
    if (row.entity === 'adGroup') {
      const shell = fixtureCampaign({
        id: row.campaignId,
        name: campaign.name,
        adGroups: [
          { id: row.adGroupId ?? '', name: row.adGroupName ?? '', defaultBid: row.bid ?? 1, productAds: [] },
        ],
      });
      campaign.adGroups.push(...shell.adGroups);
      continue;
    }
    // Placement rows of a new campaign change nothing the term decisions read.
    if (!['productAd', 'keyword', 'negativeKeyword'].includes(row.entity)) continue;
    const index = campaign.adGroups.findIndex((g) => g.id === row.adGroupId);
    const group = campaign.adGroups[index];
    if (!group) throw new Error(`no ad group ${row.adGroupId}`);
    const changed = { ...group };
    if (row.entity === 'productAd')
      changed.productAds = [...group.productAds, fixtureProductAd(nextId(), row.sku ?? '', '')];
    if (row.entity === 'keyword')
      changed.keywords = [
        ...group.keywords,
        fixtureKeyword(nextId(), row.keywordText ?? '', row.matchType as 'exact', row.bid ?? 1),
      ];
    if (row.entity === 'negativeKeyword')
      changed.negativeKeywords = [
        ...group.negativeKeywords,
        fixtureNegative(nextId(), row.keywordText ?? ''),
      ];
    campaign.adGroups[index] = changed;
  }
  return { ...model, sponsoredProducts: { campaigns } };
}

const params = (flow: 'keyword-optimisation' | 'auto-optimisation', scope: Record<string, unknown>) =>
  checkPlanParameters(flow, { marketplace: 'US', organic_conversion_rate: 10, target_cps: 10, ...scope });
const rows = (plan: Plan) => plan.rows.map((r) => ({ row: r.row as SpBulkRow, planRow: r }));

describe('one harvest destination for every flow', () => {
  const first = planKeywordOptimisation(
    params('keyword-optimisation', { campaign_id: SKAG.c }),
    dataOf(account()),
  );

  it('harvests a term converting in a single-keyword broad campaign into the product’s harvest campaign', () => {
    const harvest = rows(first).find(({ planRow }) => planRow.change.type === 'harvestKeyword');
    expect(harvest?.row.keywordText).toBe('desk lamp');
    const created = rows(first).filter(({ row }) => row.entity === 'campaign' && row.operation === 'create');
    expect(created.map(({ row }) => row.campaignName)).toEqual(['Lamp broad exact']);
    expect(harvest?.row.campaignId).toBe(created[0]?.row.campaignId);
    assertPlanValid(first, { now: NOW });
  });

  it('the auto flow on the export after the first plan never creates the same target twice', () => {
    const next = afterUpload(account(), first);
    const second = planAutoOptimisation(params('auto-optimisation', { campaign_id: AUTO.c }), dataOf(next));
    const exactKeys = [first, second].flatMap((p) =>
      rows(p)
        .filter(({ row }) => row.entity === 'keyword' && row.operation === 'create')
        .map(({ row }) => termKey(row.keywordText ?? '')),
    );
    expect(exactKeys.sort()).toEqual(['desk lamp', 'lamp post']);
    // The second plan harvests into the harvest campaign the first one created: no second harvest campaign.
    expect(rows(second).filter(({ row }) => row.entity === 'campaign' && row.operation === 'create')).toEqual(
      [],
    );
    const post = rows(second).find(({ row }) => row.keywordText === 'lamp post');
    expect(next.sponsoredProducts.campaigns.find((c) => c.id === post?.row.campaignId)?.name).toBe(
      'Lamp broad exact',
    );
  });

  it('the keyword and auto flows on one export never both create a target (auto leaves it to the keyword flow)', () => {
    // "desk lamp" converts in the keyword campaign and ("desk lamps") in the auto one: a seller who runs both
    // flows on one download and uploads both plans got it created twice, in two harvest campaigns.
    const scope = { asin: 'B0OWNASIN1' };
    const keyword = planKeywordOptimisation(params('keyword-optimisation', scope), dataOf(account()));
    const auto = planAutoOptimisation(params('auto-optimisation', scope), dataOf(account()));
    const created = (plan: Plan) =>
      rows(plan)
        .filter(
          ({ row }) => row.entity === 'keyword' && row.operation === 'create' && row.matchType === 'exact',
        )
        .map(({ row }) => termKey(row.keywordText ?? ''));
    expect(created(keyword)).toContain('desk lamp');
    expect(created(auto)).not.toContain('desk lamp');
    expect(created(auto)).toContain('lamp post');
    expect(auto.summary.notes.some((n) => n.en.includes('"desk lamps" also qualifies for a harvest'))).toBe(
      true,
    );
    // The auto source keeps the term until that exact keyword exists: no isolation negative yet.
    const negated = rows(auto).filter(({ row }) => row.entity === 'negativeKeyword');
    expect(negated.map(({ row }) => termKey(row.keywordText ?? ''))).not.toContain('desk lamp');
  });

  it('the keyword and auto flows on one export never both target a competitor ASIN (auto leaves it to the keyword flow)', () => {
    // Generated account #520 (seed 20261128): both optimisations of one ASIN created asin="B0COMPET01".
    const base = account();
    const competitor = { clicks: 10, orders: 3, spend: 8, sales: 90 };
    const model: AccountModel = {
      ...base,
      searchTerms: {
        ...base.searchTerms,
        sponsoredProducts: [
          ...base.searchTerms.sponsoredProducts,
          fixtureSearchTerm(SKAG.c, SKAG.g, 'b0compet01', competitor, {
            keywordText: 'lamp',
            matchType: 'broad',
          }),
          fixtureSearchTerm(AUTO.c, AUTO.g, 'b0compet01', competitor, { expression: 'close-match' }),
        ],
      },
    };
    const scope = { asin: 'B0OWNASIN1' };
    const keyword = planKeywordOptimisation(params('keyword-optimisation', scope), dataOf(model));
    const auto = planAutoOptimisation(params('auto-optimisation', scope), dataOf(model));
    const targeted = (plan: Plan) =>
      rows(plan)
        .filter(({ row }) => row.entity === 'productTargeting' && row.operation === 'create')
        .map(({ row }) => row.productTargetingExpression);
    expect(targeted(keyword)).toContain('asin="B0COMPET01"');
    expect(targeted(auto)).not.toContain('asin="B0COMPET01"');
    expect(
      auto.summary.notes.some((n) => n.en.includes('ASIN B0COMPET01 also qualifies for a harvest')),
    ).toBe(true);
  });

  it('creates one harvest campaign per product in a plan over several auto campaigns', () => {
    const plan = planAutoOptimisation(params('auto-optimisation', { asin: 'B0OWNASIN1' }), dataOf(account()));
    const created = rows(plan).filter(({ row }) => row.entity === 'campaign' && row.operation === 'create');
    expect(created).toHaveLength(1);
    const harvested = rows(plan)
      .filter(({ planRow }) => planRow.change.type === 'harvestKeyword')
      .map(({ row }) => row.campaignId);
    expect(new Set(harvested)).toEqual(new Set([created[0]?.row.campaignId]));
    assertPlanValid(plan, { now: NOW });
  });
});

describe('harvest campaign names from a long source name', () => {
  it('keeps the keyword and ASIN harvest campaigns of a 128-character auto campaign apart', () => {
    const longName = `Lamp ${'x'.repeat(123)}`;
    const close = { expression: 'close-match' };
    const model = fixtureAccount(
      [autoCampaign(AUTO, longName)],
      [
        fixtureSearchTerm(AUTO.c, AUTO.g, 'desk lamp', { clicks: 12, orders: 3, spend: 9, sales: 90 }, close),
        fixtureSearchTerm(
          AUTO.c,
          AUTO.g,
          'b0compet01',
          { clicks: 12, orders: 3, spend: 9, sales: 90 },
          close,
        ),
      ],
    );
    const plan = planAutoOptimisation(params('auto-optimisation', { campaign_id: AUTO.c }), dataOf(model));
    const names = rows(plan)
      .filter(({ row }) => row.entity === 'campaign' && row.operation === 'create')
      .map(({ row }) => row.campaignName ?? '');
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    for (const name of names) expect([...name].length).toBeLessThanOrEqual(128);
    expect(names.map((name) => name.split(' ').at(-1)).sort()).toEqual(['asin', 'exact']);
    assertPlanValid(plan, { now: NOW });
  });
});
