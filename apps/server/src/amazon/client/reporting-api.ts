// Reporting v3 (reference §5): request a report, poll its status, download the gzipped JSON rows from the
// presigned URL. Creating is safe to repeat after a lost answer because Amazon answers an identical
// request in flight with 425 "The Request is a duplicate of : <reportId>", which is followed to that
// report instead of failing (§5.3). The download goes to S3 with a plain GET: Amazon's auth headers are
// for the Ads API host and are never sent elsewhere.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { AmazonAdsConfig } from '../../config/config';
import type { ReportDescriptor, ReportRequest, ReportRow, ReportRunOptions, ReportStatus } from '../ads-api';
import { AdsApiError } from '../ads-api-errors';
import type { AdsHttp } from './ads-http';
import { readErrorFields } from './ads-error-mapping';
import type { ClientRuntime } from './client-runtime';
import { fieldsOf } from './multi-status';
import { withRetries, type AttemptOutcome } from './retry-loop';
import { retryAfterMs } from './retry-policy';
import { describeFailure, isTimeout } from './transport-failure';
import { parseWireJson } from './wire-json';

const gunzipAsync = promisify(gunzip);

/** First pause between status polls when the caller names none. */
export const REPORT_FIRST_POLL_MS = 5_000;

/** Polls slow down by this factor (Amazon throttles frequent polling; reports take minutes to hours). */
export const REPORT_POLL_GROWTH = 1.5;

/** Longest pause between two polls. */
export const REPORT_POLL_CAP_MS = 60_000;

/** Time limit of one download attempt at least; report files are larger than API answers. */
export const REPORT_DOWNLOAD_MIN_TIMEOUT_MS = 120_000;

const CREATE_MEDIA_TYPE = 'application/vnd.createasyncreportrequest.v3+json';
const GET_MEDIA_TYPE = 'application/vnd.getasyncreportresponse.v3+json';
const DUPLICATE_OF = /duplicate of\s*:\s*([0-9a-fA-F-]{36})/;
const STATUSES: readonly ReportStatus[] = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'];
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** Requests a report and answers its id (or the id of the identical report already in flight). */
export async function createReport(http: AdsHttp, request: ReportRequest): Promise<string> {
  const answer = await http.send({
    operation: 'reports.create',
    method: 'POST',
    path: '/reporting/reports',
    body: JSON.stringify(reportBodyOf(request)),
    contentType: CREATE_MEDIA_TYPE,
    safety: 'repeatable',
    passStatuses: [425],
  });
  const body = fieldsOf(answer.body);
  if (answer.status === 425) {
    const detail = readErrorFields(answer.body).message ?? '';
    const duplicateOf = DUPLICATE_OF.exec(detail)?.[1];
    if (duplicateOf === undefined) {
      throw new AdsApiError('badRequest', `Amazon Ads refused the report as a duplicate: ${detail}`, {
        status: 425,
        requestId: answer.requestId,
        path: '/reporting/reports',
      });
    }
    return duplicateOf;
  }
  if (typeof body.reportId !== 'string') {
    throw new AdsApiError('unavailable', 'Amazon Ads answered a report request without a reportId', {
      status: answer.status,
      path: '/reporting/reports',
    });
  }
  return body.reportId;
}

/** The report's status and, once COMPLETED, its download URL. */
export async function getReport(http: AdsHttp, reportId: string): Promise<ReportDescriptor> {
  const path = `/reporting/reports/${encodeURIComponent(reportId)}`;
  const answer = await http.send({
    operation: 'reports.get',
    method: 'GET',
    path,
    accept: GET_MEDIA_TYPE,
    safety: 'repeatable',
  });
  const body = fieldsOf(answer.body);
  const status = STATUSES.find((known) => known === body.status);
  if (status === undefined) {
    throw new AdsApiError('unavailable', `Amazon Ads answered report ${reportId} without a known status`, {
      path,
    });
  }
  return {
    reportId: typeof body.reportId === 'string' ? body.reportId : reportId,
    status,
    url: typeof body.url === 'string' ? body.url : null,
    failureReason: typeof body.failureReason === 'string' ? body.failureReason : null,
  };
}

