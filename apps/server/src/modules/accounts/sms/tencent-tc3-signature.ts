// Tencent Cloud API 3.0 signature (TC3-HMAC-SHA256) for JSON POST requests: hash a canonical request,
// derive a key from the secret through date, service and `tc3_request`, and sign the string to sign.
import { createHash, createHmac } from 'node:crypto';

const ALGORITHM = 'TC3-HMAC-SHA256';
const CONTENT_TYPE = 'application/json; charset=utf-8';
const SIGNED_HEADERS = 'content-type;host';

/** Everything that goes into one signed request. */
export interface Tc3Request {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  action: string;
  version: string;
  region: string;
  /** Unix time in seconds; the credential date is its UTC date. */
  timestamp: number;
  /** The exact JSON body that will be sent. */
  payload: string;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function hmac(key: string | Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/** The canonical request string of a JSON POST to `/`. */
export function canonicalRequest(request: Tc3Request): string {
  const headers = `content-type:${CONTENT_TYPE}\nhost:${request.host}\n`;
  return ['POST', '/', '', headers, SIGNED_HEADERS, sha256Hex(request.payload)].join('\n');
}

/** The hex TC3 signature and the Authorization header value carrying it. */
export function signTc3(request: Tc3Request): { signature: string; authorization: string } {
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = [
    ALGORITHM,
    String(request.timestamp),
    scope,
    sha256Hex(canonicalRequest(request)),
  ].join('\n');
  const secretDate = hmac(`TC3${request.secretKey}`, date);
  const secretService = hmac(secretDate, request.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  const authorization = `${ALGORITHM} Credential=${request.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`;
  return { signature, authorization };
}

/** The headers of a signed TC3 request (Host is set by fetch from the URL). */
export function tc3Headers(request: Tc3Request): Record<string, string> {
  return {
    Authorization: signTc3(request).authorization,
    'Content-Type': CONTENT_TYPE,
    'X-TC-Action': request.action,
    'X-TC-Timestamp': String(request.timestamp),
    'X-TC-Version': request.version,
    'X-TC-Region': request.region,
  };
}
