import { describe, expect, it } from 'vitest';
import type { SearchTermRow } from '../model/account';
import type { PlacementReportRow } from '../model/reports';
import { placementBidMultiplier, placementAdjustments } from '../plans/shared/placement-adjustment';
import { SP_PLACEMENT_NAMES } from '../plans/shared/decision-messages';
import { buildConsoleReport } from '../testing';
import { readConsoleReport } from './read-api';

const metrics = (clicks: number, orders: number) => ({
  impressions: clicks * 50,
  clicks,
  spend: clicks,
  sales: orders * 30,
  orders,
  units: orders,
});

describe('console report variants', () => {
  it('reads the placement labels of every wording, the older "on Amazon" forms included', async () => {
    const labels = [
      'First page Top of Search on Amazon',
      'Top of Search on-Amazon',
      'Rest of search on Amazon',
      'Other on-Amazon',
      'Product pages on Amazon',
      'Detail Page on-Amazon',
      'Amazon Business',
    ];
    const bytes = await buildConsoleReport({
      kind: 'spPlacement',
      rows: labels.map((placement) => ({
        date: '2026-02-01',
        campaignName: 'Lamp',
        placement,
        metrics: { clicks: 1 },
      })),
    });
    const report = await readConsoleReport(bytes, { fileName: 'placement.xlsx' });
    expect((report.rows as PlacementReportRow[]).map((r) => r.placement)).toEqual([
      'top',
      'top',
      'restOfSearch',
      'restOfSearch',
      'productPage',
      'productPage',
      'amazonBusiness',
    ]);
  });

  it('does not take the "*" targeting of auto-campaign rows for a keyword or an expression', async () => {
    const bytes = await buildConsoleReport({
      kind: 'spSearchTerm',
      rows: [
        {
          date: '2026-02-01',
          campaignName: 'Lamp auto',
          adGroupName: 'auto',
          targeting: '*',
          matchType: '-',
          searchTerm: 'desk lamp',
          metrics: { clicks: 3 },
        },
      ],
    });
    const report = await readConsoleReport(bytes, { fileName: 'st.xlsx' });
    const row = report.rows[0] as SearchTermRow;
    expect(row.searchTerm).toBe('desk lamp');
    expect(row.keywordText).toBeUndefined();
    expect(row.targetingExpression).toBeUndefined();
    expect(row.matchType).toBeUndefined();
  });

  it('never adds the overlapping Amazon Business placement to the other three', () => {
    const three = [
      { placement: 'top', percentage: 50, metrics: metrics(100, 10) },
      { placement: 'productPage', percentage: 0, metrics: metrics(100, 5) },
      { placement: 'restOfSearch', percentage: 0, metrics: metrics(100, 5) },
    ] as const;
    const withBusiness = [
      ...three,
      { placement: 'amazonBusiness', percentage: 0, metrics: metrics(300, 20) },
    ] as const;
    expect(placementBidMultiplier(withBusiness)).toBeCloseTo(placementBidMultiplier(three), 10);
    expect(placementBidMultiplier(three)).toBeCloseTo(350 / 300, 10);
    const options = { priorConversionRate: 0.1, names: SP_PLACEMENT_NAMES };
    const a = placementAdjustments([...three], options);
    const b = placementAdjustments([...withBusiness], options);
    expect(b.slice(0, 3).map((d) => d.after)).toEqual(a.map((d) => d.after));
  });
});
