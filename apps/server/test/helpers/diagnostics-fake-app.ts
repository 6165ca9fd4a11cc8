// The app with the REAL Amazon client pointed at a standalone Amazon fake that shares the app's manual
// clock, a seller who links a shop through the real calls (consent page, /api_authorize), and the plan and
// diagnostic calls as that browser. Tool campaigns are made the way a seller makes them: an authorised
// keyword cold start generated from the shop and applied through /apply_plan.
import { SHOP_PLANS_CALLS, SHOPS_CALLS, type CallDefinition } from '@adplan/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createAmazonAdsGateway } from '../../src/amazon/client/amazon-ads-gateway';
import { loadConfig } from '../../src/config/config';
import { injectCall } from './call-answers';
import { amazonFakeUrls, startTestFake, TEST_SECURITY_PROFILE, type RunningAmazonFake } from './amazon-fake';
import { testShopCipher } from './shop-calls';
import { SteppedJobQueue } from './stepped-job-queue';
import { asBrowser, createUser, loginAs, startTestApp, type BrowserSession, type TestApp } from './test-app';
import type { DatabaseTarget } from './test-database';
import type { PlanEnginePool } from '../../src/modules/plans/plan-engine-pool';

export interface FakeShopApp {
  t: TestApp;
  fake: RunningAmazonFake;
  seller: { id: number; session: BrowserSession };
  /** The app's job queue: started diagnoses run when the test drains it. */
  jobs: SteppedJobQueue;
  /** Signs the seller in again (a session ends long before 70 days of ad history do). */
  signInAgain(): Promise<void>;
  call(
    definition: CallDefinition,
    payload: Record<string, unknown>,
    options?: { session?: BrowserSession; language?: 'zh' | 'en' },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Starts the fake and the app on one clock set to `now`, with a seller holding `uses` uses. */
export async function startFakeShopApp(
  target: DatabaseTarget,
  engine: PlanEnginePool,
  now: number,
  uses: number,
): Promise<FakeShopApp> {
  let appNow: () => number = () => now;
  // The client's pauses between report polls pass on Amazon's side at once: they move the fake's clock
  // (app clock + waited time) instead of the test's, so reports really go PENDING → PROCESSING → COMPLETED.
  let waited = 0;
  const amazonNow = () => appNow() + waited;
  const fake = await startTestFake({
    now: amazonNow,
    reportTiming: { pendingMs: 4_000, processingMs: 6_000 },
  });
  const amazonAds = {
    ...loadConfig({}).amazonAds,
    ...amazonFakeUrls(fake.baseUrl),
    mode: 'live' as const,
    clientId: TEST_SECURITY_PROFILE.clientId,
    clientSecret: TEST_SECURITY_PROFILE.clientSecret,
    redirectUri: TEST_SECURITY_PROFILE.redirectUri,
    requestTimeoutMs: 10_000,
  };
  const client = createAmazonAdsGateway(amazonAds, {
    now: amazonNow,
    sleep: async (ms) => void (waited += ms),
  });
  const jobs = new SteppedJobQueue(() => appNow());
  const t = await startTestApp(target, { amazonAds }, undefined, {
    jobs,
    planEngine: engine,
    amazonAds: client,
    shopTokenCipher: testShopCipher(),
    diagnosisReportTimeoutMs: 300_000,
  });
  appNow = () => t.clock.now();
  t.clock.set(now);
  const user = await createUser(t, undefined, {}, { uses, validDays: 365 });
  const seller = { id: user.id, session: await loginAs(t, user) };
  return {
    t,
    fake,
    seller,
    jobs,
    signInAgain: async () => {
      seller.session = await loginAs(t, user);
    },
    call: (definition, payload, options = {}) => {
      const browser = asBrowser(options.session ?? seller.session);
      return injectCall(t.app, definition, payload, {
        cookies: browser.cookies,
        headers: { ...browser.headers, 'accept-language': options.language ?? 'en' },
      });
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** Links the seller's US shop through the real calls: consent URL, the fake's consent page, /api_authorize. */
export async function linkUsShop(s: FakeShopApp): Promise<{ shopId: string; profileId: string }> {
  const listShops = async () =>
    SHOPS_CALLS.authShopList.answer.parse((await s.call(SHOPS_CALLS.authShopList, {})).json()).data.shops;
  const before = new Set((await listShops()).map((shop) => shop.shop_id));
  const started = await s.call(SHOPS_CALLS.shopAuthorizeUrl, { marketplace: 'US' });
  if (started.statusCode !== 200) throw new Error(`shop_authorize_url: ${started.body}`);
  const { url, state } = started.json<{ data: { url: string; state: string } }>().data;
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const decision = await fetch(`${s.fake.baseUrl}/ap/oa/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: new URL(url).searchParams.get('state') ?? '', decision: 'seller' }),
    redirect: 'manual',
  });
  const code = new URL(decision.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const linked = await s.call(SHOPS_CALLS.apiAuthorize, { auth_code: code, state });
  if (linked.statusCode !== 200) throw new Error(`api_authorize: ${linked.body}`);
  const shop = (await listShops()).find((item) => item.marketplace === 'US' && !before.has(item.shop_id));
  // Each consent makes a new grant with its own generated account: the newest grant's US profile.
  const grant = Object.values(s.fake.state.state.grants).at(-1);
  const profile = s.fake.state
    .profilesOf(grant?.grantId ?? '')
    .find((item) => item.profile.countryCode === 'US');
  if (!shop || !profile) throw new Error('no US shop was linked');
  return { shopId: shop.shop_id, profileId: String(profile.profile.profileId) };
}

/** Generates a keyword cold start from the shop and applies it; answers the applied change-set. */
export async function applyColdStart(s: FakeShopApp, input: Record<string, unknown>) {
  const generated = await s.call(SHOP_PLANS_CALLS.shopKeywordColdStart, input);
  if (generated.statusCode !== 200) throw new Error(`hb_kt: ${generated.body}`);
  const planId = generated.json<{ data: { plan: { plan_id: string } } }>().data.plan.plan_id;
  const applied = await s.call(SHOP_PLANS_CALLS.applyPlan, { plan_id: planId });
  if (applied.statusCode !== 200) throw new Error(`apply_plan: ${applied.body}`);
  return SHOP_PLANS_CALLS.applyPlan.answer.parse(applied.json()).data;
}
