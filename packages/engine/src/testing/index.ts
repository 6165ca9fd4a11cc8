// Test builders of @adplan/engine (subpath '@adplan/engine/testing'): realistic seller files made from
// compact descriptions, for the engine's tests, other packages' tests and the benchmarks; and the lower-level
// engine pieces they use that are not part of the public use cases.
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

export { boardAutoCampaign } from './board-fixtures';
export { hourlyRows, withSpreadOrderValues, type HourlyShape } from './schedule-fixtures';
export { existingSbvCampaignSpec, SBV_VIDEO_ASSET_ID } from './sbv-bulk-fixtures';

// Engine pieces the benchmarks and other packages' tests use beyond the public use cases.
export { validateBulkRows } from '../validate/validate-api';
export { planWorkbookSheets, writePlanWorkbook, makeTemporaryId } from '../write/write-api';
export { readBulkRows, readConsoleReport, readHourlyReports } from '../read/read-api';

// The property-based account generator and the invariant checks run on its accounts (ADR 0023).
export {
  accountBlueprintArbitrary,
  sampleAccountBlueprints,
  type AccountBlueprint,
} from './account-generator';
export { buildGeneratedAccount, type GeneratedAccount } from './account-generator-build';
export { runGeneratedAccount, type RunOutcome } from './account-generator-runner';
export { checkOutcomes, INVARIANT_NAMES, type AccountFindings } from '../plans/invariants/invariant-registry';

// The forecast calibration: simulated worlds behind generated accounts, and the scoring of forecasts (issue 20).
export { simulateCalibrationCases, AFTER_DAYS, type CalibrationCase } from './forecast-simulator';
export {
  pitCoverage,
  scoreCalibration,
  type CalibrationReport,
  type Coverage,
  type CoverageRule,
} from './forecast-calibration';
export { parseBulkFileName } from '../plans/shared/data-window';
