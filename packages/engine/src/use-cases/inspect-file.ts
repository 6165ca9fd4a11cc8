// The inspect use case: what AdPlan reads from a file (the CLI's `adplan inspect`, the server's upload check). A seller's bulk export gives entity counts
// per ad product, search-term rows and reading problems; an upload file (rows with an Operation, such as a
// generated plan) gives its rows per entity and operation; a console report or hourly CSV its kind and rows.
import type { AccountModel, ReadProblem, SbCampaign, SpCampaign } from '../model/account';
import type { BulkOperation, ReadBulkRow, SbEntity, SpEntity } from '../model/bulk-row';
import { isEngineError } from '../errors/engine-error';
import { bulkColumnOf } from '../read/header-aliases';
import {
  readBulkRows,
  readBulkWorkbook,
  readConsoleReport,
  readHourlyReports,
  sniffFileKind,
  type ReadBulkRowsResult,
} from '../read/read-api';

/** Usage of the inspect command. */

/** Product code of a workbook without the expected sheet (spec §8). */
const MISSING_SHEET = 10003;
/** Product code the console reader gives a file that is no console report (a bulk sheet, no report header). */
const NOT_A_REPORT = 10001;

/** Entity counts of one ad product. */
export interface EntityCounts {
  campaigns: number;
  adGroups: number;
  productAds?: number;
  ads?: number;
  keywords: number;
  negativeKeywords: number;
  campaignNegativeKeywords: number;
  productTargets: number;
  negativeProductTargets: number;
  biddingAdjustments: number;
}

/** Rows of one entity by operation. */
export type OperationCounts = Partial<Record<BulkOperation, number>>;

/** What an upload file asks Amazon to do: its rows with an Operation, per ad product, entity and operation. */
export interface UploadContents {
  /** Rows with an Operation the engine understood. */
  rows: number;
  /** Rows without an Operation (context rows of an export), which an upload skips. */
  contextRows: number;
  sponsoredProducts: Partial<Record<SpEntity, OperationCounts>>;
  sponsoredBrands: Partial<Record<SbEntity, OperationCounts>>;
}

/** The inspect answer (the JSON printed with --json). */
export interface InspectSummary {
  file: string;
  /** `bulk`: a seller's export; `upload`: a workbook whose rows carry an Operation; `report`: a console or hourly report. */
  kind: 'bulk' | 'upload' | 'report';
  /** Entity counts; for an upload file, the rows with an Operation of each entity. */
  sponsoredProducts: EntityCounts;
  sponsoredBrands: EntityCounts;
  searchTerms: { sponsoredProducts: number; sponsoredBrands: number };
  problems: Array<{ code?: number; message: string; sheet?: string; row?: number; column?: string }>;
  report?: { kind: string; rows: number };
  upload?: UploadContents;
}

const sum = <T>(items: readonly T[], count: (item: T) => number): number =>
  items.reduce((total, item) => total + count(item), 0);

/** Counts of the SP campaigns. */
function spCounts(campaigns: readonly SpCampaign[]): EntityCounts {
  const groups = campaigns.flatMap((campaign) => campaign.adGroups);
  return {
    campaigns: campaigns.length,
    adGroups: groups.length,
    productAds: sum(groups, (group) => group.productAds.length),
    keywords: sum(groups, (group) => group.keywords.length),
    negativeKeywords: sum(groups, (group) => group.negativeKeywords.length),
    campaignNegativeKeywords: sum(campaigns, (campaign) => campaign.campaignNegativeKeywords.length),
    productTargets: sum(groups, (group) => group.productTargets.length),
    negativeProductTargets: sum(groups, (group) => group.negativeProductTargets.length),
    biddingAdjustments: sum(campaigns, (campaign) => campaign.biddingAdjustments.length),
  };
}

/** Counts of the SB campaigns (ads of every format instead of product ads). */
function sbCounts(campaigns: readonly SbCampaign[]): EntityCounts {
  const groups = campaigns.flatMap((campaign) => campaign.adGroups);
  return {
    campaigns: campaigns.length,
    adGroups: groups.length,
    ads: sum(groups, (group) => group.ads.length),
    keywords: sum(groups, (group) => group.keywords.length),
    negativeKeywords: sum(groups, (group) => group.negativeKeywords.length),
    campaignNegativeKeywords: 0,
    productTargets: sum(groups, (group) => group.productTargets.length),
    negativeProductTargets: sum(groups, (group) => group.negativeProductTargets.length),
    biddingAdjustments: sum(campaigns, (campaign) => campaign.placementAdjustments.length),
  };
}

/** A reading problem in the chosen language. */
const problemJson = (problem: ReadProblem, language: 'zh' | 'en') => ({
  ...(problem.code === undefined ? {} : { code: problem.code }),
  message: problem.message[language],
  ...(problem.location ?? {}),
});

/** The summary of a bulk workbook. */
function bulkSummary(file: string, model: AccountModel, language: 'zh' | 'en'): InspectSummary {
  return {
    file,
    kind: 'bulk',
    sponsoredProducts: spCounts(model.sponsoredProducts.campaigns),
    sponsoredBrands: sbCounts(model.sponsoredBrands.campaigns),
    searchTerms: {
      sponsoredProducts: model.searchTerms.sponsoredProducts.length,
      sponsoredBrands: model.searchTerms.sponsoredBrands.length,
    },
    problems: model.problems.map((problem) => problemJson(problem, language)),
  };
}

