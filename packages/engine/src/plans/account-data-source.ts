// The data-loading seam of the flows: every flow reads the seller's account data through an
// AccountDataSource, never from files directly. Today's implementation reads the uploaded files (bulk
// sheet, console reports, hourly reports); the linked-shop one (`accountModelSource`) answers from an
// account model the server built from the Amazon Ads API, so the same flows run unchanged.
import type { Marketplace } from '@adplan/contracts';
import type { AccountModel } from '../model/account';
import type { InputFile, PlanInputs } from '../model/flow';
import type { ConsoleReport, HourlyCampaignRow } from '../model/reports';
import { MAX_HOURLY_FILES, readBulkWorkbook, readConsoleReport, readHourlyReports } from '../read/read-api';
import { ParameterCheckError } from './parameters/parameter-fields';
import { parseBulkFileName, type DataWindow } from './shared/data-window';
import { scheduleMessages } from './schedule/schedule-messages';
import { isEngineError } from '../errors/engine-error';
import { PRODUCT_CODE } from '../errors/product-codes';

/** Where a flow's account data comes from; each answer is read once and kept. */
export interface AccountDataSource {
  /** What the data is, for notes: the uploaded files or a linked shop. */
  readonly kind: 'uploaded-files' | 'linked-shop';
  /** The account's campaigns, ad groups, keywords, targets and metrics; undefined when none was given. */
  account(): Promise<AccountModel | undefined>;
  /** The console reports given (search-term and other reports), each read once. */
  consoleReports(): Promise<ConsoleReport[]>;
  /** How many console reports were given (before reading them). */
  readonly consoleReportCount: number;
  /** The hourly campaign rows of the schedule; refuses with 20007/20001 when none or too many files were given. */
  hourlyRows(): Promise<HourlyCampaignRow[]>;
  /** The dates the account data covers, when known. */
  dataWindow(marketplace: Marketplace): DataWindow | undefined;
}

/** Keeps the first answer of an async read, so a second caller never reads the file again. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => (kept ??= read());
}

/** Refuses a missing or oversized set of hourly files before reading them (spec §5: up to 10 CSV files). */
function checkHourlyFiles(inputs: PlanInputs): void {
  if (inputs.hourly.length === 0)
    throw new ParameterCheckError(PRODUCT_CODE.parameterMissing, [
      { field: 'hourly', key: 'required', message: scheduleMessages.noHourlyFiles() },
    ]);
  if (inputs.hourly.length > MAX_HOURLY_FILES) {
    const message = scheduleMessages.tooManyHourlyFiles(inputs.hourly.length, MAX_HOURLY_FILES);
    throw new ParameterCheckError(PRODUCT_CODE.parameterInvalid, [
      { field: 'hourly', key: 'outOfRange', message },
    ]);
  }
}

/**
 * One uploaded report: a console report, or a bulk export holding the SP search-term tab (even that tab
 * alone), which is search-term data too. A file that is neither keeps the console reader's error.
 */
async function readReportFile(file: InputFile): Promise<ConsoleReport> {
  try {
    return await readConsoleReport(file.bytes, { fileName: file.name });
  } catch (error) {
    // Only a file the console reader found to be no report at all (10001: a bulk sheet, no report header)
    // may be a bulk export; a report it recognised and refused (10012: an AED report, a bad number) stays
    // refused, or the bulk reader, which also knows a search-term tab by its header, would swallow it.
    const notAReport = isEngineError(error) && error.code === PRODUCT_CODE.fileUnreadable;
    const bulk = notAReport
      ? await readBulkWorkbook(file.bytes, { fileName: file.name, searchTermsOnly: true }).catch(
          () => undefined,
        )
      : undefined;
    if (!bulk || bulk.searchTerms.sponsoredProducts.length === 0) throw error;
    // Its Portfolios tab names the currency as a report's Currency column would.
    const currencies = [...new Set(bulk.portfolios.flatMap((p) => (p.currency ? [p.currency] : [])))];
    return {
      kind: 'spSearchTerm',
      rows: bulk.searchTerms.sponsoredProducts,
      ...(currencies.length > 0 ? { currencies } : {}),
    };
  }
}

/** The account data of the files a seller uploaded with the plan request. */
export function uploadedFilesSource(inputs: PlanInputs): AccountDataSource {
  const { bulk } = inputs;
  return {
    kind: 'uploaded-files',
    account: once(async () => (bulk ? readBulkWorkbook(bulk.bytes, { fileName: bulk.name }) : undefined)),
    consoleReports: once(async () => {
      const reports: ConsoleReport[] = [];
      for (const file of inputs.reports) reports.push(await readReportFile(file));
      return reports;
    }),
    consoleReportCount: inputs.reports.length,
    hourlyRows: once(async () => {
      checkHourlyFiles(inputs);
      return readHourlyReports(inputs.hourly);
    }),
    dataWindow: (marketplace) => (bulk ? parseBulkFileName(bulk.name, marketplace) : undefined),
  };
}

/**
 * The account data of a linked shop: a model the caller loaded from the Amazon Ads API (entities, metrics,
 * search terms) and the report window it covers. No console reports or hourly files come with it.
 */
export function accountModelSource(model: AccountModel, window?: DataWindow): AccountDataSource {
  return {
    kind: 'linked-shop',
    account: () => Promise.resolve(model),
    consoleReports: () => Promise.resolve([]),
    consoleReportCount: 0,
    hourlyRows: () =>
      Promise.reject(
        new ParameterCheckError(PRODUCT_CODE.parameterMissing, [
          { field: 'hourly', key: 'required', message: scheduleMessages.noHourlyFiles() },
        ]),
      ),
    dataWindow: () => window,
  };
}
