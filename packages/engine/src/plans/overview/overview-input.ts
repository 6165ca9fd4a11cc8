// The overview's input read from a seller's uploaded files: the bulk sheet's campaigns, targets and
// placement rows, and the console and hourly reports for what the sheet lacks (campaigns and targets when
// no sheet came, placements, and the daily trend, which only reports with a date per row can give).
import type { Marketplace } from '@adplan/contracts';
import type { AccountModel, ProductTarget } from '../../model/account';
import type { Metrics } from '../../model/metrics';
import type { ConsoleReport, HourlyCampaignRow } from '../../model/reports';
import type { AccountDataSource } from '../account-data-source';
import { addCounts, zeroCounts } from './overview-summary';
import type {
  OverviewAdProduct,
  OverviewCampaignInput,
  OverviewCounts,
  OverviewDayInput,
  OverviewInput,
  OverviewPlacementInput,
  OverviewTargetInput,
  OverviewTargetKind,
} from './overview-model';

/** The account data an uploaded overview is read from. */
export interface UploadedOverviewData {
  marketplace: Marketplace;
  account?: AccountModel;
  reports: readonly ConsoleReport[];
  hourly: readonly HourlyCampaignRow[];
  window?: { start: string; end: string };
}

const AUTO_GROUPS: readonly string[] = ['close-match', 'loose-match', 'substitutes', 'complements', '*'];

/** The overview's counts of a metrics record (units are not shown). */
export const countsOf = (m: Metrics): OverviewCounts => ({
  impressions: m.impressions,
  clicks: m.clicks,
  spend: m.spend,
  sales: m.sales,
  orders: m.orders,
});

/** Keyword, auto group or product/category target, from a targeting expression or keyword text. */
export function targetKindOf(expression: string, isKeyword: boolean): OverviewTargetKind {
  if (isKeyword) return 'keyword';
  return AUTO_GROUPS.includes(expression.trim().toLowerCase()) ? 'auto' : 'product';
}

const hasTraffic = (c: OverviewCounts): boolean => c.impressions > 0 || c.clicks > 0 || c.spend > 0;

/** The sum of a campaign's keywords and targets (sheets that leave the campaign row's metrics empty). */
function childCounts(
  groups: ReadonlyArray<{
    keywords: Array<{ metrics: Metrics }>;
    productTargets: Array<{ metrics: Metrics }>;
  }>,
): OverviewCounts {
  return groups
    .flatMap((g) => [...g.keywords, ...g.productTargets])
    .reduce((sum, child) => addCounts(sum, countsOf(child.metrics)), zeroCounts());
}

/** The campaign row's own figures, or its children's sum when the row carries none. */
function campaignCounts(c: {
  metrics: Metrics;
  adGroups: Parameters<typeof childCounts>[0];
}): OverviewCounts {
  const own = countsOf(c.metrics);
  return hasTraffic(own) ? own : childCounts(c.adGroups);
}

function bulkCampaigns(account: AccountModel): OverviewCampaignInput[] {
  return [
    ...account.sponsoredProducts.campaigns.map((c) => ({
      adProduct: 'SP' as const,
      campaignId: c.id,
      name: c.name,
      targeting: c.targetingType,
      counts: campaignCounts(c),
    })),
    ...account.sponsoredBrands.campaigns.map((c) => ({
      adProduct: 'SB' as const,
      campaignId: c.id,
      name: c.name,
      counts: campaignCounts(c),
    })),
  ];
}

function bulkTargets(account: AccountModel): OverviewTargetInput[] {
  const groups = [
    ...account.sponsoredProducts.campaigns.flatMap((c) =>
      c.adGroups.map((g) => ({ adProduct: 'SP' as OverviewAdProduct, campaign: c.name, group: g })),
    ),
    ...account.sponsoredBrands.campaigns.flatMap((c) =>
      c.adGroups.map((g) => ({ adProduct: 'SB' as OverviewAdProduct, campaign: c.name, group: g })),
    ),
  ];
  const productTarget = (
    adProduct: OverviewAdProduct,
    campaign: string,
    group: string,
    t: ProductTarget,
  ) => ({
    adProduct,
    campaignName: campaign,
    adGroupName: group,
    text: t.resolvedExpression ?? t.expression,
    kind: targetKindOf(t.expression, false),
    counts: countsOf(t.metrics),
  });
  return groups.flatMap(({ adProduct, campaign, group }) => [
    ...group.keywords.map((k) => ({
      adProduct,
      campaignName: campaign,
      adGroupName: group.name,
      text: k.text,
      kind: 'keyword' as const,
      matchType: k.matchType,
      counts: countsOf(k.metrics),
    })),
    ...group.productTargets.map((t) => productTarget(adProduct, campaign, group.name, t)),
  ]);
}

