// Amazon's 2025-2026 bulk changes (issue 19): an export with shopper-cohort bidding adjustments (Audience ID),
// Sites and off-Amazon ad serving columns, Native Language Keyword, the Amazon Business placement and a
// placement this engine does not know is read by header name, planned in every SP flow, and the plan leaves
// what it does not plan intact (no row for a cohort adjustment or an unknown placement); the seller's edited
// export with such rows passes the validator.
import { describe, expect, it } from 'vitest';
import type { PlanFlow } from '../model/plan';
import { readBulkWorkbook } from '../read/read-api';
import { buildBulkWorkbook, type BulkWorkbookSpec } from '../testing';
import { SP_ACCOUNT, SP_BULK_FILE_NAME, SP_NOW, SP_PARAMS } from '../testing/sp-flow-fixtures';
import { generatePlan, UPLOAD_WORKBOOK_ROLES } from '../use-cases/generate-plan';
import { validateWorkbook } from '../validate/validate-api';

const BOARD_MANUAL = '100000000000001';

const cohortRow = (operation?: string) => ({
  product: 'Sponsored Products',
  entity: 'Bidding Adjustment',
  ...(operation ? { operation } : {}),
  campaignId: BOARD_MANUAL,
  biddingStrategy: 'Dynamic bids - down only',
  audienceId: '386721938724',
  shopperCohortPercentage: 35,
  shopperCohortType: 'AUDIENCE_SEGMENT',
});

const unknownPlacementRow = (operation?: string) => ({
  product: 'Sponsored Products',
  entity: 'Bidding Adjustment',
  ...(operation ? { operation } : {}),
  campaignId: BOARD_MANUAL,
  biddingStrategy: 'Dynamic bids - down only',
  placement: 'Placement Off Amazon',
  percentage: 20,
});

const nativeKeywordRow = {
  product: 'Sponsored Products',
  entity: 'Keyword',
  campaignId: BOARD_MANUAL,
  adGroupId: '200000000000001',
  keywordId: '300000000009001',
  keywordText: 'tabla de cortar',
  nativeLanguageKeyword: 'tabla de cortar',
  nativeLanguageLocale: 'es_US',
  matchType: 'Exact',
  bid: 0.9,
  state: 'enabled',
};

const export2026 = (operation?: string): BulkWorkbookSpec => ({
  ...SP_ACCOUNT,
  extraColumns: ['Sites', 'Off-Amazon ad serving', 'Segment Name (Informational only)'],
  extraRows: {
    sponsoredProducts: [cohortRow(operation), unknownPlacementRow(operation), nativeKeywordRow],
  },
});

describe("Amazon's 2025-2026 bulk columns and rows", () => {
  it('reads the export: the cohort row is no placement, the Amazon Business placement is kept', async () => {
    const model = await readBulkWorkbook(await buildBulkWorkbook(export2026()));
    const campaign = model.sponsoredProducts.campaigns.find((c) => c.id === BOARD_MANUAL);
    expect(campaign?.biddingAdjustments.map((a) => a.placement).sort()).toEqual(
      ['amazonBusiness', 'productPage', 'restOfSearch', 'top'].sort(),
    );
    // The unknown placement is a noted finding, not a refused file.
    expect(model.problems.some((p) => p.message.en.includes('Placement Off Amazon'))).toBe(true);
    const keyword = campaign?.adGroups[0]?.keywords.find((k) => k.id === '300000000009001');
    expect(keyword?.text).toBe('tabla de cortar');
  });

  it('plans every SP flow and touches neither the cohort adjustment nor the unknown placement', async () => {
    const bytes = await buildBulkWorkbook(export2026());
    for (const [flow, parameters] of Object.entries(SP_PARAMS)) {
      const inputs = {
        parameters,
        bulk: { name: SP_BULK_FILE_NAME, bytes },
        reports: [],
        hourly: [],
        now: SP_NOW,
      };
      const generated = await generatePlan(flow as PlanFlow, inputs, { language: 'en' });
      for (const { row } of generated.plan.rows) {
        expect(row.entity === 'biddingAdjustment' && row.placement === undefined, flow).toBe(false);
      }
      for (const workbook of generated.workbooks.filter((w) => UPLOAD_WORKBOOK_ROLES.includes(w.role)))
        expect(await validateWorkbook(workbook.bytes, { marketplace: 'US', now: SP_NOW }), flow).toEqual([]);
    }
  });

  it("passes the validator on the seller's export with a cohort adjustment edited with Update", async () => {
    // The export's rows (unknown placement included) have no Operation; the seller edits the cohort row.
    const edited = await buildBulkWorkbook({
      ...SP_ACCOUNT,
      extraColumns: ['Sites', 'Off-Amazon ad serving'],
      tabs: ['sponsoredProducts'],
      extraRows: { sponsoredProducts: [cohortRow('Update'), unknownPlacementRow(), nativeKeywordRow] },
    });
    expect(await validateWorkbook(edited, { marketplace: 'US', now: SP_NOW })).toEqual([]);
  });
});
