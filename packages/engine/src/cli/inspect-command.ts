// `adplan inspect FILE [--json]`: what AdPlan reads from a file. A bulk workbook gives entity counts per ad
// product, search-term rows and reading problems; a console report or hourly CSV gives its kind and rows.
import type { AccountModel, ReadProblem, SbCampaign, SpCampaign } from '../model/account';
import { isEngineError } from '../errors/engine-error';
import { readBulkWorkbook, readConsoleReport, readHourlyReports, sniffFileKind } from '../read/read-api';
import { EXIT, readInputFile } from './cli-errors';
import type { CliIo } from './cli-io';
import { COMMON_OPTIONS, languageOf, parseCommandArgs, singleFile } from './cli-usage';
import { formatInspectText } from './inspect-text';

/** Usage of the inspect command. */
export const INSPECT_USAGE = 'Usage: adplan inspect FILE [--json] [--lang zh|en]\n';

/** Product code of a workbook without the expected sheet (spec §8). */
const MISSING_SHEET = 10003;

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

/** The inspect answer (the JSON printed with --json). */
export interface InspectSummary {
  file: string;
  kind: 'bulk' | 'report';
  sponsoredProducts: EntityCounts;
  sponsoredBrands: EntityCounts;
  searchTerms: { sponsoredProducts: number; sponsoredBrands: number };
  problems: Array<{ code?: number; message: string; sheet?: string; row?: number; column?: string }>;
  report?: { kind: string; rows: number };
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

/** Reads any supported file: a bulk workbook first, then a console report, then an hourly CSV. */
export async function inspectFile(
  file: string,
  bytes: Uint8Array,
  language: 'zh' | 'en',
): Promise<InspectSummary> {
  const kind = sniffFileKind(bytes);
  if (kind === 'xlsx' || kind === 'xls') {
    try {
      return bulkSummary(file, await readBulkWorkbook(bytes, { fileName: file }), language);
    } catch (error) {
      if (!isEngineError(error) || error.code !== MISSING_SHEET) throw error;
    }
  }
  return readReport(file, bytes);
}

/** Runs the inspect command and returns its exit code. */
export async function runInspectCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, COMMON_OPTIONS);
  if (values.help) {
    io.stdout(INSPECT_USAGE);
    return EXIT.ok;
  }
  const language = languageOf(values.lang);
  const file = singleFile(positionals, 'inspect');
  const summary = await inspectFile(file, await readInputFile(io, file), language);
  io.stdout(values.json ? `${JSON.stringify(summary, null, 2)}\n` : formatInspectText(summary, language));
  return EXIT.ok;
}
