import { describe, expect, it } from 'vitest';
import { buildBulkWorkbook } from '../testing';
import { validateWorkbook } from './validate-api';

const NOW = new Date('2026-03-01T12:00:00Z');

type Cells = Record<string, string | number | null>;

/** Amazon's documented create example (bulksheets docs: temp ID = name, mixed-case values, `placement top`). */
const example: Cells[] = [
  {
    product: 'Sponsored Products',
    entity: 'Campaign',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    campaignName: 'Spring toys 2024',
    startDate: '20260315',
    targetingType: 'Auto',
    state: 'Enabled',
    dailyBudget: 10,
    biddingStrategy: 'Dynamic bids - down only',
  },
  {
    product: 'Sponsored Products',
    entity: 'Bidding Adjustment',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    placement: 'placement top',
    percentage: 20,
    biddingStrategy: 'Dynamic bids - down only',
  },
  {
    product: 'Sponsored Products',
    entity: 'Ad Group',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    adGroupId: 'Toys ad group',
    adGroupName: 'Toys ad group',
    state: 'enabled',
    adGroupDefaultBid: 0.75,
  },
  {
    product: 'Sponsored Products',
    entity: 'Product Ad',
    operation: 'Create',
    campaignId: 'Spring toys 2024',
    adGroupId: 'Toys ad group',
    sku: 'TOY-1',
    state: 'enabled',
  },
];

const upload = (rows: Cells[]) =>
  buildBulkWorkbook({ tabs: ['sponsoredProducts'], extraRows: { sponsoredProducts: rows } });

const violationsOf = async (rows: Cells[]) =>
  (await validateWorkbook(await upload(rows), { marketplace: 'US', now: NOW })).map((v) => ({
    row: v.row,
    column: v.column,
    rule: v.rule,
  }));

/** The example with one cell of one row replaced. */
const withCell = (index: number, column: string, value: string | number): Cells[] =>
  example.map((row, i) => (i === index ? { ...row, [column]: value } : row));

describe('cells judged as Amazon reads them, as typed', () => {
  it("passes Amazon's own documented example upload clean", async () => {
    expect(await violationsOf(example)).toEqual([]);
  });

  it.each([
    ['a placement the reader understands but Amazon does not', 1, 'placement', 'Top of search', 'Placement'],
    ['a decimal comma bid', 2, 'adGroupDefaultBid', '0,75', 'Ad Group Default Bid'],
    ['a currency sign', 2, 'adGroupDefaultBid', '$0.75', 'Ad Group Default Bid'],
    ['State "active"', 2, 'state', 'active', 'State'],
    ['Product "Sponsored Product"', 0, 'product', 'Sponsored Product', 'Product'],
    ['a dashed date', 0, 'startDate', '2027-12-31', 'Start Date'],
  ])('flags %s', async (_label, index, column, value, header) => {
    const found = await violationsOf(withCell(index, column, value));
    expect(found.some((v) => v.column === header && v.row === index + 2)).toBe(true);
  });

  it('flags an upper-case ASIN= in a product targeting expression, not a lower-case one', async () => {
    const target = (expression: string): Cells => ({
      product: 'Sponsored Products',
      entity: 'Negative Product Targeting',
      operation: 'Create',
      campaignId: 'Spring toys 2024',
      adGroupId: 'Toys ad group',
      state: 'enabled',
      productTargetingExpression: expression,
    });
    const upper = await violationsOf([...example, target('ASIN="B0ABCDEF12"')]);
    expect(upper).toContainEqual({ row: 6, column: 'Product Targeting Expression', rule: 'typed-value' });
    expect(await violationsOf([...example, target('asin="B0ABCDEF12"')])).toEqual([]);
  });

  it('flags a second Create or Update row of the same Campaign, Ad Group and Keyword IDs', async () => {
    const update = (cells: Cells): Cells => ({
      product: 'Sponsored Products',
      operation: 'Update',
      ...cells,
    });
    const rows = [
      update({ entity: 'Campaign', campaignId: '111111111111111', dailyBudget: 20 }),
      update({ entity: 'Campaign', campaignId: '111111111111111', state: 'paused' }),
      update({
        entity: 'Ad Group',
        campaignId: '111111111111111',
        adGroupId: '222222222222222',
        adGroupDefaultBid: 1,
      }),
      update({
        entity: 'Ad Group',
        campaignId: '111111111111111',
        adGroupId: '222222222222222',
        state: 'paused',
      }),
      update({
        entity: 'Keyword',
        campaignId: '111111111111111',
        adGroupId: '222222222222222',
        keywordId: '333333333333333',
        state: 'enabled',
        bid: 1,
      }),
      update({
        entity: 'Keyword',
        campaignId: '111111111111111',
        adGroupId: '222222222222222',
        keywordId: '333333333333333',
        state: 'enabled',
        bid: 1.2,
      }),
    ];
    const duplicates = (await violationsOf(rows)).filter((v) => v.rule === 'duplicate-id');
    expect(duplicates.map((v) => [v.row, v.column])).toEqual([
      [3, 'Campaign ID'],
      [5, 'Ad Group ID'],
      [7, 'Keyword ID'],
    ]);
  });

  it.each([
    ['a decimal comma', '1,5'],
    ['a currency sign', '$1.00'],
  ])('flags %s in the Bid column of a keyword, not a plain number', async (_label, bid) => {
    const keyword = (value: string | number): Cells => ({
      product: 'Sponsored Products',
      entity: 'Keyword',
      operation: 'Update',
      campaignId: '111111111111111',
      adGroupId: '222222222222222',
      keywordId: '333333333333333',
      state: 'enabled',
      bid: value,
    });
    expect(await violationsOf([keyword(bid)])).toContainEqual({ row: 2, column: 'Bid', rule: 'typed-value' });
    expect(await violationsOf([keyword('1.5')])).toEqual([]);
  });

  it('flags a second Create row of the same temporary Campaign and Ad Group IDs', async () => {
    const found = await violationsOf([...example, example[0] as Cells, example[2] as Cells]);
    const duplicates = found.filter((v) => v.rule === 'duplicate-id').map((v) => [v.row, v.column]);
    expect(duplicates).toEqual([
      [6, 'Campaign ID'],
      [7, 'Ad Group ID'],
    ]);
  });

  it('does not flag an Update row that repeats an unchanged end date', async () => {
    const rows: Cells[] = [
      {
        product: 'Sponsored Products',
        entity: 'Campaign',
        operation: 'Update',
        campaignId: '111111111111111',
        endDate: '20270101',
        dailyBudget: 20,
      },
    ];
    expect(await violationsOf(rows)).toEqual([]);
  });
});
