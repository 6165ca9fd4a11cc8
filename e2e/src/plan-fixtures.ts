// Seller files for the plan tool journeys, built with @adplan/engine/testing: the accounts of the server's
// plan tests (one SP account, one SB video account) and an hourly report whose dates sit in the window the
// schedule tool reads relative to today (17 to 3 days ago), since the browser tests run on the real clock.
import { buildBulkWorkbook, buildConsoleReport, buildHourlyReport, writeXlsx } from '@adplan/engine/testing';
import {
  SB_ACCOUNT,
  SB_BULK_NAME,
  SP_ACCOUNT,
  SP_BULK_NAME,
} from '../../apps/server/test/helpers/plan-inputs';

/** A file as Playwright's `setInputFiles` takes it. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Impressions given to each click a shared fixture reports without any (a 2.5 % click-through rate). */
const IMPRESSIONS_PER_CLICK = 40;

/**
 * The spec with impressions wherever its metrics report clicks without them. The shared accounts leave
 * impressions out (the planning rules under test read clicks and orders), but Amazon never counts a click
 * without an impression, and the account overview shows the sheet's impressions as they are: without this
 * every campaign of the browser journeys read 0 impressions.
 */
export function withImpressions<T>(spec: T): T {
  if (Array.isArray(spec)) return spec.map((item: unknown) => withImpressions(item)) as T;
  if (typeof spec !== 'object' || spec === null) return spec;
  const copy = Object.fromEntries(
    Object.entries(spec).map(([key, value]) => [key, withImpressions(value as unknown)]),
  ) as Record<string, unknown>;
  if (typeof copy['clicks'] === 'number' && copy['clicks'] > 0 && copy['impressions'] === undefined)
    copy['impressions'] = copy['clicks'] * IMPRESSIONS_PER_CLICK;
  return copy as T;
}

/** The SP account's bulk sheet (keyword, ASIN and auto campaigns with search terms). */
export async function spBulkSheet(): Promise<UploadFile> {
  return {
    name: SP_BULK_NAME,
    mimeType: XLSX_TYPE,
    buffer: Buffer.from(await buildBulkWorkbook(withImpressions(SP_ACCOUNT))),
  };
}

/** The SB video account's bulk sheet (one video campaign, its brand and video asset). */
export async function sbBulkSheet(): Promise<UploadFile> {
  return {
    name: SB_BULK_NAME,
    mimeType: XLSX_TYPE,
    buffer: Buffer.from(await buildBulkWorkbook(withImpressions(SB_ACCOUNT))),
  };
}

/** The SP account's campaign the hourly report covers. */
export const SCHEDULE_CAMPAIGN = 'Board manual';

/**
 * 14 days of hourly rows ending 4 days before `today`: evenings convert best, nights not at all; one
 * campaign of that shape per name in `campaigns`.
 */
export async function hourlyReport(
  today: Date = new Date(),
  campaigns: readonly string[] = [SCHEDULE_CAMPAIGN],
): Promise<UploadFile> {
  const rows = [];
  const firstDay =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 17 * 86_400_000;
  for (let day = 0; day < 14; day += 1) {
    const date = new Date(firstDay + day * 86_400_000).toISOString().slice(0, 10);
    for (let hour = 0; hour < 24; hour += 1) {
      const clicks = 10;
      const orders = clicks * (hour >= 18 ? 0.2 : hour < 7 ? 0 : 0.08);
      for (const campaignName of campaigns)
        rows.push({
          campaignName,
          date,
          hour,
          metrics: { impressions: 400, clicks, spend: 8, sales: orders * 25, orders, units: orders },
        });
    }
  }
  return {
    name: 'hourly-campaign-report.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(await buildHourlyReport({ rows })),
  };
}

/** A real workbook without any bulk operations sheet (the server answers with a 100xx product code). */
export async function workbookWithoutBulkSheet(): Promise<UploadFile> {
  const bytes = await writeXlsx([{ name: 'Notes', rows: [['shopping list'], ['milk']] }]);
  return { name: 'bulk-notes.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(bytes) };
}

/** A bulk sheet breaking three of Amazon's upload rules: a negative budget, an unknown ad group, a bid too low. */
export async function workbookWithViolations(): Promise<UploadFile> {
  const header = [
    'Product',
    'Entity',
    'Operation',
    'Campaign ID',
    'Ad Group ID',
    'Campaign Name',
    'Start Date',
    'Targeting Type',
    'State',
    'Daily Budget',
    'Bid',
    'Keyword Text',
    'Match Type',
    'Bidding Strategy',
  ];
  const rows = [
    header,
    [
      'Sponsored Products',
      'Campaign',
      'Create',
      'launch',
      '',
      'Launch',
      '20991231',
      'Manual',
      'enabled',
      '-5',
      '',
      '',
      '',
      'Dynamic bids - down only',
    ],
    [
      'Sponsored Products',
      'Keyword',
      'Create',
      'launch',
      'grp',
      '',
      '',
      '',
      'enabled',
      '',
      '0.01',
      'board',
      'exact',
      '',
    ],
  ];
  const bytes = await writeXlsx([{ name: 'Sponsored Products Campaigns', rows }]);
  return { name: 'bulk-to-upload.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(bytes) };
}

/** The same campaign written correctly (budget, its ad group, a bid in range): it breaks no upload rule. */
export async function workbookWithoutViolations(): Promise<UploadFile> {
  const header = [
    'Product',
    'Entity',
    'Operation',
    'Campaign ID',
    'Ad Group ID',
    'Campaign Name',
    'Ad Group Name',
    'Start Date',
    'Targeting Type',
    'State',
    'Daily Budget',
    'Ad Group Default Bid',
    'Bid',
    'Keyword Text',
    'Match Type',
    'Bidding Strategy',
  ];
  const rows = [
    header,
    [
      'Sponsored Products',
      'Campaign',
      'Create',
      'launch',
      '',
      'Launch',
      '',
      '20991231',
      'Manual',
      'enabled',
      '20',
      '',
      '',
      '',
      '',
      'Dynamic bids - down only',
    ],
    [
      'Sponsored Products',
      'Ad Group',
      'Create',
      'launch',
      'grp',
      '',
      'Board exact',
      '',
      '',
      'enabled',
      '',
      '0.75',
      '',
      '',
      '',
      '',
    ],
    [
      'Sponsored Products',
      'Keyword',
      'Create',
      'launch',
      'grp',
      '',
      '',
      '',
      '',
      'enabled',
      '',
      '',
      '0.8',
      'board',
      'exact',
      '',
    ],
  ];
  const bytes = await writeXlsx([{ name: 'Sponsored Products Campaigns', rows }]);
  return { name: 'bulk-clean.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(bytes) };
}

/** A search term report saved as xlsx: a report, not a bulk sheet (the wrong file for the bulk field). */
export async function searchTermReportXlsx(): Promise<UploadFile> {
  const bytes = await buildConsoleReport({
    kind: 'spSearchTerm',
    format: 'xlsx',
    rows: [
      {
        campaignName: SCHEDULE_CAMPAIGN,
        adGroupName: 'board broad',
        targeting: 'board',
        searchTerm: 'board',
      },
    ],
  });
  return {
    name: 'Sponsored Products Search term report.xlsx',
    mimeType: XLSX_TYPE,
    buffer: Buffer.from(bytes),
  };
}
