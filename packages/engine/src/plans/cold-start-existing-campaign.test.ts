// Cold start into an existing campaign (issue 19): no empty ad group, no target duplicated from another ad
// group of the campaign, no keyword the product already has re-created without a note, and a paused
// campaign named in a warning. Built on the messy account (testing/messy-account.ts).
import { describe, expect, it } from 'vitest';
import type { PlanFlow, Plan } from '../model/plan';
import type { BulkWorkbookSpec } from '../testing/bulk-workbook-spec';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { MESSY_IDS as I, MESSY_PARAMS, MESSY_PRODUCTS, messyAccount } from '../testing/messy-account';
import { SP_BULK_FILE_NAME, SP_NOW } from '../testing/sp-flow-fixtures';
import { generatePlan } from '../use-cases/generate-plan';

const RED = MESSY_PRODUCTS.red;

async function plan(
  flow: PlanFlow,
  parameters: Record<string, unknown>,
  spec: BulkWorkbookSpec = messyAccount(),
): Promise<Plan> {
  const inputs = {
    parameters: { ...MESSY_PARAMS, sku: RED.sku, ...parameters },
    bulk: { name: SP_BULK_FILE_NAME, bytes: await buildBulkWorkbook(spec) },
    reports: [],
    hourly: [],
    now: SP_NOW,
  };
  return (await generatePlan(flow, inputs, { language: 'en' })).plan;
}

const notes = (p: Plan) => [...p.summary.notes, ...p.warnings].map((m) => m.en).join('\n');

/** Every ad group the plan creates holds at least one keyword or target it creates. */
function expectNoEmptyNewGroup(p: Plan): void {
  const filled = new Set(
    p.rows
      .filter(
        ({ row }) =>
          row.operation === 'create' && (row.entity === 'keyword' || row.entity === 'productTargeting'),
      )
      .map(({ row }) => row.adGroupId),
  );
  for (const { row } of p.rows.filter(({ row }) => row.entity === 'adGroup' && row.operation === 'create'))
    expect(filled.has(row.adGroupId), `empty new ad group ${row.adGroupName}`).toBe(true);
}

/** A cold start adds to the campaign: it never cuts or pauses what already runs (zero-click groups included). */
function expectNoCut(p: Plan): void {
  for (const { row, change } of p.rows.filter(({ row }) => row.operation === 'update'))
    expect(['bidDecrease', 'pause'].includes(change.type), `${row.entity} ${change.type}`).toBe(false);
}

describe('cold start into an existing campaign', () => {
  it('ASIN: a target of another ad group of the campaign is not duplicated, and no empty group is created', async () => {
    const p = await plan('asin-cold-start', {
      campaign_mode: 'existing',
      campaign_id: I.redManual,
      ad_group_name: 'red competitors',
      competitor_asins: ['B0COMPET05'],
    });
    expect(p.rows.some(({ row }) => row.productTargetingExpression === 'asin="B0COMPET05"')).toBe(false);
    expect(notes(p)).toContain('already targeted in ad group "red pt"');
    expectNoEmptyNewGroup(p);
    expectNoCut(p);
    expect(notes(p)).toContain('"red competitors" would hold no keyword or target');
  });

  it('keyword: an exact group whose every keyword already serves elsewhere is not created empty', async () => {
    const p = await plan('keyword-cold-start', {
      campaign_mode: 'existing',
      campaign_name: 'Red ASIN',
      ad_group_name_broad: 'red launch broad',
      daily_budget: 40,
      main_search_terms: ['yoga mat large', 'yoga mat'],
    });
    expectNoEmptyNewGroup(p);
    expectNoCut(p);
  });

  it('keyword: a broad or phrase keyword the product has in another campaign is added with a note', async () => {
    const p = await plan('keyword-cold-start', {
      campaign_mode: 'existing',
      campaign_name: 'Red ASIN',
      ad_group_name_broad: 'red launch broad',
      daily_budget: 40,
      main_search_terms: ['yoga mat', 'exercise mat'],
    });
    const broad = p.rows.filter(
      ({ row }) => row.entity === 'keyword' && row.operation === 'create' && row.matchType === 'broad',
    );
    expect(broad.map(({ row }) => row.keywordText)).toContain('exercise mat');
    expect(notes(p)).toContain(
      '"exercise mat" (broad) is already a keyword of the same product in campaign "Red manual"',
    );
  });

  it('names a paused campaign in a warning', async () => {
    const spec = messyAccount();
    const asinCampaign = spec.sponsoredProducts?.find((c) => c.id === I.redAsin);
    if (asinCampaign) asinCampaign.state = 'paused';
    const p = await plan(
      'asin-cold-start',
      {
        campaign_mode: 'existing',
        campaign_id: I.redAsin,
        ad_group_name: 'more',
        competitor_asins: ['B0COMPET09'],
      },
      spec,
    );
    expect(p.warnings.map((w) => w.en).join('\n')).toContain('Campaign "Red ASIN" is paused');
  });
});
