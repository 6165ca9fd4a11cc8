// Issue 10, input integrity, across every flow: a file planned for the wrong marketplace is refused (or,
// when nothing names its currency, planned with a warning); stale exports and paused or archived
// campaigns are warned about in every optimisation flow (keyword, ASIN, auto, SBV); a recommended budget
// is never below Amazon's minimum.
import { describe, expect, it } from 'vitest';
import { marketplaceInfo, type Marketplace } from '@adplan/contracts';
import { isEngineError } from '../errors/engine-error';
import type { EntityState } from '../model/account';
import type { PlanInputs } from '../model/flow';
import type { Plan } from '../model/plan';
import { readBulkWorkbook } from '../read/read-api';
import {
  buildBulkWorkbook,
  existingSbvCampaignSpec,
  SBV_VIDEO_ASSET_ID,
  type BulkWorkbookSpec,
} from '../testing';
import { SP_ACCOUNT, SP_BULK_FILE_NAME, SP_NOW, SP_PARAMS } from '../testing/sp-flow-fixtures';
import { accountModelSource } from './account-data-source';
import { sbFlows } from './sb/sb-flows';
import { spFlows } from './sp-flows';

type SpFlow = keyof typeof SP_PARAMS;
const SP_FLOWS = Object.keys(SP_PARAMS) as SpFlow[];

async function inputs(
  parameters: Record<string, unknown>,
  spec: BulkWorkbookSpec,
  now = SP_NOW,
  name = SP_BULK_FILE_NAME,
): Promise<PlanInputs> {
  return {
    parameters,
    bulk: { name, bytes: await buildBulkWorkbook(spec) },
    reports: [],
    hourly: [],
    now,
  };
}

const runSp = async (
  flow: SpFlow,
  spec: BulkWorkbookSpec = SP_ACCOUNT,
  changes: Record<string, unknown> = {},
  now = SP_NOW,
) => spFlows[flow].run(await inputs({ ...SP_PARAMS[flow], ...changes }, spec, now));

async function failure(promise: Promise<unknown>): Promise<{ code: number; en: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return isEngineError(error) ? { code: error.code, en: error.localized.en } : { code: 0, en: '' };
}

const warned = (plan: Plan, text: string) => plan.warnings.some((w) => w.en.includes(text));

const withPortfolioCurrency = (spec: BulkWorkbookSpec, currency: string): BulkWorkbookSpec => ({
  ...spec,
  portfolios: [{ id: '90000000000001', name: 'Boards', currency }],
});

/** The SP account with every bid and budget times `factor` (a yen version of the dollar account). */
function scaled(spec: BulkWorkbookSpec, factor: number): BulkWorkbookSpec {
  const money = (value: number | undefined) => (value === undefined ? undefined : value * factor);
  return {
    ...spec,
    sponsoredProducts: (spec.sponsoredProducts ?? []).map((c) => ({
      ...c,
      ...(c.dailyBudget !== undefined ? { dailyBudget: money(c.dailyBudget) } : {}),
      adGroups: (c.adGroups ?? []).map((g) => ({
        ...g,
        ...(g.defaultBid !== undefined ? { defaultBid: money(g.defaultBid) } : {}),
        keywords: (g.keywords ?? []).map((k) => ({
          ...k,
          ...(k.bid !== undefined ? { bid: money(k.bid) } : {}),
        })),
        productTargets: (g.productTargets ?? []).map((t) => ({
          ...t,
          ...(t.bid !== undefined ? { bid: money(t.bid) } : {}),
        })),
      })),
    })),
  };
}

const NO_CURRENCY = 'name no currency';

