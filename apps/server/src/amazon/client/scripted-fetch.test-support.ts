// Test support for the Amazon client: a fetch double that records each request and answers from a
// script, a configuration of fixed hosts, recorded sleeps and logs, and a token source that counts renewals.
import type { AmazonAdsConfig } from '../../config/config';
import type { AccessTokenSource } from '../ads-api';
import type { AmazonAdsClientDeps } from './client-runtime';

/** A request as the fetch double saw it. */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** Answers the `index`-th request (0-based). */
export type Script = (request: RecordedRequest, index: number) => Response | Promise<Response>;

/** The hosts of a test configuration (never contacted: the fetch double answers). */
export const TEST_CONFIG: AmazonAdsConfig = {
  mode: 'live',
  clientId: 'amzn1.application-oa2-client.test',
  clientSecret: 'secret-of-test',
  redirectUri: 'https://adplan.example/authorize-result',
  authorizeUrl: 'https://www.amazon.com/ap/oa',
  followRequestHost: false,
  tokenUrl: 'https://api.amazon.com/auth/o2/token',
  apiHost: 'https://advertising-api.amazon.com',
  tokenKey: null,
  requestTimeoutMs: 5_000,
};

/** A JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A client harness: the scripted fetch plus recorded sleeps and log events. */
export function harness(script: Script, extra: AmazonAdsClientDeps = {}) {
  const requests: RecordedRequest[] = [];
  const sleeps: number[] = [];
  const logs: Array<{ event: string; fields: Record<string, unknown> }> = [];
  const deps: AmazonAdsClientDeps = {
    fetch: async (input, init) => {
      const request: RecordedRequest = {
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? init.body : undefined,
      };
      requests.push(request);
      return script(request, requests.length - 1);
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => 1_700_000_000_000,
    log: (event, fields) => logs.push({ event, fields }),
    ...extra,
  };
  return { deps, requests, sleeps, logs };
}

/** A token source answering `access-1`, then `access-2`… after each renewal. */
export function countingTokens(): AccessTokenSource & { renewals: number } {
  const source = {
    renewals: 0,
    current: async () => `Atza|access-${source.renewals + 1}`,
    renew: async () => {
      source.renewals += 1;
      return `Atza|access-${source.renewals + 1}`;
    },
  };
  return source;
}

/** The JSON body of a recorded request. */
export function bodyOf(request: RecordedRequest | undefined): Record<string, unknown> {
  return JSON.parse(request?.body ?? 'null') as Record<string, unknown>;
}
