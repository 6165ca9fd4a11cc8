// Test builders of @adplan/engine (subpath '@adplan/engine/testing'): realistic seller files made from
// compact descriptions, for the engine's tests, other packages' tests and the benchmarks.
export * from './bulk-workbook-spec';
export { buildBulkWorkbook, bulkWorkbookSheets, metricCells } from './bulk-workbook-builder';
export { writeXlsx, type SheetToWrite, type XlsxWriteOptions } from './xlsx-file-writer';
export { buildCsv, encodeCsvText, type CsvEncoding, type CsvOptions } from './csv-builder';
export { encodeLegacy } from './legacy-encoders';
export * from './report-builders';
export { generateLargeAccount, type LargeAccountOptions } from './large-account-generator';
export { sampleAccount } from './sample-accounts';
export {
  buildOle2,
  buildRawXlsx,
  inlineRow,
  patchZipEntry,
  worksheetXml,
  type RawSheet,
  type RawXlsxOptions,
} from './raw-xlsx-builder';
