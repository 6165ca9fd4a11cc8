// A test app with the diagnostics wired to in-memory shops, tool campaigns and a planted account in the
// in-process Amazon fake, a signed-in seller who owns the planted shop, and the diagnostic calls as that
// browser.
import { DIAGNOSTICS_CALLS, type CallDefinition } from '@adplan/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { PlanEngine } from '../../src/modules/plans/plan-engine-pool';
import type { DatabaseTarget } from './test-database';
import { injectCall } from './call-answers';
import { DIAGNOSIS_NOW, plantedAccount, plantedShop, plantedToolCampaigns } from './diagnostics-account';
import { InMemoryShops, InMemoryToolCampaigns, PlantedAmazon } from './diagnostics-doubles';
import { SteppedJobQueue } from './stepped-job-queue';
import { asBrowser, createUser, loginAs, startTestApp, type BrowserSession, type TestApp } from './test-app';

export interface DiagnosticsTestApp {
  t: TestApp;
  shops: InMemoryShops;
  tools: InMemoryToolCampaigns;
  /** The in-process Amazon fake holding the planted account. */
  amazon: PlantedAmazon;
  /** The app's job queue: started diagnoses run when the test drains it. */
  jobs: SteppedJobQueue;
  seller: { id: number; session: BrowserSession };
  /** Signs the seller in again (sessions end before a diagnosis does). */
  signInAgain(): Promise<BrowserSession>;
  /** Makes a diagnostic call as `session` (the seller by default) in `language`. */
  call(
    call: CallDefinition,
    payload: Record<string, unknown>,
    options?: { session?: BrowserSession; language?: 'zh' | 'en' },
  ): Promise<LightMyRequestResponse>;
  /** GETs an API URL (a download link) as `session`. */
  get(
    url: string,
    options?: { session?: BrowserSession; language?: 'zh' | 'en' },
  ): Promise<LightMyRequestResponse>;
  /** Another signed-in seller. */
  otherSeller(): Promise<{ id: number; session: BrowserSession }>;
}

/**
 * Starts the app with the planted account linked to a fresh seller; `planEngine` and `uses` let the seller
 * generate plans from uploads too (the account overview's tests).
 */
export async function startDiagnosticsApp(
  target: DatabaseTarget,
  options: { planEngine?: PlanEngine; uses?: number } = {},
): Promise<DiagnosticsTestApp> {
  const shops = new InMemoryShops();
  const tools = new InMemoryToolCampaigns();
  let now = () => DIAGNOSIS_NOW;
  const jobs = new SteppedJobQueue(() => now());
  const t = await startTestApp(target, {}, undefined, {
    jobs,
    shopAccess: shops,
    toolCampaigns: tools,
    diagnosisReportTimeoutMs: 1_000,
    ...(options.planEngine ? { planEngine: options.planEngine } : {}),
  });
  t.clock.set(DIAGNOSIS_NOW);
  now = () => t.clock.now();
  const user = await createUser(
    t,
    undefined,
    {},
    options.uses ? { uses: options.uses, validDays: 365 } : undefined,
  );
  const seller = { id: user.id, session: await loginAs(t, user) };
  const amazon = PlantedAmazon.start(plantedAccount(), () => t.clock.now());
  shops.add(plantedShop(seller.id), amazon.api());
  tools.campaigns.push(...plantedToolCampaigns());
  return {
    t,
    shops,
    tools,
    amazon,
    jobs,
    seller,
    signInAgain: async () => {
      seller.session = await loginAs(t, user);
      return seller.session;
    },
    call: (definition, payload, options = {}) => {
      const browser = asBrowser(options.session ?? seller.session);
      return injectCall(t.app, definition, payload, {
        cookies: browser.cookies,
        headers: { ...browser.headers, 'accept-language': options.language ?? 'en' },
      });
    },
    get: (url, options = {}) => {
      const browser = asBrowser(options.session ?? seller.session);
      return t.app.inject({
        method: 'GET',
        url,
        cookies: browser.cookies,
        headers: { 'accept-language': options.language ?? 'en' },
      });
    },
    otherSeller: async () => {
      const other = await createUser(t);
      return { id: other.id, session: await loginAs(t, other) };
    },
  };
}

/** Starts a diagnosis of the planted shop and answers the immediate answer (asserting success). */
export async function startDiagnosis(
  d: DiagnosticsTestApp,
  payload: Record<string, unknown> = { shop_id: 'shop-us-1' },
  options: { language?: 'zh' | 'en' } = {},
) {
  const response = await d.call(DIAGNOSTICS_CALLS.adDiagnose, payload, options);
  if (response.statusCode !== 200) throw new Error(`diagnosis start failed: ${response.body}`);
  return DIAGNOSTICS_CALLS.adDiagnose.answer.parse(response.json()).data;
}

/** A diagnosis as the detail call answers it now. */
export async function readDiagnosis(
  d: DiagnosticsTestApp,
  diagnosisId: string,
  options: { language?: 'zh' | 'en' } = {},
) {
  const response = await d.call(DIAGNOSTICS_CALLS.diagnosisDetail, { diagnosis_id: diagnosisId }, options);
  if (response.statusCode !== 200) throw new Error(`diagnosis read failed: ${response.body}`);
  return DIAGNOSTICS_CALLS.diagnosisDetail.answer.parse(response.json()).data;
}

/** Starts a diagnosis, runs its job and answers it as stored (asserting it is done). */
export async function diagnose(
  d: DiagnosticsTestApp,
  payload: Record<string, unknown> = { shop_id: 'shop-us-1' },
) {
  const started = await startDiagnosis(d, payload);
  await d.jobs.drain();
  const data = await readDiagnosis(d, started.diagnosis_id);
  if (data.state !== 'done') throw new Error(`diagnosis ${data.state}: ${JSON.stringify(data.error)}`);
  return data;
}
