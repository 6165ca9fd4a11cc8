// Public surface of the strategies: the flow registry, parameter checks, helpers for the web forms and
// the planning math other flows (Sponsored Brands, schedules) reuse.
export { PLANNING_CONSTANTS, type TargetKind } from './shared/planning-constants';
export {
  smoothedConversionRate,
  pseudoClicksFor,
  estimateConversionRate,
  priorConversionRate,
  targetKindOfExpression,
  type SmoothingInput,
} from './shared/conversion-estimate';
export { targetBid, limitBidStep, fitBid, type TargetBidInput, type BidStepInput } from './shared/bid-math';
export {
  decideBidChange,
  BID_RULES,
  type BidDecision,
  type BidDecisionInput,
  type BidAction,
} from './shared/bid-decision';
export {
  decideSearchTermAction,
  negateMinClicks,
  TERM_RULES,
  type SearchTermDecision,
  type SearchTermDecisionInput,
  type SearchTermAction,
} from './shared/search-term-decision';
export {
  placementAdjustments,
  placementBidMultiplier,
  coldStartPlacements,
  PLACEMENT_RULES,
  type PlacementDecision,
  type PlacementInput,
  type PlacementOptions,
} from './shared/placement-adjustment';
export { explain, formatMoney, formatRatio, type Figures } from './shared/explain';
export { parseBulkFileName, type DataWindow } from './shared/data-window';
export { summarisePlan, recommendedDailyBudget } from './shared/plan-summary';
export { dailyBudgetAdvice, type DailyBudgetAdvice } from './shared/budget-advice';
export { keywordTextProblem, isProtectedTerm, normaliseTerm, type ProtectList } from './shared/text-rules';
export {
  checkPlanParameters,
  ParameterCheckError,
  SP_PLAN_FLOWS,
  isColdStartFlow,
  type SpPlanFlow,
  type SpPlanParameters,
} from './parameters/plan-parameters';
export type { ParameterProblem } from './parameters/parameter-readers';
export type { ParameterProblemKey } from './parameters/parameter-messages';
export { deriveExactAdGroupName } from './parameters/exact-ad-group-name';
export { suggestCompetitorAsins, type CompetitorAsinSuggestion } from './account/competitor-asin-suggestions';
export {
  listCampaignStructure,
  type CampaignSummary,
  type AdGroupSummary,
} from './account/campaign-structure';
export { planKeywordColdStart } from './keyword/keyword-cold-start-flow';
export { planKeywordOptimisation } from './keyword/keyword-optimisation-flow';
export { planAsinColdStart } from './asin/asin-cold-start-flow';
export { planAsinOptimisation } from './asin/asin-optimisation-flow';
export { planAutoColdStart } from './auto/auto-cold-start-flow';
export { planAutoOptimisation } from './auto/auto-optimisation-flow';
export type { PlanningData, SearchTermSource } from './shared/planning-data';
export { spFlows } from './sp-flows';
export {
  flowRegistry,
  PLAN_FLOWS,
  isPlanFlow,
  runFlow,
  checkFlowParameters,
  type FlowParameters,
} from './flow-registry';
export * from './sb/sb-api';
export * from './schedule/schedule-api';
