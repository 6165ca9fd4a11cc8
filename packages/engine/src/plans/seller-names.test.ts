// Any name Amazon accepted in a seller's export (issue 19): punctuation such as `!`, `&`, quotes, emoji, CJK,
// 128-character names and trailing spaces in campaign and ad group names flows through every SP flow and the
// writer (every SP flow, both SBV flows and the schedule flow): each run ends in a plan whose upload workbooks pass the validator, or in a product error (never an
// upload-rule violation of the engine's own plan, which the server would answer with a 500).
import { beforeAll, describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import type { PlanInputs } from '../model/flow';
import type { PlanFlow } from '../model/plan';
import { buildHourlyReport, existingSbvCampaignSpec, SBV_VIDEO_ASSET_ID } from '../testing';
import { hourlyRows } from '../testing/schedule-fixtures';
import type { BulkWorkbookSpec } from '../testing/bulk-workbook-spec';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { MESSY_IDS as I, MESSY_PARAMS, MESSY_PRODUCTS, messyAccount } from '../testing/messy-account';
import { SP_BULK_FILE_NAME, SP_NOW } from '../testing/sp-flow-fixtures';
import { generatePlan, UPLOAD_WORKBOOK_ROLES } from '../use-cases/generate-plan';
import { validateWorkbook } from '../validate/validate-api';

/** Names as they appear in real exports (Amazon accepted them once, or the console still allows them). */
export const SELLER_NAMES = [
  'Red mats - exact!',
  'Tom & Jerry "best" mats',
  "Seller's 'pick'",
  'Yoga 🧘 mats',
  '瑜伽垫 精准',
  'ヨガマット 自動',
  `${'Long name '.repeat(12)}12345678`,
  'Trailing space ',
  '50% off #1 <sale>',
] as const;

/** The messy account with every campaign and ad group (and its search-term rows) renamed. */
function renamedAccount(): BulkWorkbookSpec {
  const account = messyAccount();
  const names = new Map<string, string>();
  let next = 0;
  const rename = (id: string) => {
    const name = `${SELLER_NAMES[next % SELLER_NAMES.length]}`;
    next += 1;
    names.set(id, name);
    return name;
  };
  for (const campaign of account.sponsoredProducts ?? []) {
    campaign.name = rename(campaign.id);
    for (const group of campaign.adGroups ?? []) group.name = rename(group.id);
  }
  for (const term of account.spSearchTerms ?? []) {
    term.campaignName = names.get(term.campaignId) ?? term.campaignName;
    term.adGroupName = names.get(term.adGroupId) ?? term.adGroupName;
  }
  return account;
}

const account = renamedAccount();
const nameOf = (id: string) => account.sponsoredProducts?.find((c) => c.id === id)?.name ?? '';
const RED = MESSY_PRODUCTS.red;
const coldStart = {
  sku: RED.sku,
  asin: RED.asin,
  daily_budget: 40,
  main_search_terms: ['yoga mat large', 'cork yoga mat'],
  relevant_search_terms: ['pilates mat'],
  competitor_asins: ['B0COMPET01'],
};
const RUNS: Array<[PlanFlow, Record<string, unknown>]> = [
  ['keyword-optimisation', { campaign_id: I.redManual, daily_budget: 50 }],
  ['keyword-optimisation', { asin: RED.asin }],
  ['asin-optimisation', { asin: RED.asin }],
  ['auto-optimisation', { asin: RED.asin }],
  ['auto-optimisation', { campaign_id: I.redAuto }],
  [
    'keyword-cold-start',
    { ...coldStart, campaign_mode: 'new', campaign_name: 'Red new', ad_group_name_broad: 'red broad' },
  ],
  [
    'keyword-cold-start',
    {
      ...coldStart,
      campaign_mode: 'existing',
      campaign_name: nameOf(I.redManual),
      ad_group_name_broad: 'red broad',
    },
  ],
  ['asin-cold-start', { ...coldStart, campaign_mode: 'new', campaign_name: 'Red asin new' }],
  ['asin-cold-start', { ...coldStart, campaign_mode: 'existing', campaign_id: I.redAsin }],
  ['auto-cold-start', { ...coldStart, campaign_mode: 'new', campaign_name: 'Red auto new' }],
  ['auto-cold-start', { ...coldStart, campaign_mode: 'existing', campaign_id: I.redAuto }],
];

const outcomes: Array<{ name: string; error?: unknown; bytes?: Uint8Array[] }> = [];

beforeAll(async () => {
  const bytes = await buildBulkWorkbook(account);
  for (const [flow, scope] of RUNS) {
    const name = `${flow} ${JSON.stringify(scope).slice(0, 80)}`;
    const inputs = {
      parameters: { ...MESSY_PARAMS, ...scope },
      bulk: { name: SP_BULK_FILE_NAME, bytes },
      reports: [],
      hourly: [],
      now: SP_NOW,
    };
    try {
      const generated = await generatePlan(flow, inputs, { language: 'zh' });
      const uploads = generated.workbooks.filter((w) => UPLOAD_WORKBOOK_ROLES.includes(w.role));
      outcomes.push({ name, bytes: uploads.map((w) => w.bytes) });
    } catch (error) {
      outcomes.push({ name, error });
    }
  }
}, 120_000);

describe('seller names Amazon accepted flow through every SP flow', () => {
  it('ends every run in a valid plan or a product error', async () => {
    for (const outcome of outcomes) {
      if (outcome.error !== undefined) {
        expect(isEngineError(outcome.error), `${outcome.name}: ${String(outcome.error)}`).toBe(true);
        continue;
      }
      for (const bytes of outcome.bytes ?? [])
        expect(await validateWorkbook(bytes, { marketplace: 'US', now: SP_NOW }), outcome.name).toEqual([]);
    }
  });

  it('plans every run: an existing name is never a reason to refuse', () => {
    const refused = outcomes.filter((o) => o.error !== undefined).map((o) => `${o.name}: ${String(o.error)}`);
    expect(refused).toEqual([]);
  });
});

const SB_NOW = new Date('2026-10-20T19:00:00Z');
const SB_FILE = 'bulk-a3snsjclchkfi8-20260820-20261017-1792900000000.xlsx';

/** The SBV export with its campaign and ad group named `name`. */
function sbvAccount(name: string): BulkWorkbookSpec {
  const campaign = existingSbvCampaignSpec({ name });
  for (const group of campaign.adGroups ?? []) group.name = `${name} video`;
  return {
    sponsoredBrands: [campaign],
    sbSearchTerms: [
      {
        campaignId: campaign.id,
        adGroupId: campaign.adGroups?.[0]?.id ?? '',
        campaignName: name,
        adGroupName: `${name} video`,
        keywordId: '483071962064133',
        keywordText: 'dog collar',
        matchType: 'exact',
        searchTerm: 'leather dog collar',
        metrics: { clicks: 40, orders: 6, spend: 36, sales: 240 },
      },
    ],
    brandAssets: [
      {
        brandEntityId: 'ENTITY1ABC2DEF3GH',
        brandName: 'Pawsome',
        assetId: SBV_VIDEO_ASSET_ID,
        assetType: 'video',
      },
    ],
    portfolios: [],
  };
}

describe('seller names Amazon accepted flow through the SBV and schedule flows', () => {
  for (const name of SELLER_NAMES)
    it(`plans with a campaign named ${JSON.stringify(name)}`, async () => {
      const bulk = { name: SB_FILE, bytes: await buildBulkWorkbook(sbvAccount(name)) };
      const sbv = {
        marketplace: 'US',
        organic_conversion_rate: 12,
        target_cps: 12,
        main_search_terms: ['dog collar'],
      };
      const runs: Array<[PlanFlow, Record<string, unknown>, PlanInputs['hourly']]> = [
        ['sbv-optimisation', { ...sbv, campaign_name: name }, []],
        [
          'sbv-cold-start',
          { ...sbv, campaign_name: 'SBV Dog Collar', daily_budget: 50, asin: 'B08CK9FVB9' },
          [],
        ],
      ];
      const hourly = hourlyRows({
        campaignName: name,
        from: '2026-10-04',
        days: 14,
        clicksPerHour: () => 10,
        conversionRate: (hour) => (hour >= 18 ? 0.2 : hour < 7 ? 0 : 0.08),
        costPerClick: 0.8,
        averageOrderValue: 25,
      }).map((row) => ({
        campaignName: row.campaignName,
        date: row.date,
        hour: row.hour,
        metrics: row.metrics,
      }));
      const scheduleBulk = messyAccountNamed(name);
      runs.push([
        'schedule',
        { marketplace: 'US', campaign_name: name },
        [{ name: 'hourly.csv', bytes: await buildHourlyReport({ rows: hourly }) }],
      ]);
      for (const [flow, parameters, files] of runs) {
        const inputs: PlanInputs = {
          parameters,
          bulk: flow === 'schedule' ? { name: SB_FILE, bytes: await buildBulkWorkbook(scheduleBulk) } : bulk,
          reports: [],
          hourly: files,
          now: SB_NOW,
        };
        const generated = await generatePlan(flow, inputs, { language: 'zh' });
        for (const workbook of generated.workbooks.filter((w) => UPLOAD_WORKBOOK_ROLES.includes(w.role)))
          expect(await validateWorkbook(workbook.bytes, { marketplace: 'US', now: SB_NOW }), flow).toEqual(
            [],
          );
      }
    });
});

/** One SP campaign named `name` with an exact and a broad keyword, for the schedule flow. */
function messyAccountNamed(name: string): BulkWorkbookSpec {
  return {
    sponsoredProducts: [
      {
        id: '347066231335202',
        name,
        targetingType: 'manual',
        adGroups: [
          {
            id: '447066231335202',
            name: `${name} exact`,
            defaultBid: 0.8,
            productAds: [{ id: '747066231335202', sku: 'SKU-1', asin: 'B08CK9FVB9' }],
            keywords: [
              { id: '547066231335202', text: 'night sale', matchType: 'exact', bid: 1.2 },
              { id: '547066231335203', text: 'sale', matchType: 'broad', bid: 0.9 },
            ],
          },
        ],
      },
    ],
  };
}