describe('marketplace and currency: refused or warned about before any plan is made', () => {
  it('warns in every SP flow when a US export that names no currency is planned as UK', async () => {
    // Dollar and pound bids look alike: only the Portfolios tab or a report's Currency column tells.
    for (const flow of SP_FLOWS) {
      const plan = await runSp(flow, { ...SP_ACCOUNT, portfolios: [] }, { marketplace: 'UK' });
      expect(warned(plan, NO_CURRENCY), flow).toBe(true);
      expect(plan.warnings[0]?.en, flow).toContain('UK (GBP)');
    }
  });

  it('refuses the same export planned as UK once its Portfolios tab names USD, and plans it as US quietly', async () => {
    const spec = withPortfolioCurrency(SP_ACCOUNT, 'USD');
    for (const flow of SP_FLOWS) {
      const refused = await failure(runSp(flow, spec, { marketplace: 'UK' }));
      expect(refused.code, flow).toBe(20001);
      expect(refused.en, flow).toContain('USD');
      expect(warned(await runSp(flow, spec), NO_CURRENCY), flow).toBe(false);
    }
  });

  it('refuses a dollar export planned as JP, also when its bids are a few units', async () => {
    const refused = await failure(
      runSp('keyword-optimisation', SP_ACCOUNT, { marketplace: 'JP', target_cps: 1000 }),
    );
    expect(refused.code).toBe(20001);
    // Bids of a few units (2.4, 3, 5 …): cents or a median under about 10 yen, no yen account bids so.
    const few = await failure(
      runSp('keyword-optimisation', scaled(SP_ACCOUNT, 4), { marketplace: 'JP', target_cps: 1000 }),
    );
    expect(few.code).toBe(20001);
  });

  it('does not warn about a yen export planned as JP: yen bids confirm themselves', async () => {
    const plan = await runSp('keyword-optimisation', scaled(SP_ACCOUNT, 60), {
      marketplace: 'JP',
      target_cps: 1000,
    });
    expect(warned(plan, NO_CURRENCY)).toBe(false);
  });

  it("does not warn for a linked shop, whose marketplace is its advertiser profile's", async () => {
    const model = await readBulkWorkbook(await buildBulkWorkbook(SP_ACCOUNT));
    const output = await spFlows['keyword-optimisation'].generate(
      { parameters: SP_PARAMS['keyword-optimisation'], reports: [], hourly: [], now: SP_NOW },
      { source: accountModelSource(model) },
    );
    expect(warned(output.plan, NO_CURRENCY)).toBe(false);
  });

  it('takes the currency of a bulk export uploaded as the search-term report', async () => {
    const report = await buildBulkWorkbook(
      withPortfolioCurrency(
        { spSearchTerms: SP_ACCOUNT.spSearchTerms ?? [], tabs: ['spSearchTerms', 'portfolios'] },
        'USD',
      ),
    );
    const base = await inputs({ ...SP_PARAMS['keyword-optimisation'], marketplace: 'UK' }, SP_ACCOUNT);
    const refused = await failure(
      spFlows['keyword-optimisation'].run({ ...base, reports: [{ name: 'terms.xlsx', bytes: report }] }),
    );
    expect(refused.code).toBe(20001);
  });
});

const SB_NOW = new Date('2026-10-20T19:00:00Z');
const SB_FILE = 'bulk-a3snsjclchkfi8-20260820-20261017-1792900000000.xlsx';
const VIDEO = SBV_VIDEO_ASSET_ID;

const sbCampaign = (state: EntityState = 'enabled') => existingSbvCampaignSpec({ state });

const sbAccount = (state: EntityState = 'enabled', currency?: string): BulkWorkbookSpec => ({
  sponsoredBrands: [sbCampaign(state)],
  sbSearchTerms: [
    {
      campaignId: '292142424756096',
      adGroupId: '362003785216748',
      campaignName: 'SBV Existing',
      adGroupName: 'Video group',
      keywordId: '483071962064133',
      keywordText: 'dog collar',
      matchType: 'exact',
      searchTerm: 'leather dog collar',
      metrics: { clicks: 40, orders: 6, spend: 36, sales: 240 },
    },
  ],
  brandAssets: [
    { brandEntityId: 'ENTITY1ABC2DEF3GH', brandName: 'Pawsome', assetId: VIDEO, assetType: 'video' },
  ],
  ...(currency ? { portfolios: [{ id: '90000000000001', name: 'Collars', currency }] } : { portfolios: [] }),
});

