import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import {
  buildBulkWorkbook,
  buildConsoleReport,
  buildCsv,
  sampleAccount,
  type ConsoleReportRowSpec,
} from '../testing';
import { linkSearchTerms, readBulkWorkbook, readConsoleReport } from './read-api';

const rows: ConsoleReportRowSpec[] = [
  {
    date: '2026-01-15',
    campaignName: 'Dog bed - manual',
    adGroupName: 'Exact keywords',
    targeting: 'orthopedic dog bed',
    matchType: 'EXACT',
    searchTerm: 'orthopedic dog bed xl',
    metrics: { impressions: 1200, clicks: 34, spend: 1234.5, sales: 2400, orders: 9, units: 10 },
  },
  {
    date: '2026-01-16',
    campaignName: 'Dog bed - auto',
    adGroupName: 'Auto group',
    targeting: 'close-match',
    matchType: '-',
    searchTerm: 'b0competitor',
    metrics: { clicks: 3, spend: 2.1 },
  },
];

describe('readConsoleReport: kind from headers, raw counts, every language and format', () => {
  it.each([
    ['en', 'csv', 'utf8'],
    ['en', 'xlsx', 'utf8'],
    ['zh', 'csv', 'gb18030'],
    ['zh', 'csv', 'utf8bom'],
    ['ja', 'csv', 'shift_jis'],
    ['ja', 'xlsx', 'utf8'],
  ] as const)('reads an SP search term report (%s, %s, %s)', async (language, format, encoding) => {
    const bytes = await buildConsoleReport({
      kind: 'spSearchTerm',
      language,
      format,
      encoding,
      rows,
      currencySymbol: format === 'csv' ? '$' : undefined,
    });
    const report = await readConsoleReport(bytes, { fileName: 'Sponsored_Products_Search_term_report.csv' });
    expect(report.kind).toBe('spSearchTerm');
    expect(report.attributionDays).toBe(7);
    if (report.kind !== 'spSearchTerm') return;
    expect(report.rows[0]).toMatchObject({
      product: 'sponsoredProducts',
      searchTerm: 'orthopedic dog bed xl',
      campaignName: 'Dog bed - manual',
      adGroupName: 'Exact keywords',
      keywordText: 'orthopedic dog bed',
      matchType: 'exact',
    });
    expect(report.rows[0]?.metrics).toEqual({
      impressions: 1200,
      clicks: 34,
      spend: 1234.5,
      sales: 2400,
      orders: 9,
      units: 10,
    });
    expect(report.rows[1]).toMatchObject({ targetingExpression: 'close-match', searchTerm: 'b0competitor' });
    expect(report.rows[1]).not.toHaveProperty('matchType');
  });

  it('tells SB search term reports by their columns and 14-day window', async () => {
    const report = await readConsoleReport(await buildConsoleReport({ kind: 'sbSearchTerm', rows }));
    expect(report).toMatchObject({ kind: 'sbSearchTerm', attributionDays: 14 });
    expect(report.rows[0]).toMatchObject({ product: 'sponsoredBrands' });
  });

  it('reads targeting, placement and advertised product reports', async () => {
    const targeting = await readConsoleReport(
      await buildConsoleReport({
        kind: 'spTargeting',
        dateStyle: 'serial',
        format: 'xlsx',
        rows: [{ ...rows[0]!, targeting: 'asin="b0ct4ldmmt"', matchType: '-' }],
      }),
    );
    expect(targeting).toMatchObject({
      kind: 'spTargeting',
      rows: [{ targeting: 'asin="B0CT4LDMMT"', date: '2026-01-15', campaignName: 'Dog bed - manual' }],
    });
    const placement = await readConsoleReport(
      await buildConsoleReport({
        kind: 'spPlacement',
        dateStyle: 'iso',
        rows: [
          'Top of Search on-Amazon',
          'Detail Page on-Amazon',
          'Other on-Amazon',
          'Off-Amazon',
          'Something new',
        ].map((p) => ({ campaignName: 'C', placement: p, metrics: { clicks: 1 } })),
      }),
    );
    expect(placement.kind === 'spPlacement' && placement.rows.map((r) => r.placement)).toEqual([
      'top',
      'productPage',
      'restOfSearch',
      'offAmazon',
      'unknown',
    ]);
    const product = await readConsoleReport(
      await buildConsoleReport({
        kind: 'spAdvertisedProduct',
        language: 'zh',
        rows: [
          { campaignName: 'C', adGroupName: 'G', sku: 'SKU-1', asin: 'b0abcdef12', metrics: { orders: 2 } },
        ],
      }),
    );
    expect(product).toMatchObject({
      kind: 'spAdvertisedProduct',
      rows: [{ sku: 'SKU-1', asin: 'B0ABCDEF12', metrics: { orders: 2 } }],
    });
  });

  it('reads the short 2025/26 console format', async () => {
    const bytes = buildCsv([
      [
        'Budget currency',
        'Date range',
        'Campaign name',
        'Ad group name',
        'Search term',
        'Impressions',
        'Clicks',
        'CTR',
        'Total cost',
        'Purchases',
        'Sales',
        'Units sold',
      ],
      [
        'USD',
        'Jan 1, 2026 - Jan 31, 2026',
        'C',
        'G',
        'dog bed',
        '1,000',
        '12',
        '1.2%',
        '$15.00',
        '2',
        '$60.00',
        '2',
      ],
    ]);
    const report = await readConsoleReport(bytes);
    expect(report).toMatchObject({
      kind: 'spSearchTerm',
      rows: [
        {
          searchTerm: 'dog bed',
          metrics: { impressions: 1000, clicks: 12, spend: 15, sales: 60, orders: 2, units: 2 },
        },
      ],
    });
  });

  it('links console search terms to the bulk model by names, keyword text and match type', async () => {
    const model = await readBulkWorkbook(await buildBulkWorkbook(sampleAccount()));
    const report = await readConsoleReport(await buildConsoleReport({ kind: 'spSearchTerm', rows }));
    if (report.kind !== 'spSearchTerm') throw new Error('kind');
    expect(linkSearchTerms(model, report.rows)).toBe(2);
    expect(report.rows.map((r) => [r.keywordId, r.targetId, r.campaignId])).toEqual([
      ['300000000000001', undefined, '347066231335202'],
      [undefined, '400000000000100', '347066231335999'],
    ]);
  });

  it('raises 10012 for a non-numeric metric and 10001 for a file that is no report', async () => {
    const bad = buildCsv([
      [
        'Date',
        'Campaign Name',
        'Ad Group Name',
        'Targeting',
        'Match Type',
        'Customer Search Term',
        'Impressions',
        'Clicks',
        'Spend',
      ],
      ['Jan 5, 2026', 'C', 'G', 'x', 'EXACT', 'x', '10', '1', 'lots'],
    ]);
    const error = await readConsoleReport(bad, { fileName: 'st.csv' }).catch((e: unknown) => e);
    expect(isEngineError(error) && [error.code, error.location]).toEqual([
      10012,
      { sheet: 'st.csv', row: 2, column: 'Spend' },
    ]);
    for (const bytes of [
      buildCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
      new Uint8Array(0),
      await buildBulkWorkbook({}),
    ]) {
      const failure = await readConsoleReport(bytes).catch((e: unknown) => e);
      expect(isEngineError(failure) && failure.code).toBe(10001);
    }
  });
});
