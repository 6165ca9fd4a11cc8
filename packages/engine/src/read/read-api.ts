// Public API of the readers: seller files (bulk workbooks, console reports, hourly reports) in, typed
// account model and report rows out, or an EngineError with a product code (spec §8) saying where
// in the file and what is wrong. Everything here is bounded against hostile input (read-limits.ts).
export { readBulkWorkbook, type ReadBulkWorkbookOptions } from './bulk-workbook-reader';
export { readBulkRows, type ReadBulkRowsResult } from './bulk-rows-reader';
export { readConsoleReport } from './console-report-reader';
export { readHourlyReports } from './hourly-report-reader';
export { sniffFileKind, type FileKind } from './file-sniffer';
export {
  chooseProductAd,
  findCampaignsForAsin,
  hourlyRowsForCampaign,
  isValidProductAd,
  requireKeywords,
  requireSearchTerms,
  requireSheets,
  requireValidProductAds,
} from './account-queries';
export { linkSearchTerms } from './search-term-linker';
export { READ_CODE } from './read-errors';
export type { BulkTabKey } from './sheet-aliases';
export {
  MAX_BULK_FILE_BYTES,
  MAX_CELL_TEXT_LENGTH,
  MAX_COLUMNS,
  MAX_COMPRESSION_RATIO,
  MAX_CONSECUTIVE_EMPTY_ROWS,
  MAX_HOURLY_FILES,
  MAX_REPORT_FILE_BYTES,
  MAX_ROWS_PER_SHEET,
  MAX_SHARED_STRINGS,
  MAX_SHARED_STRINGS_BYTES,
  MAX_TOTAL_UNCOMPRESSED_BYTES,
  MAX_ZIP_ENTRIES,
} from './read-limits';