const SBV_OPTIMISATION = {
  marketplace: 'US',
  campaign_name: 'SBV Existing',
  organic_conversion_rate: 12,
  target_cps: 12,
  main_search_terms: 'dog collar',
};
const SBV_COLD_START = {
  marketplace: 'US',
  campaign_name: 'SBV Dog Collar',
  daily_budget: 50,
  organic_conversion_rate: 12,
  target_cps: 12,
  asin: 'B08CK9FVB9',
  main_search_terms: ['dog collar'],
};

const runSb = async (
  flow: 'sbv-cold-start' | 'sbv-optimisation',
  spec: BulkWorkbookSpec,
  changes: Record<string, unknown> = {},
  now = SB_NOW,
) => {
  const parameters = { ...(flow === 'sbv-cold-start' ? SBV_COLD_START : SBV_OPTIMISATION), ...changes };
  return sbFlows[flow].run(await inputs(parameters, spec, now, SB_FILE));
};

describe('Sponsored Brands video flows: the same input checks', () => {
  it('refuses a US export planned as UK in both SBV flows, and warns when nothing names the currency', async () => {
    for (const flow of ['sbv-cold-start', 'sbv-optimisation'] as const) {
      const refused = await failure(runSb(flow, sbAccount('enabled', 'USD'), { marketplace: 'UK' }));
      expect(refused.code, flow).toBe(20001);
      expect(warned(await runSb(flow, sbAccount('enabled', 'USD')), NO_CURRENCY), flow).toBe(false);
      expect(warned(await runSb(flow, sbAccount(), { marketplace: 'UK' }), NO_CURRENCY), flow).toBe(true);
    }
  });

  it('warns about a ten-month-old export instead of optimising it silently', async () => {
    const fresh = await runSb('sbv-optimisation', sbAccount('enabled', 'USD'));
    expect(warned(fresh, 'days ago')).toBe(false);
    const stale = await runSb(
      'sbv-optimisation',
      sbAccount('enabled', 'USD'),
      {},
      new Date('2027-08-20T12:00:00Z'),
    );
    expect(warned(stale, '2026-10-17, 307 days ago')).toBe(true);
  });

  it('warns about a paused campaign, and says an archived one is archived rather than not found', async () => {
    const paused = await runSb('sbv-optimisation', sbAccount('paused', 'USD'));
    expect(warned(paused, 'Campaign "SBV Existing" is paused')).toBe(true);
    const archived = await failure(runSb('sbv-optimisation', sbAccount('archived', 'USD')));
    expect(archived.code).toBe(20006);
    expect(archived.en).toContain('archived');
  });
});

describe('SP optimisation flows: stale exports and campaign states', () => {
  const OPTIMISATIONS = ['keyword-optimisation', 'asin-optimisation', 'auto-optimisation'] as const;
  const CAMPAIGN_OF: Record<(typeof OPTIMISATIONS)[number], string> = {
    'keyword-optimisation': 'Board manual',
    'asin-optimisation': 'Board ASIN',
    'auto-optimisation': '',
  };
  const withState = (flow: (typeof OPTIMISATIONS)[number], state: EntityState): BulkWorkbookSpec => {
    const plan = { ...SP_ACCOUNT };
    plan.sponsoredProducts = (SP_ACCOUNT.sponsoredProducts ?? []).map((c) =>
      (CAMPAIGN_OF[flow] ? c.name === CAMPAIGN_OF[flow] : c.targetingType === 'auto') ? { ...c, state } : c,
    );
    return plan;
  };

  it('warns in every optimisation flow about a ten-month-old export', async () => {
    for (const flow of OPTIMISATIONS) {
      const stale = await runSp(flow, SP_ACCOUNT, {}, new Date('2027-01-05T12:00:00Z'));
      expect(warned(stale, '2026-03-01, 310 days ago'), flow).toBe(true);
      expect(warned(await runSp(flow), 'days ago'), flow).toBe(false);
    }
  });

  it('warns in every optimisation flow about a paused campaign, and never changes an archived one', async () => {
    for (const flow of OPTIMISATIONS) {
      const paused = await runSp(flow, withState(flow, 'paused')).then(
        (plan) => ({ plan, code: 0, en: '' }),
        (error: unknown) =>
          isEngineError(error)
            ? { plan: undefined, code: error.code, en: error.localized.en }
            : { plan: undefined, code: -1, en: '' },
      );
      // Chosen by name or ID it is planned with the warning; chosen by ASIN (auto) it cannot serve the
      // ASIN, and the refusal says it is paused rather than that no campaign advertises the ASIN.
      if (paused.plan) expect(warned(paused.plan, 'is paused'), flow).toBe(true);
      else expect([paused.code, paused.en.includes('paused')], flow).toEqual([10029, true]);
      const archived = await runSp(flow, withState(flow, 'archived')).then(
        (plan) => ({ plan, code: 0 }),
        (error: unknown) => ({ plan: undefined, code: isEngineError(error) ? error.code : -1 }),
      );
      // Either refused with a product error or planned without a row for it, and never silently.
      if (archived.plan) {
        expect(warned(archived.plan, 'archived'), flow).toBe(true);
        const model = await readBulkWorkbook(await buildBulkWorkbook(withState(flow, 'archived')));
        const ids = new Set<string>(
          model.sponsoredProducts.campaigns.filter((c) => c.state === 'archived').map((c) => c.id),
        );
        expect(
          archived.plan.rows.some((r) => ids.has(r.row.campaignId as string)),
          flow,
        ).toBe(false);
      } else expect(archived.code, flow).toBeGreaterThan(10000);
    }
  });
});

