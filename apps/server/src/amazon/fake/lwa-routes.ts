// Login with Amazon routes of the fake: the consent page (`GET /ap/oa`), its form (`POST /ap/oa/decision`)
// and the token endpoint (`POST /auth/o2/token`, form-encoded; authorization_code and refresh_token).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FakeContext } from './ads-http';
import { consentErrorPage, consentPage } from './consent-page';
import type { FakeAccountType } from './fake-state';
import { allowsRedirect, type LwaError, type TokenAnswer } from './fake-store';

export const CAMPAIGN_MANAGEMENT_SCOPE = 'advertising::campaign_management';

/** `redirectUri` with `params` added (the consent's answer to the browser). */
export function redirectWith(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== '') url.searchParams.set(key, value);
  return url.toString();
}

/** Where the browser goes after the visitor chose `decision` on the consent of `state`. */
export function decide(
  context: FakeContext,
  state: string,
  decision: FakeAccountType | 'sellerReady' | 'cancel',
): string {
  const consent = context.store.consentFor(state);
  if (decision === 'cancel') {
    context.store.deny(state);
    return redirectWith(consent.redirectUri, {
      error: 'access_denied',
      error_description: 'The user denied your request.',
      state,
    });
  }
  const code =
    decision === 'sellerReady'
      ? context.store.approve(consent, 'seller', true)
      : context.store.approve(consent, decision);
  return redirectWith(consent.redirectUri, { code, scope: CAMPAIGN_MANAGEMENT_SCOPE, state });
}

function pageHeaders(reply: FastifyReply, redirectUri?: string): FastifyReply {
  let origin: string;
  try {
    origin = redirectUri ? new URL(redirectUri).origin : '';
  } catch {
    origin = '';
  }
  // The form's redirect leaves for the app's return URL, which form-action must allow.
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`.trim(),
    )
    .header('Cache-Control', 'no-store');
}

function showConsent(context: FakeContext, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, string | undefined>;
  const { security } = context.store;
  if (query.client_id !== security.clientId) {
    return pageHeaders(reply)
      .status(400)
      .send(
        consentErrorPage(
          'invalid_client',
          'The client_id is not a registered Login with Amazon application.',
          'client_id 不是已注册的 Login with Amazon 应用。',
        ),
      );
  }
  if (!allowsRedirect(security, query.redirect_uri)) {
    return pageHeaders(reply)
      .status(400)
      .send(
        consentErrorPage(
          'lwa-invalid-parameter-bad-redirect-uri-vendor',
          `The redirect URI you provided has not been whitelisted for your application: ${query.redirect_uri ?? ''}`,
          '提供的 redirect URI 不在应用的允许返回地址中。',
        ),
      );
  }
  const state = query.state ?? '';
  const redirectUri = query.redirect_uri ?? security.redirectUri;
  const refuse = (error: string, description: string) =>
    reply.redirect(redirectWith(redirectUri, { error, error_description: description, state }));
  if (query.response_type !== 'code')
    return refuse('unsupported_response_type', 'response_type must be code');
  const scopes = (query.scope ?? '').split(' ');
  if (!scopes.includes(CAMPAIGN_MANAGEMENT_SCOPE))
    return refuse('invalid_scope', 'An unknown scope was requested');
  const challenge = query.code_challenge ?? null;
  if (challenge !== null && query.code_challenge_method !== 'S256') {
    return refuse('invalid_request', 'code_challenge_method must be S256');
  }
  context.store.registerConsent({ state, redirectUri, codeChallenge: challenge });
  return pageHeaders(reply, redirectUri).send(
    consentPage({ appName: 'AdPlan', state, action: 'oa/decision', redirectUri }),
  );
}

function lwaFailure(reply: FastifyReply, error: LwaError) {
  return reply.status(error.status).header('Cache-Control', 'no-store').send(error.body);
}

async function token(context: FakeContext, request: FastifyRequest, reply: FastifyReply) {
  const { faults } = context;
  if (faults.tokenLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.tokenLatencyMs));
  if (faults.takeTokenFailure()) {
    return lwaFailure(reply, {
      status: 500,
      body: { error: 'server_error', error_description: 'The server encountered an unexpected error' },
    });
  }
  const contentType = String(request.headers['content-type'] ?? '');
  const form = request.body;
  if (!contentType.includes('application/x-www-form-urlencoded') || !form || typeof form !== 'object') {
    return lwaFailure(reply, {
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'The request body must be application/x-www-form-urlencoded',
      },
    });
  }
  const fields = form as Record<string, string>;
  let result: TokenAnswer | LwaError;
  if (fields.grant_type === 'authorization_code') result = context.store.exchangeCode(fields);
  else if (fields.grant_type === 'refresh_token') result = context.store.refresh(fields);
  else {
    result = {
      status: 400,
      body: {
        error: 'unsupported_grant_type',
        error_description: 'The authorization grant type is not supported',
      },
    };
  }
  if ('error' in ('body' in result ? result.body : {})) return lwaFailure(reply, result as LwaError);
  return reply.header('Cache-Control', 'no-store').type('application/json;charset=UTF-8').send(result);
}

/** Registers the Login with Amazon routes. */
export function registerLwaRoutes(app: FastifyInstance, context: FakeContext): void {
  app.get('/ap/oa', (request, reply) => showConsent(context, request, reply));
  app.post('/ap/oa/decision', (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const decision = form.decision;
    if (
      decision !== 'seller' &&
      decision !== 'sellerReady' &&
      decision !== 'vendor' &&
      decision !== 'cancel'
    ) {
      return pageHeaders(reply)
        .status(400)
        .send(consentErrorPage('invalid_request', 'Choose an account or cancel.', '请选择账户类型或取消。'));
    }
    return reply.redirect(decide(context, form.state ?? '', decision), 302);
  });
  app.post('/auth/o2/token', (request, reply) => token(context, request, reply));
}