/** The summary of a console report or hourly CSV. */
function reportSummary(file: string, kind: string, rows: number): InspectSummary {
  return {
    file,
    kind: 'report',
    sponsoredProducts: spCounts([]),
    sponsoredBrands: sbCounts([]),
    searchTerms: { sponsoredProducts: 0, sponsoredBrands: 0 },
    problems: [],
    report: { kind, rows },
  };
}

/** Reads a console report (hourly reports included), then tries the hourly reader; keeps the first error. */
async function readReport(file: string, bytes: Uint8Array): Promise<InspectSummary> {
  try {
    const report = await readConsoleReport(bytes, { fileName: file });
    return reportSummary(file, report.kind, report.rows.length);
  } catch (error) {
    if (!isEngineError(error)) throw error;
    const hourly = await readHourlyReports([{ name: file, bytes }]).catch(() => undefined);
    if (!hourly) throw error;
    return reportSummary(file, 'hourlyCampaign', hourly.length);
  }
}

/** The counts key of each SP entity. */
const SP_COUNT_KEYS: Record<SpEntity, keyof EntityCounts> = {
  campaign: 'campaigns',
  biddingAdjustment: 'biddingAdjustments',
  adGroup: 'adGroups',
  productAd: 'productAds',
  keyword: 'keywords',
  negativeKeyword: 'negativeKeywords',
  campaignNegativeKeyword: 'campaignNegativeKeywords',
  productTargeting: 'productTargets',
  negativeProductTargeting: 'negativeProductTargets',
};

/** The counts key of each SB entity (every ad format counts as an ad). */
const SB_COUNT_KEYS: Record<SbEntity, keyof EntityCounts> = {
  campaign: 'campaigns',
  biddingAdjustmentByPlacement: 'biddingAdjustments',
  adGroup: 'adGroups',
  productCollectionAd: 'ads',
  videoAd: 'ads',
  brandVideoAd: 'ads',
  storeSpotlightAd: 'ads',
  keyword: 'keywords',
  negativeKeyword: 'negativeKeywords',
  productTargeting: 'productTargets',
  negativeProductTargeting: 'negativeProductTargets',
};

/** True when the reader understood the row's Entity and Operation (otherwise they are placeholders). */
function understood(item: ReadBulkRow): boolean {
  const columns = Object.keys(item.unparsed).map((header) => bulkColumnOf(header) ?? header);
  return !columns.includes('entity') && !columns.includes('operation');
}

/** Cells of upload rows the reader could not understand, as inspect problems. */
function unparsedProblems(rows: readonly ReadBulkRow[], language: 'zh' | 'en') {
  return rows.flatMap((item) =>
    Object.entries(item.unparsed).map(([column, raw]) => ({
      message:
        language === 'zh'
          ? `「${raw}」不是「${column}」列的有效取值`
          : `"${raw}" is not a valid value for "${column}"`,
      sheet: item.source.sheet,
      row: item.source.row,
      column,
    })),
  );
}

/** The summary of an upload file: its rows with an Operation counted per ad product, entity and operation. */
function uploadSummary(file: string, read: ReadBulkRowsResult, language: 'zh' | 'en'): InspectSummary {
  const sp = spCounts([]);
  const sb = sbCounts([]);
  const upload: UploadContents = {
    rows: 0,
    contextRows: read.contextRows,
    sponsoredProducts: {},
    sponsoredBrands: {},
  };
  for (const { row } of read.rows.filter(understood)) {
    upload.rows += 1;
    if (row.product === 'sponsoredProducts') {
      const byOperation = (upload.sponsoredProducts[row.entity] ??= {});
      byOperation[row.operation] = (byOperation[row.operation] ?? 0) + 1;
      const key = SP_COUNT_KEYS[row.entity];
      sp[key] = (sp[key] ?? 0) + 1;
    } else {
      const byOperation = (upload.sponsoredBrands[row.entity] ??= {});
      byOperation[row.operation] = (byOperation[row.operation] ?? 0) + 1;
      const key = SB_COUNT_KEYS[row.entity];
      sb[key] = (sb[key] ?? 0) + 1;
    }
  }
  return {
    file,
    kind: 'upload',
    sponsoredProducts: sp,
    sponsoredBrands: sb,
    searchTerms: { sponsoredProducts: 0, sponsoredBrands: 0 },
    problems: unparsedProblems(read.rows, language),
    upload,
  };
}

/**
 * Reads any supported file. A workbook whose rows carry an Operation is an upload file (a plan, or an export
 * the seller edited): its rows are counted as they are, because such a file may update campaigns it does not
 * hold (the account model would refuse it with 10027). Any other workbook is read into the account model,
 * then a console report, then an hourly CSV.
 */
export async function inspectFile(
  file: string,
  bytes: Uint8Array,
  language: 'zh' | 'en',
): Promise<InspectSummary> {
  const kind = sniffFileKind(bytes);
  if (kind === 'xlsx' || kind === 'xls') {
    // A console report saved as a workbook is a report (its search-term header would also pass for a bulk
    // search-term tab); the console reader answers 10001 for anything that is no report.
    const report = await readConsoleReport(bytes, { fileName: file }).catch((error: unknown) => {
      if (isEngineError(error) && error.code === NOT_A_REPORT) return undefined;
      throw error;
    });
    if (report) return reportSummary(file, report.kind, report.rows.length);
    try {
      const upload = await readBulkRows(bytes);
      if (upload.rows.length > 0) return uploadSummary(file, upload, language);
      return bulkSummary(file, await readBulkWorkbook(bytes, { fileName: file }), language);
    } catch (error) {
      if (!isEngineError(error) || error.code !== MISSING_SHEET) throw error;
    }
  }
  return readReport(file, bytes);
}
