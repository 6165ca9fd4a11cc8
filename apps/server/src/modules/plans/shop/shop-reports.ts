// The Reporting v3 requests a linked-shop plan reads (reference §5.4) and their merge over the window's
// two ranges: rows of the same entity are summed, so the model sees one total per entity for 60 days.
import type { ReportRequest, ReportRow } from '../../../amazon/ads-api';
import type { ShopAccountReader } from '../../../ports/shop-account-reader';

/** Which ad product's data a flow needs. */
export type ShopAdProduct = 'SPONSORED_PRODUCTS' | 'SPONSORED_BRANDS';

const SP_METRICS = ['impressions', 'clicks', 'cost', 'purchases7d', 'sales7d', 'unitsSoldClicks7d'];
const SB_METRICS = ['impressions', 'clicks', 'cost', 'purchases', 'sales', 'unitsSold'];

/** A report the loader requests: its type, grouping, the columns that identify a row, and the metrics. */
interface ReportSpec {
  key: ShopReportKey;
  adProduct: ShopAdProduct;
  reportTypeId: string;
  groupBy: string[];
  keyColumns: string[];
  metrics: string[];
}

export type ShopReportKey =
  | 'spCampaigns'
  | 'spPlacements'
  | 'spTargeting'
  | 'spSearchTerm'
  | 'spAdvertisedProduct'
  | 'sbCampaigns'
  | 'sbTargeting'
  | 'sbSearchTerm';

const REPORTS: ReportSpec[] = [
  {
    key: 'spCampaigns',
    adProduct: 'SPONSORED_PRODUCTS',
    reportTypeId: 'spCampaigns',
    groupBy: ['campaign'],
    keyColumns: ['campaignId'],
    metrics: SP_METRICS,
  },
  {
    key: 'spPlacements',
    adProduct: 'SPONSORED_PRODUCTS',
    reportTypeId: 'spCampaigns',
    groupBy: ['campaign', 'campaignPlacement'],
    keyColumns: ['campaignId', 'placementClassification'],
    metrics: SP_METRICS,
  },
  {
    key: 'spTargeting',
    adProduct: 'SPONSORED_PRODUCTS',
    reportTypeId: 'spTargeting',
    groupBy: ['targeting'],
    keyColumns: ['campaignId', 'adGroupId', 'keywordId', 'keyword', 'matchType', 'targeting'],
    metrics: SP_METRICS,
  },
  {
    key: 'spSearchTerm',
    adProduct: 'SPONSORED_PRODUCTS',
    reportTypeId: 'spSearchTerm',
    groupBy: ['searchTerm'],
    keyColumns: ['campaignId', 'adGroupId', 'keywordId', 'keyword', 'matchType', 'targeting', 'searchTerm'],
    metrics: SP_METRICS,
  },
  {
    key: 'spAdvertisedProduct',
    adProduct: 'SPONSORED_PRODUCTS',
    reportTypeId: 'spAdvertisedProduct',
    groupBy: ['advertiser'],
    keyColumns: ['campaignId', 'adGroupId', 'adId', 'advertisedAsin', 'advertisedSku'],
    metrics: SP_METRICS,
  },
  {
    key: 'sbCampaigns',
    adProduct: 'SPONSORED_BRANDS',
    reportTypeId: 'sbCampaigns',
    groupBy: ['campaign'],
    keyColumns: ['campaignId'],
    metrics: SB_METRICS,
  },
  {
    key: 'sbTargeting',
    adProduct: 'SPONSORED_BRANDS',
    reportTypeId: 'sbTargeting',
    groupBy: ['targeting'],
    keyColumns: ['campaignId', 'adGroupId', 'keywordId', 'keywordText', 'matchType', 'targetingExpression'],
    metrics: SB_METRICS,
  },
  {
    key: 'sbSearchTerm',
    adProduct: 'SPONSORED_BRANDS',
    reportTypeId: 'sbSearchTerm',
    groupBy: ['searchTerm'],
    keyColumns: ['campaignId', 'adGroupId', 'keywordId', 'keywordText', 'matchType', 'searchTerm'],
    metrics: SB_METRICS,
  },
];

/** Merged report rows by report. */
export type ShopReports = Partial<Record<ShopReportKey, ReportRow[]>>;

/** Sums the metric columns of rows with the same key columns (the same entity in both ranges). */
export function mergeReportRows(
  spec: Pick<ReportSpec, 'keyColumns' | 'metrics'>,
  rows: ReportRow[],
): ReportRow[] {
  const merged = new Map<string, ReportRow>();
  for (const row of rows) {
    const key = spec.keyColumns.map((column) => String(row[column] ?? '')).join('\u0000');
    const kept = merged.get(key);
    if (!kept) {
      merged.set(key, { ...row });
      continue;
    }
    for (const metric of spec.metrics) kept[metric] = Number(kept[metric] ?? 0) + Number(row[metric] ?? 0);
  }
  return [...merged.values()];
}

/** Runs every report of `adProduct` over each range (SUMMARY) and merges the ranges. */
export async function loadShopReports(
  reader: ShopAccountReader,
  adProduct: ShopAdProduct,
  ranges: Array<{ startDate: string; endDate: string }>,
  timeoutMs: number,
): Promise<ShopReports> {
  const specs = REPORTS.filter((spec) => spec.adProduct === adProduct);
  const answers = await Promise.all(
    specs.map(async (spec) => {
      const rows: ReportRow[] = [];
      for (const range of ranges) {
        const request: ReportRequest = {
          name: `adplan ${spec.key} ${range.startDate}`,
          startDate: range.startDate,
          endDate: range.endDate,
          adProduct: spec.adProduct,
          reportTypeId: spec.reportTypeId,
          groupBy: spec.groupBy,
          columns: [...spec.keyColumns, ...spec.metrics],
          timeUnit: 'SUMMARY',
        };
        rows.push(...(await reader.readReport(request, timeoutMs)));
      }
      return [spec.key, mergeReportRows(spec, rows)] as const;
    }),
  );
  return Object.fromEntries(answers);
}
