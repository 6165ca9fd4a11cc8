// Aliyun's RPC signature, version 1.0 (HMAC-SHA1), as Dysmsapi SendSms requires: sort the parameters,
// percent-encode them per RFC 3986, sign `METHOD&%2F&encode(query)` with `secret&`, base64 the digest.
import { createHmac } from 'node:crypto';

/** RFC 3986 encoding: encodeURIComponent plus the five characters it leaves alone (`!'()*`). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The sorted, encoded `key=value&...` string of the parameters (Signature excluded). */
export function canonicalizedQuery(parameters: Record<string, string>): string {
  return Object.keys(parameters)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(parameters[key] ?? '')}`)
    .join('&');
}

/** The base64 HMAC-SHA1 signature of a request with these parameters. */
export function signAliyunRpc(
  method: 'GET' | 'POST',
  parameters: Record<string, string>,
  secret: string,
): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalizedQuery(parameters))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Aliyun's timestamp format: ISO 8601 UTC without milliseconds (`2017-07-12T02:42:19Z`). */
export function aliyunTimestamp(epochMilliseconds: number): string {
  return new Date(epochMilliseconds).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
