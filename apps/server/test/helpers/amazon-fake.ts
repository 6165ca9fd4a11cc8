// Test helpers around the standalone Amazon fake: start it, walk a seller through the consent page with
// PKCE like a browser would, exchange the code, and call the Ads API with raw fetch (the real client is
// tested on its own; these tests prove the fake behaves like Amazon).
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { s256, type TokenAnswer } from '../../src/amazon/fake/fake-store';
import {
  TEST_SECURITY_PROFILE,
  startAmazonFake,
  type RunningAmazonFake,
  type StartAmazonFakeOptions,
} from '../../src/amazon/fake/start-amazon-fake';

export {
  TEST_SECURITY_PROFILE,
  startAmazonFake,
  amazonFakeUrls,
} from '../../src/amazon/fake/start-amazon-fake';
export type { RunningAmazonFake } from '../../src/amazon/fake/start-amazon-fake';

/** A clock tests move by hand (epoch ms). */
export function manualNow(start = Date.parse('2025-03-20T20:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** Starts a fake with instant reports and the given clock. */
export function startTestFake(options: StartAmazonFakeOptions = {}): Promise<RunningAmazonFake> {
  return startAmazonFake({ seed: 'test-seed', ...options });
}

/** The consent page URL the app would send a browser to. */
export function consentUrl(
  fake: RunningAmazonFake,
  params: Partial<
    Record<
      | 'client_id'
      | 'scope'
      | 'response_type'
      | 'redirect_uri'
      | 'state'
      | 'code_challenge'
      | 'code_challenge_method',
      string
    >
  > = {},
): string {
  const url = new URL(`${fake.baseUrl}/ap/oa`);
  const all = {
    client_id: TEST_SECURITY_PROFILE.clientId,
    scope: 'advertising::campaign_management',
    response_type: 'code',
    redirect_uri: TEST_SECURITY_PROFILE.redirectUri,
    state: 'state-1',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url.toString();
}

/** Opens the consent page and presses a button; answers the redirect Location. */
export async function consent(
  fake: RunningAmazonFake,
  decision: 'seller' | 'vendor' | 'cancel',
  options: { state?: string; verifier?: string } = {},
): Promise<URL> {
  const state = options.state ?? `state-${randomBytes(4).toString('hex')}`;
  const challenge = options.verifier
    ? { code_challenge: s256(options.verifier), code_challenge_method: 'S256' }
    : {};
  const page = await fetch(consentUrl(fake, { state, ...challenge }));
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const answer = await fetch(`${fake.baseUrl}/ap/oa/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision }).toString(),
    redirect: 'manual',
  });
  if (answer.status !== 302) throw new Error(`decision answered ${answer.status}`);
  return new URL(answer.headers.get('location') ?? '');
}

/** Posts the token endpoint with a form body. */
export function tokenRequest(fake: RunningAmazonFake, form: Record<string, string>): Promise<Response> {
  return fetch(`${fake.baseUrl}/auth/o2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: TEST_SECURITY_PROFILE.clientId,
      client_secret: TEST_SECURITY_PROFILE.clientSecret,
      ...form,
    }).toString(),
  });
}

/** Consent as `accountType` with PKCE and exchange the code: the grant's tokens. */
export async function linkAccount(
  fake: RunningAmazonFake,
  accountType: 'seller' | 'vendor' = 'seller',
): Promise<TokenAnswer> {
  const verifier = randomBytes(32).toString('base64url');
  const redirect = await consent(fake, accountType, { verifier });
  const response = await tokenRequest(fake, {
    grant_type: 'authorization_code',
    code: redirect.searchParams.get('code') ?? '',
    redirect_uri: TEST_SECURITY_PROFILE.redirectUri,
    code_verifier: verifier,
  });
  if (response.status !== 200) throw new Error(`token answered ${response.status}`);
  return (await response.json()) as TokenAnswer;
}

/**
 * An Amazon answer as parsed JSON: tests read deep wire fields by name, exactly as Amazon spells them, and
 * assert them, so a static shape would only repeat the fake's own types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Wire = any;

export interface AdsCall {
  method?: string;
  scope?: string | null;
  contentType?: string;
  accept?: string;
  body?: unknown;
  prefer?: boolean;
  clientId?: string | null;
}

/** One raw Ads API call with Amazon's headers. */
export async function ads(
  fake: RunningAmazonFake,
  accessToken: string,
  path: string,
  call: AdsCall = {},
): Promise<{ status: number; headers: Headers; body: Wire }> {
  const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
  if (call.clientId !== null)
    headers['amazon-advertising-api-clientid'] = call.clientId ?? TEST_SECURITY_PROFILE.clientId;
  if (call.scope) headers['amazon-advertising-api-scope'] = call.scope;
  if (call.contentType) headers['content-type'] = call.contentType;
  if (call.accept) headers.accept = call.accept;
  if (call.prefer) headers.prefer = 'return=representation';
  const response = await fetch(`${fake.baseUrl}/ads${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** An SP v3 call with the resource's vendor media type. */
export function sp(
  fake: RunningAmazonFake,
  token: string,
  scope: string,
  path: string,
  vendor: string,
  body: unknown,
  method = 'POST',
  prefer = true,
) {
  const type = `application/vnd.${vendor}.v3+json`;
  return ads(fake, token, path, { method, scope, contentType: type, accept: type, body, prefer });
}

/** Downloads a COMPLETED report's rows (gzip JSON, no Amazon headers). */
export async function downloadRows(url: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`download answered ${response.status}`);
  return JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')) as Array<
    Record<string, unknown>
  >;
}
