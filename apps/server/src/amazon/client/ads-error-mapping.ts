// Amazon's error answers, classified into `AdsApiError` kinds. Ads API bodies come in three dialects
// (reference §7.1): legacy `{code, details}`, SP v3/SB v4 `{code, message}` and reporting
// `{code, detail}`; Login with Amazon answers OAuth's `{error, error_description}`. The request id comes
// from the `x-amzn-RequestId` header (or the body) so a support ticket can name the call.
import { AdsApiError, type AdsApiErrorKind } from '../ads-api-errors';

/** The readable parts of an error body. */
export interface ErrorBody {
  code?: string;
  message?: string;
  requestId?: string;
}

/** Reads an error body of any of Amazon's dialects; empty when it is not JSON (e.g. an HTML 429 page). */
export function readErrorBody(text: string): ErrorBody {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {};
  }
  return readErrorFields(body);
}

/** The readable parts of an already parsed error body. */
export function readErrorFields(body: unknown): ErrorBody {
  if (typeof body !== 'object' || body === null) return {};
  const fields = body as Record<string, unknown>;
  return {
    code: textOf(fields.code) ?? textOf(fields.error),
    message:
      textOf(fields.details) ??
      textOf(fields.message) ??
      textOf(fields.detail) ??
      textOf(fields.error_description),
    requestId: textOf(fields.requestId),
  };
}

/** The kind a whole-request failure of the Ads API with `status` falls into. */
export function kindOfStatus(status: number): AdsApiErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'unavailable';
  return 'badRequest';
}

/** The classified error of an Ads API answer with a failing status. */
export function adsErrorOf(
  status: number,
  text: string,
  headers: Headers,
  path: string,
  kind: AdsApiErrorKind = kindOfStatus(status),
): AdsApiError {
  const body = readErrorBody(text);
  const requestId = headers.get('x-amzn-RequestId') ?? body.requestId;
  const message = body.message ?? body.code ?? `HTTP ${status}`;
  return new AdsApiError(kind, `Amazon Ads ${path} answered ${status}: ${message}`, {
    status,
    code: body.code,
    requestId,
    path,
  });
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}
