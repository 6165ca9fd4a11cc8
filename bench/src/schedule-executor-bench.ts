// How many schedule executions per minute one replica sustains (SQLite file database, the real executor,
// repository and ledger), in one run, against:
//   1. the Amazon fake in process (the real client over app.inject, no socket: the executor's own cost
//      plus the fake's rules and the client's parsing),
//   2. the Amazon fake over HTTP on 127.0.0.1 with the REAL client (JSON over sockets, LwA tokens, the
//      fake's SP v3 handlers): the closest to production this machine can measure,
// each beside its baseline: the same reads and writes through the same API without the executor's
// bookkeeping (claim, ledger, history). Usage:
//   node --import tsx bench/src/schedule-executor-bench.ts [in-process executions] [fake executions]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MARKETPLACE_TABLE } from '@adplan/contracts';
import type { AdsProfileApi, LwaTokens } from '../../apps/server/src/amazon/ads-api';
import { createAmazonAdsGateway } from '../../apps/server/src/amazon/client/amazon-ads-gateway';
import { seedGrant } from '../../apps/server/src/amazon/fake/fake-seeding';
import {
  amazonFakeUrls,
  startAmazonFake,
  TEST_SECURITY_PROFILE,
} from '../../apps/server/src/amazon/fake/start-amazon-fake';
import { loadConfig } from '../../apps/server/src/config/config';
import { createDatabase, type AppDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrator';
import type { JobQueue } from '../../apps/server/src/jobs/job-queue';
import { ManualClock, toStoredTime } from '../../apps/server/src/lib/clock';
import { profileAccountReader } from '../../apps/server/src/amazon/account-reader/profile-account-reader';
import { readLiveBids, writeBids } from '../../apps/server/src/modules/schedules/schedule-bid-targets';
import { ScheduleExecutor } from '../../apps/server/src/modules/schedules/schedule-executor';
import { SchedulesRepository } from '../../apps/server/src/modules/schedules/schedules-repository';
import type { LinkedShop, ShopAccess } from '../../apps/server/src/ports/shop-access';
import { ScheduleShopAccount } from '../../apps/server/test/helpers/schedule-shop-account';

const inProcessExecutions = Number(process.argv[2] ?? 2000);
const fakeExecutions = Number(process.argv[3] ?? 300);

const noJobs: JobQueue = {
  register: () => undefined,
  every: () => undefined,
  send: async () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
};

/** A US shop whose Ads API is `api`. */
function accessTo(api: AdsProfileApi, profileId: string): ShopAccess {
  const shop: LinkedShop = {
    shopId: 'bench-shop',
    userId: 1,
    shopName: 'Bench US',
    marketplace: 'US',
    profileId,
    currencyCode: 'USD',
    timezone: MARKETPLACE_TABLE.US.timeZone,
    authorizedAt: new Date('2025-01-01T00:00:00Z'),
    usableFrom: new Date('2025-01-03T00:00:00Z'),
    status: 'active',
  };
  return {
    findShop: async () => shop,
    assertUsable: () => undefined,
    adsApi: () => api,
    listLinkedShops: async () => [shop],
    shopById: async () => shop,
  };
}

interface Measured {
  executions: number;
  bids_per_execution: number;
  baseline_read_write_per_minute: number;
  executor_executions_per_minute: number;
  executor_ms_per_execution: number;
}

/** The baseline and the executor over `api`, `executions` times each, alternating two periods. */
async function measure(
  database: AppDatabase,
  label: string,
  api: AdsProfileApi,
  profileId: string,
  campaignId: string,
  executions: number,
): Promise<Measured> {
  const clock = new ManualClock(Date.parse('2026-10-31T13:00:00Z'));
  const repository = new SchedulesRepository(database.db);
  const executor = new ScheduleExecutor({
    repository,
    shops: accessTo(api, profileId),
    jobs: noJobs,
    clock,
    logError: (error) => console.error(label, error),
  });
  const stamp = toStoredTime(clock.now());
  const ruleId = `bench-rule-${label}`;
  await repository.insertRule({
    id: ruleId,
    user_id: 1,
    shop_id: 'bench-shop',
    marketplace: 'US',
    time_zone: MARKETPLACE_TABLE.US.timeZone,
    campaign_id: campaignId,
    campaign_name: label,
    ad_product: 'SP',
    source: 'hourly',
    order_num: null,
    periods_json: JSON.stringify([{ name: 'sleep', start: '00:00', end: '07:00', bid_adjustment: -30 }]),
    state: 'active',
    handled_through: null,
    created_at: stamp,
    updated_at: stamp,
    stopped_at: null,
    expires_at: toStoredTime(clock.now() + 30 * 86_400_000),
  });

  // Warm-up (JIT, sockets, the first access token) before either loop is timed.
  for (let index = 0; index < Math.min(50, executions); index += 1)
    await readLiveBids(profileAccountReader(api), 'SP', campaignId);
  let started = performance.now();
  for (let index = 0; index < executions; index += 1) {
    const live = await readLiveBids(profileAccountReader(api), 'SP', campaignId);
    await writeBids(
      api,
      campaignId,
      live.map((bid) => ({ ...bid, bid: index % 2 ? bid.bid * 2 : bid.bid / 2 })),
    );
  }
  const baselineMs = performance.now() - started;

  started = performance.now();
  let failed = 0;
  for (let index = 0; index < executions; index += 1) {
    const queued = await executor.queueExecution(
      { id: ruleId },
      'period',
      { name: index % 2 ? 'morning' : 'sleep', adjustment: index % 2 ? 20 : -30 },
      clock.now() + index * 60_000,
      false,
    );
    if (!queued) continue;
    const row = await database.db
      .selectFrom('schedule_executions')
      .select('id')
      .where('rule_id', '=', ruleId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const outcome = await executor.execute(row.id);
    if (outcome !== 'done') failed += 1;
  }
  const executorMs = performance.now() - started;
  if (failed > 0) throw new Error(`${label}: ${failed} executions did not end done`);
  const perMinute = (ms: number) => Math.round((executions / ms) * 60_000);
  return {
    executions,
    bids_per_execution: (await readLiveBids(profileAccountReader(api), 'SP', campaignId)).length,
    baseline_read_write_per_minute: perMinute(baselineMs),
    executor_executions_per_minute: perMinute(executorMs),
    executor_ms_per_execution: Number((executorMs / executions).toFixed(2)),
  };
}

/** The fake on its own HTTP server, a linked grant, and the real client's API of its US profile. */
async function fakeAccount() {
  const fake = await startAmazonFake({ seed: 'bench-seed' });
  const { grant, tokens: first } = seedGrant(fake.state);
  const gateway = createAmazonAdsGateway({
    ...loadConfig({}).amazonAds,
    ...amazonFakeUrls(fake.baseUrl),
    clientId: TEST_SECURITY_PROFILE.clientId,
    clientSecret: TEST_SECURITY_PROFILE.clientSecret,
    redirectUri: TEST_SECURITY_PROFILE.redirectUri,
  });
  let tokens: LwaTokens = {
    accessToken: first.access_token,
    refreshToken: first.refresh_token,
    expiresAt: Date.now() + first.expires_in * 1000,
  };
  const account = gateway.connect({
    current: async () => tokens.accessToken,
    renew: async () => {
      tokens = await gateway.lwa.refresh(tokens.refreshToken);
      return tokens.accessToken;
    },
  });
  const profile = fake.state.profilesOf(grant.grantId).find((p) => p.profile.countryCode === 'US');
  // The generated account's first enabled manual campaign with keywords: a typical scheduled campaign.
  const campaign = profile?.sp.campaigns.find(
    (c) =>
      c.state === 'ENABLED' &&
      c.targetingType === 'MANUAL' &&
      profile.sp.keywords.some((k) => k.campaignId === c.campaignId && k.state === 'ENABLED'),
  );
  if (!profile || !campaign) throw new Error('the fake account has no enabled manual US campaign');
  const profileId = String(profile.profile.profileId);
  return { fake, api: account.forProfile(profileId), profileId, campaignId: String(campaign.campaignId) };
}

const dir = mkdtempSync(join(tmpdir(), 'adplan-schedule-bench-'));
const database = createDatabase({ kind: 'sqlite', file: join(dir, 'bench.sqlite') });
try {
  await migrateToLatest(database);
  const shop = new ScheduleShopAccount();
  const inProcess = await measure(
    database,
    'in-process',
    shop.api(),
    shop.profileId,
    '95980739749507',
    inProcessExecutions,
  );
  const { fake, api, profileId, campaignId } = await fakeAccount();
  let overHttp: Measured & { http_requests_at_fake: number };
  try {
    const measured = await measure(database, 'fake', api, profileId, campaignId, fakeExecutions);
    overHttp = { ...measured, http_requests_at_fake: fake.requests.length };
  } finally {
    await fake.close();
  }
  console.log(JSON.stringify({ in_process_fake: inProcess, amazon_fake_over_http: overHttp }, null, 2));
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
