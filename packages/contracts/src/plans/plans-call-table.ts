// The plan calls of issue 9 as one table: generation (one call per flow, multipart), checks, ASIN
// checks, the pre-upload workbook check, usage records, schedule-rule records and progress. The server
// registers its routes from it and the web's typed client calls through it.
import { defineCalls } from '../api/call-definition';
import { PLAN_FLOWS, PLAN_PARAMETER_SCHEMAS, type PlanFlowName } from './plan-parameters';
import { dataAnswerSchema } from '../api/api-answer';
import { PLAN_FLOW_TABLE } from './plan-flow-table';
import { workJobPayloadSchema, workJobStartedSchema, workJobStatusSchema } from './work-jobs-calls';
import { forecastCheckDataSchema, forecastCheckPayloadSchema } from './plan-forecast-calls';
import {
  adHistoryDataSchema,
  adHistoryPayloadSchema,
  asinCheckDataSchema,
  asinCheckPayloadSchema,
  asinPriceDataSchema,
  asinPricePayloadSchema,
  checkCompetitorAsinDataSchema,
  checkCompetitorAsinPayloadSchema,
  competitorAsinDataSchema,
  generatedPlanDataSchema,
  paramCheckDataSchema,
  periodLogDataSchema,
  periodLogPayloadSchema,
  planEditsPayloadSchema,
  planParamsSchema,
  planProgressDataSchema,
  planProgressPayloadSchema,
  planShowPayloadSchema,
  structNameDataSchema,
  workbookCheckDataSchema,
} from './plans-calls';

/** Spec §7 long calls: 100 s. Every generation gets it (the spec's 20 s for `/hb_kt_v4` is below its own 40 s p99). */
export const PLAN_LONG_CALL_TIMEOUT_MS = 100_000;

const generation = <Flow extends PlanFlowName>(flow: Flow) =>
  ({
    method: 'POST',
    path: PLAN_FLOW_TABLE[flow].upload.path,
    payload: PLAN_PARAMETER_SCHEMAS[flow],
    answer: dataAnswerSchema(generatedPlanDataSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    // A repeated generation would consume a second use.
    retrySafe: false,
    body: 'multipart',
  }) as const;

const check = <Path extends string>(path: Path) =>
  ({
    method: 'POST',
    path,
    payload: planParamsSchema,
    answer: dataAnswerSchema(paramCheckDataSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    retrySafe: true,
    body: 'multipart',
  }) as const;

/** One generation call per flow, named and routed by the flow table. */
const UPLOAD_GENERATION_CALLS = Object.fromEntries(
  PLAN_FLOWS.map((flow) => [PLAN_FLOW_TABLE[flow].upload.call, generation(flow)]),
) as {
  readonly [Flow in PlanFlowName as (typeof PLAN_FLOW_TABLE)[Flow]['upload']['call']]: ReturnType<
    typeof generation<Flow>
  >;
};

/** Every plan call of spec §7 and issue 9. */
export const PLANS_CALLS = defineCalls({
  ...UPLOAD_GENERATION_CALLS,
  /** Any flow; the form carries `flow` besides `params` and the files. Consumes nothing. */
  paramCheck: check('/param_check'),
  /** Optimisation flows only (`*-optimisation`). */
  paramCheckOp: check('/param_check_op'),
  /** Product (ASIN) targeting flows only (`asin-*`). */
  paramCheckPt: check('/param_check_pt'),
  structName: {
    method: 'POST',
    path: '/get_struct_name',
    payload: planParamsSchema,
    answer: dataAnswerSchema(structNameDataSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    retrySafe: true,
    body: 'multipart',
  },
  competitorAsin: {
    method: 'POST',
    path: '/get_competitor_asin',
    payload: planParamsSchema,
    answer: dataAnswerSchema(competitorAsinDataSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    retrySafe: true,
    body: 'multipart',
  },
  checkWorkbook: {
    method: 'POST',
    path: '/check_workbook',
    payload: planParamsSchema,
    answer: dataAnswerSchema(workbookCheckDataSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    retrySafe: true,
    body: 'multipart',
  },
  asinCheck: {
    method: 'POST',
    path: '/asin_check',
    payload: asinCheckPayloadSchema,
    answer: dataAnswerSchema(asinCheckDataSchema),
    retrySafe: true,
  },
  asinCheckV3: {
    method: 'POST',
    path: '/asin_check_v3',
    payload: asinCheckPayloadSchema,
    answer: dataAnswerSchema(asinCheckDataSchema),
    retrySafe: true,
  },
  checkCompetitorAsin: {
    method: 'POST',
    path: '/check_competitor_asin',
    payload: checkCompetitorAsinPayloadSchema,
    answer: dataAnswerSchema(checkCompetitorAsinDataSchema),
    retrySafe: true,
  },
  asinPrice: {
    method: 'POST',
    path: '/get_asin_price',
    payload: asinPricePayloadSchema,
    answer: dataAnswerSchema(asinPriceDataSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
    retrySafe: true,
  },
  adHistory: {
    method: 'GET',
    path: '/ad_history',
    payload: adHistoryPayloadSchema,
    answer: dataAnswerSchema(adHistoryDataSchema),
  },
  periodLog: {
    method: 'GET',
    path: '/period_log',
    payload: periodLogPayloadSchema,
    answer: dataAnswerSchema(periodLogDataSchema),
  },
  planProgress: {
    method: 'GET',
    path: '/plan_progress',
    payload: planProgressPayloadSchema,
    answer: dataAnswerSchema(planProgressDataSchema),
  },
  /** The seller's edits of a stored plan (ADR 0030): the workbooks are written again; no use is taken. */
  planEdits: {
    method: 'POST',
    path: '/plan_edits',
    payload: planEditsPayloadSchema,
    answer: dataAnswerSchema(generatedPlanDataSchema),
    timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS,
  },
  /** One of the user's stored plans as its generation answered it (edits included). */
  planShow: {
    method: 'GET',
    path: '/plan',
    payload: planShowPayloadSchema,
    answer: dataAnswerSchema(generatedPlanDataSchema),
  },
  /**
   * Starts a generation as a job and answers at once (202) with its id (ADR 0028): the form carries `flow`
   * besides the generation's `params`, `request_id` and files. The job checks and generates from one read.
   */
  startGeneration: {
    method: 'POST',
    path: '/plan_jobs',
    payload: planParamsSchema,
    answer: dataAnswerSchema(workJobStartedSchema),
    successStatus: 202,
    // A repeated start would queue a second generation.
    retrySafe: false,
    body: 'multipart',
  },
  /** The state of one of the seller's jobs (any kind): stage, queue place, or the error it failed with. */
  workJob: {
    method: 'GET',
    path: '/plan_job',
    payload: workJobPayloadSchema,
    answer: dataAnswerSchema(workJobStatusSchema),
  },
  /**
   * An earlier plan's forecast against the seller's newest upload of the same marketplace, per campaign
   * (ADR 0031); 404 for anyone else's plan.
   */
  planForecastCheck: {
    method: 'GET',
    path: '/plan_forecast_check',
    payload: forecastCheckPayloadSchema,
    answer: dataAnswerSchema(forecastCheckDataSchema),
  },
  /** The plan of a generation job once it is done (kept a day; the plan itself 30 days in the records). */
  generationResult: {
    method: 'GET',
    path: '/plan_job_result',
    payload: workJobPayloadSchema,
    answer: dataAnswerSchema(generatedPlanDataSchema),
  },
});
