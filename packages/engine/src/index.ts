// Public entry of @adplan/engine: the use cases the server, its worker and the CLI need, and the plan and
// model types. No HTTP, no database, no UI. Lower-level pieces (readers, writer, planners, bid math) stay
// inside the engine; the benchmarks and other packages' tests reach them through '@adplan/engine/testing'.

// Plan and model types.
export * from './model/ids';
export * from './model/units';
export * from './model/metrics';
export * from './model/account';
export * from './model/reports';
export * from './model/bulk-row';
export * from './model/plan';
export * from './model/schedule';
export * from './model/schedule-evidence';
export * from './model/flow';
export { EngineError, isEngineError, type FileLocation } from './errors/engine-error';
export { PRODUCT_CODE, type EngineProductCode } from './errors/product-codes';
export {
  asProductError,
  ENGINE_BUG_MESSAGE,
  engineBugDetails,
  type EngineBugDetails,
} from './errors/engine-bug';

// Generate a plan and its workbooks.
export {
  generatePlan,
  UPLOAD_WORKBOOK_ROLES,
  type GeneratePlanOptions,
  type GeneratedPlan,
  type GeneratedWorkbook,
  type GenerationStage,
  type WorkbookRole,
} from './use-cases/generate-plan';
export type { GeneratedPlanForecast } from './use-cases/generated-plan-forecast';
// Edit a stored plan (rows left out, bids and budgets changed) and write its workbooks again.
export { editPlan, type EditablePlan, type EditedPlanResult } from './use-cases/edit-plan';
export { accountModelSource, uploadedFilesSource, type AccountDataSource } from './plans/account-data-source';
export type { DataWindow } from './plans/shared/data-window';
export { isRealId } from './write/temporary-ids';

// Check parameters (without consuming a use).
export { checkFlowParameters, isPlanFlow, PLAN_FLOWS, type FlowParameters } from './plans/flow-registry';
// The one daily-budget rule of the plans and the ad diagnosis (recommended = 3 x expected spend, one rounding).
export { dailyBudgetAdvice, type DailyBudgetAdvice } from './plans/shared/budget-advice';
// The one schedule bid rule of the period workbooks and the linked-shop executor (marketplace precision).
export { scheduledBid } from './plans/schedule/schedule-period-plans';
// The pre-flight check: plan on the files (reading, planning, Amazon's rules) without writing workbooks.
export { runFlow } from './plans/flow-registry';
export {
  applyPlanEdits,
  editableFieldsOf,
  removedRowIndexes,
  type PlanEdits,
  type PlanEditProblem,
  type PlanEditResult,
} from './plans/plan-edits';
export { ParameterCheckError } from './plans/parameters/parameter-fields';
export type { ParameterProblem } from './plans/parameters/parameter-readers';
export type { ParameterProblemKey } from './plans/parameters/parameter-messages';

// Inspect an uploaded file; validate a workbook against Amazon's upload rules.
export {
  inspectFile,
  type InspectSummary,
  type EntityCounts,
  type OperationCounts,
  type UploadContents,
} from './use-cases/inspect-file';
export {
  validateWorkbook,
  type ValidateWorkbookOptions,
  type Violation,
  type ViolationRule,
} from './validate/validate-api';

// What kind of file the bytes are (uploads are typed by content, not by their extension).
export { sniffFileKind, type FileKind } from './read/file-sniffer';

// Read the seller's bulk sheet, list its campaigns and ad groups, suggest competitor ASINs.
export { readBulkWorkbook, MAX_BULK_FILE_BYTES, MAX_HOURLY_FILES } from './read/read-api';
export {
  listCampaignStructure,
  type CampaignSummary,
  type AdGroupSummary,
} from './plans/account/campaign-structure';
export {
  suggestCompetitorAsins,
  type CompetitorAsinSuggestion,
} from './plans/account/competitor-asin-suggestions';

// The forecast of a plan (issue 20): pooled estimates per target, the attribution lag, and the expected
// clicks, spend, orders and cost per sale per row, per campaign and for the plan, with 80 % intervals.
export {
  forecastPlan,
  type PlanForecast,
  type PlanForecastOptions,
  type RowForecast,
  type CampaignForecast,
  type DailyFigures,
} from './plans/forecast/plan-forecast';
export { forecastFromBasis, forecastWithBasis, type ForecastBasis } from './plans/forecast/forecast-basis';
export {
  estimatePooledTargets,
  type PooledEstimates,
  type PooledEstimateOptions,
  type TargetEstimate,
  type Interval,
} from './plans/forecast/pooled-estimates';
// The account overview (issue 23): a seller's figures summarised from uploaded files or a shop's reports.
export { summariseAccountOverview, addCounts, zeroCounts } from './plans/overview/overview-summary';
export { overviewInputFromUpload, readOverviewInput } from './plans/overview/overview-input';
export { OVERVIEW_CONSTANTS } from './plans/overview/overview-constants';
export type * from './plans/overview/overview-model';
