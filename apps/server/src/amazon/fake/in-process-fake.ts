// The Amazon fake inside the test's own process, without a socket: the fake's Fastify plugin answers
// `app.inject` calls, and the REAL client is built with a `fetch` that hands each request to it. Tests
// and the bench therefore run against exactly the rules (and wire) the sandbox serves to `npm start`,
// at unit speed, with the fake's own seeding and fault switches (docs/decisions/0044-*.md).
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { loadConfig, type AmazonAdsConfig } from '../../config/config';
import { errorHandlerPlugin } from '../../plugins/error-handler-plugin';
import { languagePlugin } from '../../plugins/language-plugin';
import type { AccessTokenSource, AdsProfileApi, AmazonAdsGateway } from '../ads-api';
import { createAmazonAdsGateway, type AmazonAdsClientDeps } from '../client/amazon-ads-gateway';
import { amazonSandboxPlugin, createAmazonSandbox, type AmazonSandbox } from './amazon-sandbox-plugin';
import type { FakeFaults } from './fake-faults';
import type { AmazonFakeStore, TokenAnswer } from './fake-store';
import { amazonFakeUrls, TEST_SECURITY_PROFILE, type StartAmazonFakeOptions } from './start-amazon-fake';

/** The origin the in-process fake answers on (never resolved: requests go to `inject`, not the network). */
export const IN_PROCESS_FAKE_ORIGIN = 'http://amazon-fake.invalid';

export interface InProcessAmazonFakeOptions extends StartAmazonFakeOptions {
  /**
   * The client's runtime. Unless given: `random` is 0.5, and `sleep` resolves at once while moving the
   * clock both sides share (`now` + time waited), so a retry's wait or a report's polling passes on
   * Amazon's side too and reports really go PENDING → COMPLETED.
   */
  client?: AmazonAdsClientDeps;
}

/** A fake answering in process, and the real client wired to it. */
export interface InProcessAmazonFake {
  sandbox: AmazonSandbox;
  /** The fake's state with its LwA rules (grants, profiles and their entities). */
  store: AmazonFakeStore;
  /** The fault switches (429s, 500s, refused requests, per-item failures, failed reports) and request log. */
  faults: FakeFaults;
  /** The client configuration that points at the fake. */
  config: AmazonAdsConfig;
  /** Milliseconds the client has waited so far (retries, report polls); the fake's clock is ahead by this. */
  waitedMs(): number;
  /** The real gateway (Login with Amazon and the Ads API) over the fake. */
  gateway: AmazonAdsGateway;
  /** The Ads API of `profileId` through the real client, with tokens of the grant that owns the profile. */
  profileApi(profileId: string): AdsProfileApi;
  close(): Promise<void>;
}

/** Answers a fetch by injecting it into `app` (any origin: the fake's report URLs name the inject host). */
function injectingFetch(app: FastifyInstance): typeof fetch {
  let ready: PromiseLike<unknown> | undefined;
  return async (input, init = {}) => {
    await (ready ??= app.ready());
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(init.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/**
 * Builds the fake in process (reports complete at once unless `reportTiming` says otherwise); its routes
 * load on the first request, so tests may build it where they cannot wait.
 */
export function createInProcessAmazonFake(options: InProcessAmazonFakeOptions = {}): InProcessAmazonFake {
  let waited = 0;
  const outside = options.now ?? Date.now;
  const now = () => outside() + waited;
  const sandbox = createAmazonSandbox({
    seed: 'in-process',
    ...options,
    now,
    security: { ...TEST_SECURITY_PROFILE, ...options.security },
    reportTiming: { pendingMs: 0, processingMs: 0, ...options.reportTiming },
  });
  const app = Fastify();
  void app.register(errorHandlerPlugin);
  void app.register(languagePlugin);
  void app.register(amazonSandboxPlugin, { sandbox });
  const config: AmazonAdsConfig = {
    ...loadConfig({}).amazonAds,
    ...amazonFakeUrls(IN_PROCESS_FAKE_ORIGIN),
    mode: 'live',
    clientId: sandbox.store.security.clientId,
    clientSecret: sandbox.store.security.clientSecret,
    redirectUri: sandbox.store.security.redirectUri,
  };
  const gateway = createAmazonAdsGateway(config, {
    sleep: async (ms) => void (waited += ms),
    random: () => 0.5,
    now,
    ...options.client,
    fetch: injectingFetch(app),
  });
  return {
    sandbox,
    store: sandbox.store,
    faults: sandbox.faults,
    config,
    waitedMs: () => waited,
    gateway,
    profileApi: (profileId) =>
      gateway.connect(tokensOfProfile(sandbox.store, profileId)).forProfile(profileId),
    close: async () => {
      sandbox.close();
      await app.close();
    },
  };
}

/** Access tokens of the grant that owns `profileId`, refreshed through the store's LwA rules. */
function tokensOfProfile(store: AmazonFakeStore, profileId: string): AccessTokenSource {
  const grant = Object.values(store.state.grants).find((each) => each.profileIds.includes(profileId));
  if (!grant) throw new Error(`no grant of the fake holds profile ${profileId}`);
  let token: string | undefined;
  const renew = () => {
    const answer = store.refresh({
      grant_type: 'refresh_token',
      refresh_token: grant.refreshToken,
      client_id: store.security.clientId,
      client_secret: store.security.clientSecret,
    });
    // A revoked grant keeps its last token, which the Ads API then refuses (401) as Amazon does.
    if ('access_token' in answer) token = (answer as TokenAnswer).access_token;
    return Promise.resolve(token ?? 'revoked');
  };
  return { current: () => (token ? Promise.resolve(token) : renew()), renew };
}