function bulkPlacements(account: AccountModel): OverviewPlacementInput[] {
  return [
    ...account.sponsoredProducts.campaigns.flatMap((c) =>
      c.biddingAdjustments.map((a) => ({
        campaignName: c.name,
        placement: a.placement,
        counts: countsOf(a.metrics),
      })),
    ),
    ...account.sponsoredBrands.campaigns.flatMap((c) =>
      c.placementAdjustments.map((a) => ({
        campaignName: c.name,
        placement: a.placement,
        counts: countsOf(a.metrics),
      })),
    ),
  ].filter((p) => hasTraffic(p.counts));
}

/** Campaign totals from report rows, for uploads without a bulk sheet (a schedule's hourly files). */
function reportCampaigns(
  reports: readonly ConsoleReport[],
  hourly: readonly HourlyCampaignRow[],
): OverviewCampaignInput[] {
  const rows: ReadonlyArray<{ campaignName?: string; metrics: Metrics }> =
    reports.find((r) => r.kind === 'spTargeting')?.rows ??
    reports.find((r) => r.kind === 'spSearchTerm')?.rows ??
    reports.find((r) => r.kind === 'spPlacement')?.rows ??
    hourly;
  return rows.flatMap((row) =>
    row.campaignName
      ? [{ adProduct: 'SP' as const, name: row.campaignName, counts: countsOf(row.metrics) }]
      : [],
  );
}

function reportTargets(reports: readonly ConsoleReport[]): OverviewTargetInput[] {
  const report = reports.find((r) => r.kind === 'spTargeting');
  if (report?.kind !== 'spTargeting') return [];
  return report.rows.map((row) => ({
    adProduct: 'SP' as const,
    campaignName: row.campaignName,
    adGroupName: row.adGroupName,
    text: row.targeting,
    kind: targetKindOf(row.targeting, row.matchType !== undefined),
    ...(row.matchType ? { matchType: row.matchType } : {}),
    counts: countsOf(row.metrics),
  }));
}

function reportPlacements(reports: readonly ConsoleReport[]): OverviewPlacementInput[] {
  const report = reports.find((r) => r.kind === 'spPlacement');
  if (report?.kind !== 'spPlacement') return [];
  return report.rows.map((row) => ({
    campaignName: row.campaignName,
    placement: row.placement,
    counts: countsOf(row.metrics),
  }));
}

/**
 * The daily trend from the first source whose rows each carry a date: the targeting report (all SP spend),
 * the advertised-product report, the placement report, then the hourly report summed per day. One source
 * only, so no day counts the same spend twice.
 */
function dailyRows(
  reports: readonly ConsoleReport[],
  hourly: readonly HourlyCampaignRow[],
): OverviewDayInput[] {
  const dated = (rows: ReadonlyArray<{ date?: string; metrics: Metrics }>) =>
    rows.length > 0 && rows.every((row) => row.date !== undefined);
  for (const kind of ['spTargeting', 'spAdvertisedProduct', 'spPlacement'] as const) {
    const report = reports.find((r) => r.kind === kind);
    const rows = report?.rows as ReadonlyArray<{ date?: string; metrics: Metrics }> | undefined;
    if (rows && dated(rows))
      return rows.map((row) => ({ date: row.date ?? '', counts: countsOf(row.metrics) }));
  }
  return hourly.map((row) => ({ date: row.date, counts: countsOf(row.metrics) }));
}

/** The overview's input from uploaded files: the bulk sheet first, the reports for what it lacks. */
export function overviewInputFromUpload(data: UploadedOverviewData): OverviewInput {
  const { account, reports, hourly } = data;
  const campaigns = account ? bulkCampaigns(account) : [];
  const targets = account ? bulkTargets(account) : [];
  const placements = account ? bulkPlacements(account) : [];
  const fromReports = reportTargets(reports);
  const input: OverviewInput = {
    marketplace: data.marketplace,
    campaigns: campaigns.length > 0 ? campaigns : reportCampaigns(reports, hourly),
    // A sheet exported without metrics (or none) leaves the targets' figures to the targeting report.
    targets: targets.some((t) => hasTraffic(t.counts)) || fromReports.length === 0 ? targets : fromReports,
    placements: placements.length > 0 ? placements : reportPlacements(reports),
    days: dailyRows(reports, hourly),
  };
  if (data.window) input.window = data.window;
  return input;
}

/**
 * The overview's input from a flow's data source after the flow read it (each file is read once, so this
 * reads nothing again); the hourly rows only when hourly files came (their absence is no error here).
 */
export async function readOverviewInput(
  source: AccountDataSource,
  marketplace: Marketplace,
  hasHourlyFiles: boolean,
): Promise<OverviewInput> {
  const account = await source.account();
  const reports = await source.consoleReports();
  const hourly = hasHourlyFiles ? await source.hourlyRows() : [];
  const window = source.dataWindow(marketplace);
  return overviewInputFromUpload({
    marketplace,
    reports,
    hourly,
    ...(account ? { account } : {}),
    ...(window ? { window: { start: window.start, end: window.end } } : {}),
  });
}
