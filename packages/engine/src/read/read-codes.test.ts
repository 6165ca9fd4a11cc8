import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import type { AccountModel } from '../model/account';
import {
  buildBulkWorkbook,
  buildConsoleReport,
  buildHourlyReport,
  sampleAccount,
  type BulkWorkbookSpec,
  type CellValue,
} from '../testing';
import {
  findCampaignsForAsin,
  hourlyRowsForCampaign,
  readBulkWorkbook,
  readHourlyReports,
  requireKeywords,
  requireSearchTerms,
  requireSheets,
  requireValidProductAds,
  chooseProductAd,
} from './read-api';

/** Runs `step` and returns the EngineError it throws (fails the test otherwise). */
async function engineError(
  step: () => unknown,
): Promise<{ code: number; en: string; zh: string; location?: unknown }> {
  try {
    await step();
  } catch (error) {
    if (!isEngineError(error)) throw error;
    return { code: error.code, en: error.localized.en, zh: error.localized.zh, location: error.location };
  }
  throw new Error('expected an EngineError');
}

const SP = 'Sponsored Products';
const spRows = (rows: Array<Record<string, CellValue>>): BulkWorkbookSpec => ({
  tabs: ['sponsoredProducts'],
  extraRows: { sponsoredProducts: rows },
});
const campaignRow = {
  product: SP,
  entity: 'Campaign',
  campaignId: 'C1',
  campaignName: 'Camp',
  state: 'enabled',
  targetingType: 'Manual',
};
const groupRow = {
  product: SP,
  entity: 'Ad Group',
  campaignId: 'C1',
  adGroupId: 'G1',
  adGroupName: 'Group',
  state: 'enabled',
};
const read = async (spec: BulkWorkbookSpec) => readBulkWorkbook(await buildBulkWorkbook(spec));

