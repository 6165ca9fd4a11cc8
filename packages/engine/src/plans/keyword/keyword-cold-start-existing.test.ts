import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import { readBulkRows } from '../../read/read-api';
import { buildBulkWorkbook } from '../../testing/bulk-workbook-builder';
import type { BulkWorkbookSpec } from '../../testing/bulk-workbook-spec';
import { generatePlan, UPLOAD_WORKBOOK_ROLES } from '../../use-cases/generate-plan';
import { validateWorkbook } from '../../validate/validate-api';

const NOW = new Date('2026-03-10T12:00:00Z');
const ad = (id: string) => ({ id, sku: 'BB-001', asin: 'B0OWNASIN1', metrics: { clicks: 100, orders: 10 } });
const CAMPAIGN = '100000000000001';
const BROAD = '200000000000001';
const EXACT = '200000000000002';
const PHRASE = '200000000000003';

/**
 * A seller's account as exported, SP tab saved alone and renamed "Sheet1": the campaign ends on a date and
 * sits in a portfolio; its phrase group holds a stray exact keyword; a second, paused campaign targets the
 * same terms.
 */
const account: BulkWorkbookSpec = {
  sheetNames: { sponsoredProducts: 'Sheet1' },
  sponsoredProducts: [
    {
      id: CAMPAIGN,
      name: 'Board manual',
      dailyBudget: 30,
      endDate: '20261231',
      portfolioId: '900000000000001',
      biddingStrategy: 'downOnly',
      adGroups: [
        {
          id: BROAD,
          name: 'board broad',
          defaultBid: 1,
          productAds: [ad('600000000000001')],
          keywords: [
            { id: '300000000000001', text: 'cutting board', matchType: 'broad', bid: 1 },
            { id: '300000000000002', text: 'bamboo board set', matchType: 'phrase', bid: 1 },
          ],
        },
        {
          id: EXACT,
          name: 'board exact',
          defaultBid: 1.2,
          productAds: [ad('600000000000002')],
          keywords: [{ id: '300000000000003', text: 'bamboo board', matchType: 'exact', bid: 1.2 }],
        },
        {
          id: PHRASE,
          name: 'board phrase',
          defaultBid: 1.1,
          productAds: [ad('600000000000003')],
          keywords: [
            { id: '300000000000004', text: 'cutting board', matchType: 'phrase', bid: 1.1 },
            { id: '300000000000005', text: 'chopping block', matchType: 'exact', bid: 1.1 },
          ],
        },
      ],
    },
    {
      id: '100000000000002',
      name: 'Board old',
      state: 'paused',
      dailyBudget: 10,
      adGroups: [
        {
          id: '200000000000009',
          name: 'old exact',
          defaultBid: 1,
          productAds: [ad('600000000000009')],
          keywords: [{ id: '300000000000009', text: 'cutting board', matchType: 'exact', bid: 1 }],
        },
      ],
    },
  ],
};

const parameters = {
  marketplace: 'US',
  campaign_mode: 'existing',
  campaign_name: 'Board manual',
  ad_group_name_broad: 'board broad',
  daily_budget: 60,
  organic_conversion_rate: 12,
  target_cps: 10,
  main_search_terms: ['cutting board', 'bamboo board'],
  relevant_search_terms: ['chopping block'],
};

async function run() {
  const bytes = await buildBulkWorkbook(account);
  return generatePlan(
    'keyword-cold-start',
    {
      parameters,
      bulk: { name: 'bulk.xlsx', bytes },
      reports: [],
      hourly: [],
      now: NOW,
    },
    { language: 'en' },
  );
}

describe('keyword cold start into an existing campaign of a real-looking account', () => {
  it('builds only the missing part of the funnel and isolates around the seller’s own keywords', async () => {
    const { plan } = await run();
    const rows = plan.rows.map((r) => r.row as SpBulkRow);
    expect(rows.filter((r) => r.entity === 'adGroup')).toEqual([]);
    expect(rows.every((r) => r.campaignId === CAMPAIGN)).toBe(true);
    const keywords = rows
      .filter((r) => r.entity === 'keyword')
      .map((r) => `${r.adGroupId} ${r.matchType} ${r.keywordText}`)
      .sort();
    // Existing exact "bamboo board", phrase "cutting board" and the stray exact "chopping block" are not repeated.
    expect(keywords).toEqual([
      `${BROAD} broad bamboo board`,
      `${BROAD} broad chopping block`,
      `${EXACT} exact cutting board`,
      `${PHRASE} phrase bamboo board`,
    ]);
    const negatives = rows
      .filter((r) => r.entity === 'negativeKeyword')
      .map((r) => `${r.adGroupId} ${r.matchType} ${r.keywordText}`)
      .sort();
    expect(negatives).toEqual([
      // Negative phrase "bamboo board" would silence the seller's phrase keyword "bamboo board set".
      `${BROAD} negativeExact bamboo board`,
      // The stray exact "chopping block" serves from the phrase group: the broad group is isolated toward it.
      `${BROAD} negativeExact chopping block`,
      // Negative phrase "cutting board" would silence the broad group's own broad "cutting board".
      `${BROAD} negativeExact cutting board`,
      `${PHRASE} negativeExact bamboo board`,
      `${PHRASE} negativeExact cutting board`,
    ]);
    // The phrase group's own exact "chopping block" is never negated in its own group.
    expect(negatives.some((n) => n.startsWith(PHRASE) && n.endsWith('chopping block'))).toBe(false);
    // It is not duplicated into the exact group either, and the plan says why; nothing warns it does not serve.
    expect(plan.warnings.some((w) => w.en.includes('chopping block'))).toBe(false);
  });

  it('keeps the end date and portfolio on the budget update and on its rollback; every upload passes', async () => {
    const { plan, workbooks } = await run();
    const budget = plan.rows.map((r) => r.row as SpBulkRow).find((r) => r.entity === 'campaign');
    expect(budget).toMatchObject({
      operation: 'update',
      dailyBudget: 60,
      endDate: '20261231',
      portfolioId: '900000000000001',
    });
    for (const workbook of workbooks.filter((w) => UPLOAD_WORKBOOK_ROLES.includes(w.role)))
      expect(await validateWorkbook(workbook.bytes, { marketplace: 'US', now: NOW })).toEqual([]);
    const rollback = workbooks.find((w) => w.role === 'rollback');
    if (!rollback) throw new Error('no rollback workbook');
    const restored = (await readBulkRows(rollback.bytes)).rows.map((r) => r.row as SpBulkRow);
    expect(restored.find((r) => r.entity === 'campaign')).toMatchObject({
      dailyBudget: 30,
      endDate: '20261231',
      portfolioId: '900000000000001',
    });
  });
});