describe('campaigns chosen by ASIN', () => {
  it('leaves a paused second auto campaign of the ASIN out with a warning, never silently', async () => {
    const auto = (SP_ACCOUNT.sponsoredProducts ?? []).find((c) => c.targetingType === 'auto');
    const copy = JSON.parse(JSON.stringify(auto).replace(/"([1-6]0{12})2(\d)"/g, '"$17$2"')) as NonNullable<
      typeof auto
    >;
    const spec = {
      ...SP_ACCOUNT,
      sponsoredProducts: [
        ...(SP_ACCOUNT.sponsoredProducts ?? []),
        { ...copy, name: 'Board auto old', state: 'paused' as const },
      ],
    };
    const plan = await runSp('auto-optimisation', spec);
    expect(warned(plan, 'Campaign "Board auto old" advertises the ASIN too but is not serving')).toBe(true);
    expect(plan.rows.some((r) => r.row.campaignId === '100000000000070')).toBe(false);
    expect(plan.rows.some((r) => r.row.campaignId === '100000000000020')).toBe(true);
  });
});

describe("recommended budgets never below Amazon's minimum", () => {
  const check = (plan: Plan, marketplace: Marketplace) => {
    const min = marketplaceInfo(marketplace).spDailyBudget.min;
    const { recommendedDailyBudget, expectedDailySpend } = plan.summary;
    if (recommendedDailyBudget === undefined) return;
    expect(recommendedDailyBudget).toBeGreaterThanOrEqual(min);
    // Both figures are rounded to the marketplace's precision (whole yen in JP).
    const unit = marketplaceInfo(marketplace).decimals === 0 ? 1 : 0.01;
    expect(recommendedDailyBudget).toBeGreaterThanOrEqual(3 * (expectedDailySpend ?? 0) - 2 * unit);
  };

  it('in every SP flow, cold starts included (US, and JP in yen)', async () => {
    let recommended = 0;
    for (const flow of SP_FLOWS) {
      const us = await runSp(flow);
      check(us, 'US');
      if (us.summary.recommendedDailyBudget !== undefined) recommended++;
      // Tiny bids: the planned spend is far below the minimum budget, which still wins.
      const tiny = await runSp(flow, scaled(SP_ACCOUNT, 0.05), { target_cps: 0.5 });
      check(tiny, 'US');
      const jp = await runSp(flow, withPortfolioCurrency(scaled(SP_ACCOUNT, 60), 'JPY'), {
        marketplace: 'JP',
        target_cps: 400,
        ...('daily_budget' in SP_PARAMS[flow] ? { daily_budget: 5000 } : {}),
      });
      check(jp, 'JP');
    }
    expect(recommended).toBe(SP_FLOWS.length);
  });
});
