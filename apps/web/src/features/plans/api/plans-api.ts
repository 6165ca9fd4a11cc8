// The plan calls the tool pages make, through the typed client and the contracts' PLANS_CALLS. Upload calls
// send multipart form data: `params` (JSON), the flow where a check needs it, the progress id and the files.
// Components call them through the hooks of plans-queries.ts.
import {
  API_PREFIX,
  PLANS_CALLS,
  PLAN_FORM_FIELDS,
  type CallPayload,
  type PlanFlowName,
} from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';
import { FILE_LIMITS, type FileFieldName } from '../model/file-checks';

/** The chosen files of a tool form, by field. */
export type ChosenFiles = Partial<Record<FileFieldName, readonly File[]>>;

/** The multipart body of an upload call. */
export function planFormData(
  params: Record<string, unknown>,
  files: ChosenFiles,
  extra: { flow?: PlanFlowName; requestId?: string; uploadId?: string } = {},
): FormData {
  const form = new FormData();
  form.append(PLAN_FORM_FIELDS.params, JSON.stringify(params));
  if (extra.flow) form.append(PLAN_FORM_FIELDS.flow, extra.flow);
  if (extra.requestId) form.append(PLAN_FORM_FIELDS.requestId, extra.requestId);
  // Files the check already uploaded are named by id, not sent again (ADR 0024).
  if (extra.uploadId) form.append(PLAN_FORM_FIELDS.uploadId, extra.uploadId);
  for (const [field, chosen] of Object.entries(files) as Array<[FileFieldName, readonly File[]]>) {
    for (const file of chosen) form.append(FILE_LIMITS[field].formField, file, file.name);
  }
  return form;
}

/** The pre-flight checks of the tools (each flow names its own in its tool definition). */
export type PlanCheckCall = 'paramCheck' | 'paramCheckOp' | 'paramCheckPt';

/** The pre-flight check of parameters and files (consumes nothing). */
export function checkPlan(call: PlanCheckCall, form: FormData) {
  return callApi(PLANS_CALLS[call], form, { silent: true });
}

/** The campaigns and ad groups of a bulk sheet. */
export function fetchStructNames(form: FormData) {
  return callApi(PLANS_CALLS.structName, form, { silent: true });
}

/** Spec §4 competitor check of one competitor ASIN against the advertised one. */
export function checkCompetitorAsin(payload: CallPayload<typeof PLANS_CALLS.checkCompetitorAsin>) {
  return callApi(PLANS_CALLS.checkCompetitorAsin, payload, { silent: true });
}

/** Amazon's upload rules on any workbook (consumes nothing). */
export function checkWorkbook(form: FormData) {
  return callApi(PLANS_CALLS.checkWorkbook, form, { silent: true });
}

/** One page of usage records. */
export function fetchAdHistory(page: number, pageSize: number) {
  return callApi(PLANS_CALLS.adHistory, { page, page_size: pageSize });
}

/** The schedule-rule record of a plan. */
export function fetchPeriodLog(orderNum: string) {
  return callApi(PLANS_CALLS.periodLog, { order_num: orderNum });
}

/** The link a download button opens: answers carry paths under the API prefix or with it. */
export function downloadHref(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith(`${API_PREFIX}/`)) return url;
  return `${API_PREFIX}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Saves the seller's edits of a stored plan (empty edits reset it); the workbooks are written again. */
export function savePlanEdits(payload: CallPayload<typeof PLANS_CALLS.planEdits>) {
  return callApi(PLANS_CALLS.planEdits, payload, { silent: true });
}

/** An earlier plan's forecast against the seller's newest upload of its marketplace (ADR 0031). */
export function fetchForecastCheck(planId: string) {
  return callApi(PLANS_CALLS.planForecastCheck, { plan_id: planId });
}