/** Downloads a COMPLETED report: gzipped JSON, an array of rows. */
export async function downloadReport(
  config: AmazonAdsConfig,
  runtime: ClientRuntime,
  descriptor: ReportDescriptor,
): Promise<ReportRow[]> {
  const url = descriptor.url;
  if (descriptor.status !== 'COMPLETED' || !url) {
    throw new AdsApiError(
      'badRequest',
      `Report ${descriptor.reportId} is ${descriptor.status}, not ready to download`,
    );
  }
  const bytes = await withRetries(
    runtime,
    { operation: 'reports.download', reportId: descriptor.reportId },
    () => downloadAttempt(config, runtime, url),
  );
  const text = await unzipped(bytes);
  let rows: unknown;
  try {
    rows = parseWireJson(text);
  } catch {
    rows = undefined;
  }
  if (!Array.isArray(rows)) {
    throw new AdsApiError('unavailable', `Report ${descriptor.reportId} is not a JSON array of rows`);
  }
  return rows as ReportRow[];
}

/** create -> poll with growing pauses -> download, within `options.timeoutMs`. */
export async function runReport(
  http: AdsHttp,
  config: AmazonAdsConfig,
  runtime: ClientRuntime,
  request: ReportRequest,
  options: ReportRunOptions,
): Promise<ReportRow[]> {
  const deadline = runtime.now() + options.timeoutMs;
  const reportId = await createReport(http, request);
  let pause = options.pollIntervalMs ?? REPORT_FIRST_POLL_MS;
  for (;;) {
    const descriptor = await getReport(http, reportId);
    if (descriptor.status === 'COMPLETED') return downloadReport(config, runtime, descriptor);
    if (descriptor.status === 'FAILED') {
      throw new AdsApiError(
        'reportFailed',
        `Report ${reportId} failed: ${descriptor.failureReason ?? 'no reason given'}`,
      );
    }
    const remaining = deadline - runtime.now();
    if (remaining <= 0) {
      throw new AdsApiError(
        'timeout',
        `Report ${reportId} was still ${descriptor.status} after ${options.timeoutMs} ms`,
      );
    }
    await runtime.sleep(Math.min(pause, remaining));
    pause = Math.min(pause * REPORT_POLL_GROWTH, REPORT_POLL_CAP_MS);
  }
}

/** Amazon's request body: our flat request with the report's shape under `configuration`. */
function reportBodyOf(request: ReportRequest): Record<string, unknown> {
  return {
    ...(request.name !== undefined ? { name: request.name } : {}),
    startDate: request.startDate,
    endDate: request.endDate,
    configuration: {
      adProduct: request.adProduct,
      reportTypeId: request.reportTypeId,
      groupBy: request.groupBy,
      columns: request.columns,
      timeUnit: request.timeUnit,
      format: 'GZIP_JSON',
      ...(request.filters !== undefined ? { filters: request.filters } : {}),
    },
  };
}

async function downloadAttempt(
  config: AmazonAdsConfig,
  runtime: ClientRuntime,
  url: string,
): Promise<AttemptOutcome<Uint8Array>> {
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await runtime.fetch(url, {
      method: 'GET',
      signal: AbortSignal.timeout(Math.max(config.requestTimeoutMs, REPORT_DOWNLOAD_MIN_TIMEOUT_MS)),
    });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    const kind = isTimeout(error) ? 'timeout' : 'unavailable';
    return {
      kind: 'failed',
      repeatable: true,
      error: new AdsApiError(kind, `Report download: ${describeFailure(error)}`),
    };
  }
  if (response.ok) return { kind: 'done', value: bytes };
  const details = { status: response.status, path: 'report download' };
  if (response.status === 429) {
    const error = new AdsApiError('throttled', 'Report download throttled', details);
    return {
      kind: 'throttled',
      error,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after'), runtime.now()),
    };
  }
  if (response.status >= 500) {
    return {
      kind: 'failed',
      repeatable: true,
      error: new AdsApiError('unavailable', `Report download answered ${response.status}`, details),
    };
  }
  // 403 is the usual answer once the presigned URL expired (about an hour): fetch the report again.
  return {
    kind: 'fatal',
    error: new AdsApiError(
      'badRequest',
      `Report download refused (${response.status}); the URL may have expired`,
      details,
    ),
  };
}

/** The text of a gzip file; a body fetch already decoded (Content-Encoding: gzip) is taken as it is. */
async function unzipped(bytes: Uint8Array): Promise<string> {
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) return Buffer.from(bytes).toString('utf8');
  try {
    return (await gunzipAsync(bytes)).toString('utf8');
  } catch {
    throw new AdsApiError('unavailable', 'Report download is not a readable gzip file');
  }
}
