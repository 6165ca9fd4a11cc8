// Login with Amazon for the Ads API (reference §1): the consent URL, the code exchange and the refresh,
// both form-encoded POSTs to the token endpoint. `invalid_grant` means the code is spent or the seller
// revoked the grant — the shop must be authorised again — and is never retried; 5xx, 429 and lost answers
// are retried under the client's retry policy. A code exchange repeated after a lost answer can come back
// `invalid_grant` (the code is single-use); the seller then simply authorises again.
import type { AmazonAdsConfig } from '../../config/config';
import type { ConsentRequest, LwaClient, LwaTokens } from '../ads-api';
import { AdsApiError } from '../ads-api-errors';
import { readErrorBody } from './ads-error-mapping';
import type { ClientRuntime } from './client-runtime';
import { retryAfterMs } from './retry-policy';
import { withRetries, type AttemptOutcome } from './retry-loop';
import { isTimeout } from './transport-failure';

/** The scope of campaign management for Sponsored Products, Brands and Display. */
export const ADS_SCOPE = 'advertising::campaign_management';

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

/** Login with Amazon over HTTP for `config`'s client. */
export class HttpLwaClient implements LwaClient {
  constructor(
    private readonly config: AmazonAdsConfig,
    private readonly runtime: ClientRuntime,
  ) {}

  consentUrl(request: ConsentRequest): string {
    const url = new URL(this.config.authorizeUrl);
    const origin = this.followedOrigin(request.origin);
    if (origin !== undefined) {
      const followed = new URL(origin);
      url.protocol = followed.protocol;
      url.host = followed.host;
    }
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('scope', ADS_SCOPE);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', this.redirectUri(origin));
    url.searchParams.set('state', request.state);
    url.searchParams.set('code_challenge', request.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  exchangeCode(code: string, codeVerifier: string, origin?: string): Promise<LwaTokens> {
    // The exchange repeats the redirect URI of the consent: the result page that posts the code was served
    // from the origin Amazon returned to, so the same origin gives the same URI.
    return this.requestTokens(
      'lwa.exchangeCode',
      { grant_type: 'authorization_code', code, code_verifier: codeVerifier },
      this.redirectUri(this.followedOrigin(origin)),
    );
  }

  refresh(refreshToken: string): Promise<LwaTokens> {
    return this.requestTokens('lwa.refresh', { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** The seller's origin when the config follows it and the value is a plain http(s) origin. */
  private followedOrigin(origin: string | undefined): string | undefined {
    if (!this.config.followRequestHost || origin === undefined) return undefined;
    // Only a consent page served by the console itself (the sandbox's) moves with the seller's host; one
    // served elsewhere (Amazon, or a fake on its own port) stays where it is.
    const { authorizeUrl, redirectUri } = this.config;
    if (new URL(authorizeUrl).origin !== new URL(redirectUri).origin) return undefined;
    return /^https?:\/\/[^/?#\s]+$/.test(origin) ? origin : undefined;
  }

  private redirectUri(origin: string | undefined): string {
    if (origin === undefined) return this.config.redirectUri;
    return `${origin}${new URL(this.config.redirectUri).pathname}`;
  }

  private requestTokens(
    operation: string,
    grant: Record<string, string>,
    redirectUri = this.config.redirectUri,
  ): Promise<LwaTokens> {
    const body = new URLSearchParams({
      ...grant,
      redirect_uri: redirectUri,
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
    }).toString();
    return withRetries(this.runtime, { operation, method: 'POST', path: 'token' }, () =>
      this.attempt(body, grant.refresh_token),
    );
  }

  private async attempt(body: string, refreshToken?: string): Promise<AttemptOutcome<LwaTokens>> {
    let response: Response;
    let text: string;
    try {
      response = await this.runtime.fetch(this.config.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(this.config.requestTimeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const kind = isTimeout(error) ? 'timeout' : 'unavailable';
      return {
        kind: 'failed',
        error: new AdsApiError(kind, 'Login with Amazon: no answer'),
        repeatable: true,
      };
    }
    if (response.ok) return this.tokensOf(text, refreshToken);
    const answer = readErrorBody(text);
    const details = { status: response.status, code: answer.code, path: 'token' };
    const message =
      `Login with Amazon answered ${response.status}: ${answer.code ?? ''} ${answer.message ?? ''}`.trim();
    if (response.status === 429) {
      const error = new AdsApiError('throttled', message, details);
      return {
        kind: 'throttled',
        error,
        retryAfterMs: retryAfterMs(response.headers.get('retry-after'), this.runtime.now()),
      };
    }
    if (response.status >= 500) {
      return { kind: 'failed', error: new AdsApiError('unavailable', message, details), repeatable: true };
    }
    const kind = answer.code === 'invalid_grant' ? 'invalidGrant' : 'badRequest';
    return { kind: 'fatal', error: new AdsApiError(kind, message, details) };
  }

  /** Tokens of a 200 answer; a refresh answer without a refresh token keeps the one that was sent. */
  private tokensOf(text: string, refreshToken?: string): AttemptOutcome<LwaTokens> {
    let answer: TokenAnswer;
    try {
      answer = JSON.parse(text) as TokenAnswer;
    } catch {
      answer = {};
    }
    const refresh = typeof answer.refresh_token === 'string' ? answer.refresh_token : refreshToken;
    if (
      typeof answer.access_token !== 'string' ||
      refresh === undefined ||
      typeof answer.expires_in !== 'number'
    ) {
      const error = new AdsApiError('unavailable', 'Login with Amazon answered without tokens', {
        path: 'token',
      });
      return { kind: 'fatal', error };
    }
    return {
      kind: 'done',
      value: {
        accessToken: answer.access_token,
        refreshToken: refresh,
        expiresAt: this.runtime.now() + answer.expires_in * 1_000,
      },
    };
  }
}
