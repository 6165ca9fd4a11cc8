// The Amazon sandbox as a Fastify plugin: Login with Amazon (consent page, token endpoint), the Ads API
// (`/ads/...`: profiles, SP v3, SB v4/v3, Reporting v3), report files, and AdPlan's sandbox consent call.
// app.ts registers it at the root (outside the /api scope, so no session, CSRF or rate limit: Amazon
// has no AdPlan session) in sandbox mode only; start-amazon-fake.ts serves it alone for tests.
import { AMAZON_SANDBOX_CALLS, success } from '@adplan/contracts';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { routeCall } from '../../lib/call-route';
import { adsGate } from './ads-auth';
import { fakePath, sendError, setFakePath, type FakeContext, type ReportTiming } from './ads-http';
import { FakeFaults, type FakeFaultOptions } from './fake-faults';
import { DebouncedStateWriter, loadFakeState } from './fake-persistence';
import type { FakeState } from './fake-state';
import { AmazonFakeStore, type SecurityProfile } from './fake-store';
import { decide, registerLwaRoutes } from './lwa-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerReportFileRoute, registerReportingRoutes } from './reporting-routes';
import { registerSbV3Routes } from './sb-v3-routes';
import { registerSbV4Routes } from './sb-v4-routes';
import { registerSpRoutes } from './sp-routes';

export interface AmazonSandboxOptions {
  /** The LwA security profile: the app's client id, secret and allowed return URL. */
  security: SecurityProfile;
  /** The fake's clock (epoch ms); token, code and report lifetimes and "today" follow it. */
  now?: () => number;
  /** Seed of generated accounts. */
  seed?: string;
  /** Start from this state (tests) instead of an empty one. */
  state?: FakeState;
  /** Keep the state in this JSON file (embedded default); memory only when absent. */
  persistFile?: string;
  faults?: FakeFaultOptions;
  reportTiming?: Partial<ReportTiming>;
  warn?: (message: string) => void;
}

/** A running sandbox: its state with the LwA rules, the fault switches and request log, and shutdown. */
export interface AmazonSandbox extends FakeContext {
  /** Writes the state file now (when persisted). */
  flush(): void;
  close(): void;
}

const DEFAULT_TIMING: ReportTiming = { pendingMs: 1000, processingMs: 2000, urlLifetimeMs: 60 * 60_000 };

/** Builds a sandbox (loading its state file when it has one). */
export function createAmazonSandbox(options: AmazonSandboxOptions): AmazonSandbox {
  const file = options.persistFile;
  let writer: DebouncedStateWriter | undefined;
  const store = new AmazonFakeStore({
    security: options.security,
    now: options.now ?? Date.now,
    seed: options.seed,
    state: options.state ?? (file ? loadFakeState(file, options.warn) : undefined),
    onChange: () => writer?.schedule(),
  });
  if (file) writer = new DebouncedStateWriter(file, () => store.state);
  return {
    store,
    faults: new FakeFaults(options.faults),
    reportTiming: { ...DEFAULT_TIMING, ...options.reportTiming },
    flush: () => writer?.flush(),
    close: () => writer?.flush(),
  };
}

/** Reads every body as text and parses JSON or form encoding itself (Amazon's vendor JSON types included). */
function parseBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (text.trim() === '') return done(null, undefined);
    if (type.includes('x-www-form-urlencoded'))
      return done(null, Object.fromEntries(new URLSearchParams(text)));
    if (!type.includes('json')) return done(null, text);
    try {
      return done(null, JSON.parse(text));
    } catch {
      const error = new Error('Malformed JSON body') as FastifyError;
      error.statusCode = 400;
      return done(error, undefined);
    }
  });
}

/** How many items a batch body carries: its array, or the one array of its object (null otherwise). */
function batchSize(body: unknown): number | null {
  if (Array.isArray(body)) return body.length;
  if (typeof body !== 'object' || body === null) return null;
  const arrays = Object.values(body).filter((value) => Array.isArray(value));
  return arrays.length === 1 && Array.isArray(arrays[0]) ? arrays[0].length : null;
}

/** The `grant_type` of a form body (token requests). */
function grantTypeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('grant_type' in body)) return null;
  return typeof body.grant_type === 'string' ? body.grant_type : null;
}

/** The plugin; register it with `{prefix, sandbox}`. */
export const amazonSandboxPlugin: FastifyPluginAsync<{ sandbox: AmazonSandbox }> = async (
  app,
  { sandbox },
) => {
  const base = app.prefix;
  parseBodies(app);
  app.addHook('onRequest', async (request) => setFakePath(request, base));
  app.addHook('onResponse', async (request, reply) => {
    const scope = request.headers['amazon-advertising-api-scope'];
    sandbox.faults.log({
      time: sandbox.store.now(),
      method: request.method,
      path: fakePath(request),
      profileId: typeof scope === 'string' ? scope : null,
      bearer: /^Bearer (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1] ?? null,
      grantType: grantTypeOf(request.body),
      status: reply.statusCode,
      items: batchSize(request.body),
    });
  });

  // AdPlan's own call (envelope answers, errors through the app's error handler).
  routeCall(app, { ...AMAZON_SANDBOX_CALLS.consent, path: '/consent' }, (_request, _reply, payload) =>
    success('ok', { redirect_url: decide(sandbox, payload.state, payload.account_type) }),
  );

  await app.register(async (lwa) => {
    lwa.setErrorHandler((error: FastifyError, _request, reply) =>
      reply
        .status(error.statusCode ?? 500)
        .send({ error: 'invalid_request', error_description: error.message }),
    );
    registerLwaRoutes(lwa, sandbox);
    registerReportFileRoute(lwa, sandbox);
  });

  await app.register(
    async (ads) => {
      ads.setErrorHandler((error: FastifyError, request, reply) => {
        const status = error.statusCode ?? 500;
        if (status >= 500) request.log.error({ err: error }, 'Amazon sandbox request failed');
        return status >= 500
          ? sendError(reply, 500, 'INTERNAL_ERROR', 'Service Error')
          : sendError(reply, status, 'INVALID_ARGUMENT', error.message, { errors: [] });
      });
      ads.addHook('onSend', async (request, reply, payload) => {
        reply.header('x-amzn-RequestId', randomUUID());
        reply.header('x-amz-rid', randomBytes(10).toString('hex').toUpperCase());
        if (reply.statusCode < 300 && sandbox.faults.takeLostAnswer(fakePath(request))) {
          // Carried out, but the caller gets Amazon's 500 instead of the result (fault switch).
          reply.status(500).type('application/json');
          return JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Service Error' });
        }
        return payload;
      });
      ads.addHook('preHandler', adsGate(sandbox));
      registerProfileRoutes(ads, sandbox);
      registerSpRoutes(ads, sandbox);
      registerSbV4Routes(ads, sandbox);
      registerSbV3Routes(ads, sandbox);
      registerReportingRoutes(ads, sandbox, base);
      ads.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'NOT_FOUND', 'Resource not found'));
    },
    { prefix: '/ads' },
  );
};
