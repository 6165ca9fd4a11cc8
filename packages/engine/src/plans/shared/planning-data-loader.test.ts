import { describe, expect, it } from 'vitest';
import { buildBulkWorkbook, buildConsoleReport, sampleAccount } from '../../testing';
import { uploadedFilesSource } from '../account-data-source';
import { loadPlanningData } from './planning-data-loader';

const NOW = new Date('2026-03-10T12:00:00Z');
const BULK = 'bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx';

describe('loadPlanningData: search-term sources', () => {
  it('replaces the bulk tab only for the campaigns an uploaded report covers', async () => {
    const bulk = await buildBulkWorkbook(sampleAccount());
    const report = await buildConsoleReport({
      kind: 'spSearchTerm',
      rows: [
        {
          date: '2026-02-20',
          campaignName: 'Dog bed - manual',
          adGroupName: 'Exact keywords',
          targeting: 'orthopedic dog bed',
          matchType: 'EXACT',
          searchTerm: 'memory foam dog bed',
          metrics: { clicks: 9, orders: 1, spend: 7, sales: 40 },
        },
      ],
    });
    const data = await loadPlanningData(
      uploadedFilesSource({
        parameters: {},
        bulk: { name: BULK, bytes: bulk },
        reports: [{ name: 'st.xlsx', bytes: report }],
        hourly: [],
        now: NOW,
      }),
      'US',
      NOW,
    );
    expect(data.searchTermSource).toBe('report');
    const byCampaign = data.searchTerms.map((t) => [t.campaignName, t.searchTerm]);
    // The manual campaign's bulk rows are replaced by the report; the auto campaign keeps its bulk rows.
    expect(byCampaign).toContainEqual(['Dog bed - manual', 'memory foam dog bed']);
    expect(byCampaign).not.toContainEqual(['Dog bed - manual', 'orthopedic dog bed']);
    expect(byCampaign).toContainEqual(['Dog bed - auto', 'b0competitor']);
  });

  it('uses a search-term-only bulk export uploaded as a report', async () => {
    const spec = sampleAccount();
    const stOnly = await buildBulkWorkbook({
      tabs: ['spSearchTerms'],
      spSearchTerms: spec.spSearchTerms ?? [],
    });
    const data = await loadPlanningData(
      uploadedFilesSource({
        parameters: {},
        reports: [{ name: 'terms.xlsx', bytes: stOnly }],
        hourly: [],
        now: NOW,
      }),
      'US',
      NOW,
    );
    expect(data.searchTermSource).toBe('report');
    expect(data.searchTerms.map((t) => t.searchTerm)).toContain('orthopedic dog bed');
  });
});