describe('product codes of the readers', () => {
  it('10001: no readable content (text, empty, too large, not a spreadsheet)', async () => {
    for (const bytes of [
      new TextEncoder().encode('just,some,text\n1,2,3\n'),
      new Uint8Array(0),
      new Uint8Array(11 * 1024 * 1024),
      new Uint8Array([1, 2, 3, 0, 5]),
    ]) {
      const error = await engineError(() => readBulkWorkbook(bytes));
      expect(error.code).toBe(10001);
      expect(error.zh).toMatch(/无法读取文件/);
    }
  });

  it('10003: no bulk tab at all, or a tab the flow requires is missing', async () => {
    const noTabs = await engineError(async () =>
      read({ tabs: [], extraSheets: [{ name: 'Sheet1', rows: [['a']] }] }),
    );
    expect(noTabs.code).toBe(10003);
    const required = await engineError(async () =>
      readBulkWorkbook(await buildBulkWorkbook({}), { requireSheets: ['spSearchTerms'] }),
    );
    expect(required).toMatchObject({ code: 10003 });
    expect(required.en).toMatch(/SP Search Term Report/);
    const model = await read({});
    expect(() => requireSheets(model, ['sbMultiAdGroup'])).toThrow(/SB Multi Ad Group Campaigns/);
  });

  it('10003: a search term report saved as xlsx is not a bulk sheet, in both languages', async () => {
    const report = await buildConsoleReport({
      kind: 'spSearchTerm',
      format: 'xlsx',
      rows: [{ campaignName: 'Camp', adGroupName: 'Group', targeting: 'board', searchTerm: 'board' }],
    });
    const error = await engineError(() => readBulkWorkbook(report));
    expect(error.code).toBe(10003);
    expect(error.en).toMatch(/not a bulk sheet.*search term report/);
    expect(error.zh).toMatch(/这不是批量操作表格.*搜索词报告/);
  });

  it('10005 / 10006: no search terms for a campaign / no search term report', async () => {
    const withTerms = await read(sampleAccount());
    const manual = withTerms.sponsoredProducts.campaigns[0]!;
    const auto = withTerms.sponsoredProducts.campaigns[1]!;
    expect(requireSearchTerms(withTerms, manual).map((t) => t.searchTerm)).toEqual(['orthopedic dog bed']);
    const tabWithoutCampaign = await read(
      sampleAccount({ spSearchTerms: sampleAccount().spSearchTerms?.slice(0, 1) }),
    );
    expect((await engineError(() => requireSearchTerms(tabWithoutCampaign, auto))).code).toBe(10005);
    const noTab = await read(sampleAccount({ spSearchTerms: [] }));
    expect((await engineError(() => requireSearchTerms(noTab, manual))).code).toBe(10006);
    const noSearchTermColumn = await engineError(async () =>
      read({
        tabs: ['sponsoredProducts'],
        extraSheets: [
          {
            name: 'SP Search Term Report',
            rows: [
              ['Campaign ID', 'Clicks'],
              ['1', '2'],
            ],
          },
        ],
      }),
    );
    expect(noSearchTermColumn.code).toBe(10006);
  });

  it('10007: SP tab without an Entity column, or without any usable row', async () => {
    const noEntity = await engineError(async () =>
      read({
        tabs: [],
        extraSheets: [
          {
            name: 'Sponsored Products Campaigns',
            rows: [
              ['Product', 'Campaign ID'],
              [SP, '1'],
            ],
          },
        ],
      }),
    );
    expect(noEntity).toMatchObject({ code: 10007, location: { sheet: 'Sponsored Products Campaigns' } });
    const unusable = await engineError(async () =>
      read(spRows([{ product: SP, entity: 'Mystery', campaignId: '1' }])),
    );
    expect(unusable.code).toBe(10007);
  });

  it('10008: SB multi-ad-group tab without an Entity column or usable rows', async () => {
    const noEntity = await engineError(async () =>
      read({
        tabs: [],
        extraSheets: [
          {
            name: 'SB Multi Ad Group Campaigns',
            rows: [
              ['Product', 'Campaign ID'],
              ['Sponsored Brands', '1'],
            ],
          },
        ],
      }),
    );
    expect(noEntity.code).toBe(10008);
    const unusable = await engineError(async () =>
      read({
        tabs: ['sbMultiAdGroup'],
        extraRows: { sbMultiAdGroup: [{ product: 'Sponsored Brands', entity: '???', campaignId: '1' }] },
      }),
    );
    expect(unusable.code).toBe(10008);
  });

  it('10011: an ad group without keywords', async () => {
    const model = await read(sampleAccount());
    const manualGroup = model.sponsoredProducts.campaigns[0]!.adGroups[0]!;
    expect(requireKeywords(manualGroup)).toHaveLength(3);
    const autoGroup = model.sponsoredProducts.campaigns[1]!.adGroups[0]!;
    const error = await engineError(() => requireKeywords(autoGroup));
    expect(error.code).toBe(10011);
    expect(error.zh).toContain('Auto group');
  });

  it('10012: non-numeric spend, with sheet, row and column', async () => {
    const error = await engineError(async () => read(spRows([{ ...campaignRow, spend: 'twelve dollars' }])));
    expect(error).toMatchObject({
      code: 10012,
      location: { sheet: 'Sponsored Products Campaigns', row: 2, column: 'Spend' },
    });
    expect(error.zh).toContain('twelve dollars');
    const zh = await engineError(async () =>
      read({
        ...spRows([
          { ...campaignRow, entity: '广告活动', product: '商品推广', state: '已启用', spend: 'abc' },
        ]),
        language: 'zh',
      }),
    );
    expect(zh).toMatchObject({ code: 10012, location: { column: '花费' } });
  });

  it('10013: one keyword with two different states (same ID, or same ad group + text + match type)', async () => {
    const keyword = {
      product: SP,
      entity: 'Keyword',
      campaignId: 'C1',
      adGroupId: 'G1',
      keywordText: 'dog bed',
      matchType: 'Exact',
    };
    const byId = await engineError(async () =>
      read(
        spRows([
          campaignRow,
          groupRow,
          { ...keyword, keywordId: 'K1', state: 'enabled' },
          { ...keyword, keywordId: 'K1', state: 'paused' },
        ]),
      ),
    );
    expect(byId).toMatchObject({ code: 10013, location: { row: 5 } });
    const byText = await engineError(async () =>
      read(
        spRows([
          campaignRow,
          groupRow,
          { ...keyword, keywordId: 'K1', state: 'enabled' },
          { ...keyword, keywordText: 'Dog Bed', keywordId: 'K2', state: 'archived' },
        ]),
      ),
    );
    expect(byText.code).toBe(10013);
    const sameState = await read(
      spRows([
        campaignRow,
        groupRow,
        { ...keyword, keywordId: 'K1', state: 'enabled' },
        { ...keyword, keywordId: 'K1', state: 'enabled' },
      ]),
    );
    expect(sameState.sponsoredProducts.campaigns[0]?.adGroups[0]?.keywords).toHaveLength(1);
    // Update rows of an upload file name their keyword by ID only: two of them are two keywords.
    const { keywordText: _text, ...withoutText } = keyword;
    const idOnly = await read(
      spRows([
        campaignRow,
        groupRow,
        { ...withoutText, keywordId: 'K1', state: 'enabled' },
        { ...withoutText, keywordId: 'K2', state: 'paused' },
      ]),
    );
    expect(idOnly.sponsoredProducts.campaigns[0]?.adGroups[0]?.keywords.map((k) => k.state)).toEqual([
      'enabled',
      'paused',
    ]);
  });

  it('10014: more than 4 placement groups in one campaign', async () => {
    const spec = sampleAccount();
    const campaign = spec.sponsoredProducts![0]!;
    const five = {
      ...campaign,
      biddingAdjustments: [...campaign.biddingAdjustments!, { placement: 'top' as const, percentage: 20 }],
    };
    const error = await engineError(async () => read({ sponsoredProducts: [five] }));
    expect(error.code).toBe(10014);
    expect(error.zh).toContain('Dog bed - manual');
  });

  it('10016: no enabled and eligible product ad at all', async () => {
    const model = await read(sampleAccount());
    expect(chooseProductAd(model.sponsoredProducts.campaigns[0]!)?.id).toBe('200000000000001');
    expect(requireValidProductAds(model)).toHaveLength(1);
    const noValid = await read({
      sponsoredProducts: [
        {
          id: 'C1',
          name: 'c',
          adGroups: [
            {
              id: 'G',
              name: 'g',
              productAds: [
                { id: 'A', sku: 'S', state: 'paused' },
                { id: 'B', sku: 'T', eligibility: 'Ineligible' },
              ],
            },
          ],
        },
      ],
    });
    expect((await engineError(() => requireValidProductAds(noValid))).code).toBe(10016);
  });

  it('10017 / 10019: campaign without hourly rows; invalid hourly report', async () => {
    const rows = await readHourlyReports([
      {
        name: 'h.csv',
        bytes: await buildHourlyReport({
          rows: [{ campaignName: 'Camp', date: '2025-09-17', hour: 13, metrics: { clicks: 2 } }],
        }),
      },
    ]);
    expect(hourlyRowsForCampaign(rows, ' camp ')).toHaveLength(1);
    expect((await engineError(() => hourlyRowsForCampaign(rows, 'Other'))).code).toBe(10017);
    const invalid = await engineError(() =>
      readHourlyReports([{ name: 'bad.csv', bytes: new TextEncoder().encode('a,b,c\n1,2,3\n') }]),
    );
    expect(invalid).toMatchObject({ code: 10019, location: { sheet: 'bad.csv' } });
  });

  it('10027: rows whose campaign or ad group has no parent row', async () => {
    const orphanKeyword = {
      product: SP,
      entity: 'Keyword',
      campaignId: 'C1',
      adGroupId: 'NOPE',
      keywordId: 'K',
      keywordText: 'x',
      matchType: 'Exact',
      state: 'enabled',
    };
    const error = await engineError(async () => read(spRows([campaignRow, groupRow, orphanKeyword])));
    expect(error).toMatchObject({ code: 10027, location: { row: 4 } });
    const orphanGroup = await engineError(async () => read(spRows([{ ...groupRow, campaignId: 'MISSING' }])));
    expect(orphanGroup.code).toBe(10027);
    const noCampaignId = await engineError(async () => read(spRows([{ ...campaignRow, campaignId: null }])));
    expect(noCampaignId.code).toBe(10027);
  });

  describe('10028 / 10029 / 10030: campaigns for an ASIN', () => {
    const account = (overrides: {
      campaignState?: 'enabled' | 'paused';
      adState?: 'enabled' | 'archived';
      eligibility?: string;
    }): BulkWorkbookSpec => ({
      sponsoredProducts: [
        {
          id: 'C1',
          name: 'c',
          state: overrides.campaignState ?? 'enabled',
          adGroups: [
            {
              id: 'G1',
              name: 'g',
              productAds: [
                {
                  id: 'A1',
                  sku: 'S',
                  asin: 'B0ABCDEF12',
                  state: overrides.adState ?? 'enabled',
                  eligibility: overrides.eligibility ?? 'Eligible',
                },
              ],
            },
          ],
        },
      ],
    });
    const codeFor = async (model: AccountModel, asin: string) =>
      (await engineError(() => findCampaignsForAsin(model, asin))).code;

    it('finds the serving campaigns (ASIN compared upper-case)', async () => {
      expect(findCampaignsForAsin(await read(account({})), 'b0abcdef12').map((c) => c.id)).toEqual(['C1']);
    });
    it('10028 when no campaign advertises the ASIN', async () => {
      expect(await codeFor(await read(account({})), 'B0NOTHERE1')).toBe(10028);
    });
    it('10029 when every campaign or ad for it is paused or archived', async () => {
      expect(await codeFor(await read(account({ campaignState: 'paused' })), 'B0ABCDEF12')).toBe(10029);
      expect(await codeFor(await read(account({ adState: 'archived' })), 'B0ABCDEF12')).toBe(10029);
    });
    it('10030 when the active ads are all ineligible', async () => {
      expect(await codeFor(await read(account({ eligibility: 'Ineligible' })), 'B0ABCDEF12')).toBe(10030);
    });
  });
});
