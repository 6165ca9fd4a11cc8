// The schedule executor against a planted shop in the in-process Amazon fake on SQLite and PostgreSQL, with a hand-moved
// clock: period instants across a DST change, the base ledger, catch-up after downtime, stop, 50014, and
// two replicas on one database executing each period once.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AppDatabase } from '../src/db/database';
import { InProcessJobQueue } from '../src/jobs/in-process-job-queue';
import { ManualClock, MINUTE_MS } from '../src/lib/clock';
import { registerScheduleJobs } from '../src/modules/schedules/schedules-module';
import type { ScheduleExecutor } from '../src/modules/schedules/schedule-executor';
import { SchedulesRepository } from '../src/modules/schedules/schedules-repository';
import { SchedulesService } from '../src/modules/schedules/schedules-service';
import { noScheduleExecutionOpen } from './helpers/schedule-executions';
import { ScheduleShopAccount, shopAccessDouble } from './helpers/schedule-shop-account';
import { SteppedJobQueue } from './helpers/stepped-job-queue';
import { describeEachDatabase } from './helpers/test-database';

const USER = 7;
const PERIODS = [
  { name: 'sleep' as const, start: '00:00', end: '07:00', bid_adjustment: -30 },
  { name: 'morning' as const, start: '07:00', end: '22:00', bid_adjustment: 20 },
];
const KEYWORD = '276830701500394';

describeEachDatabase('schedule executor', (target) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let clock: ManualClock;
  let ads: ScheduleShopAccount;
  let queue: SteppedJobQueue;
  let executor: ScheduleExecutor;
  let service: SchedulesService;

  beforeEach(async () => {
    ({ database, drop } = await target.open());
    // Saturday 2026-10-31 06:00 PDT.
    clock = new ManualClock(Date.parse('2026-10-31T13:00:00Z'));
    ads = new ScheduleShopAccount();
    queue = new SteppedJobQueue(() => clock.now());
    const { access } = shopAccessDouble(USER, ads);
    executor = registerScheduleJobs({ database, clock, jobs: queue, shopAccess: access }, () => undefined);
    service = new SchedulesService({
      repository: new SchedulesRepository(database.db),
      executor,
      shops: access,
      clock,
    });
  });
  afterEach(() => drop());

  const keywordBid = () => ads.data.keywords.find((k) => k.keywordId === KEYWORD)?.bid;
  const at = async (isoInstant: string) => {
    clock.set(Date.parse(isoInstant));
    await executor.tick();
    await queue.drain();
  };
  const createRule = async (campaign = 'Cutting Board SP') => {
    const [rule] = await service.create(USER, {
      shop_id: 'shop-us-1',
      source: 'hourly',
      campaigns: [{ campaign_name: campaign, periods: PERIODS }],
    });
    await queue.drain();
    return rule!;
  };

  it('changes bids at the period instants of the fall-back week, applying the current period at creation', async () => {
    const rule = await createRule();
    expect(keywordBid()).toBe(0.7); // 06:00 PDT is in "sleep": 1.00 x 0.7
    expect(ads.data.adGroups[0]?.defaultBid).toBe(0.53); // 0.75 x 0.7 = 0.525 -> 0.53
    expect(ads.data.keywords.find((k) => k.keywordId === '276830701500396')?.bid).toBe(2); // archived: untouched
    await at('2026-10-31T13:59:30Z');
    expect(keywordBid()).toBe(0.7);
    await at('2026-10-31T14:00:20Z'); // 07:00 PDT
    expect(keywordBid()).toBe(1.2);
    await at('2026-11-01T05:00:10Z'); // 22:00 PDT: the gap keeps the base
    expect(keywordBid()).toBe(1);
    await at('2026-11-01T07:00:10Z'); // 00:00 PDT on the day clocks fall back
    expect(keywordBid()).toBe(0.7);
    await at('2026-11-01T14:30:00Z'); // 06:30 PST: still sleep, no change
    await at('2026-11-01T15:00:05Z'); // 07:00 PST
    expect(keywordBid()).toBe(1.2);
    const detail = await service.detail(USER, rule.rule_id);
    expect(detail.history.map((e) => e.period_start)).toEqual([
      '2026-11-01T15:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-10-31T14:00:00.000Z',
      '2026-10-31T07:00:00.000Z',
    ]);
    expect(detail.history.every((e) => e.state === 'done' && !e.late)).toBe(true);
    // 22:00 PST = 06:00Z, one hour later in UTC than before the change.
    expect(detail.next_runs[0]).toEqual({
      at: '2026-11-02T06:00:00.000Z',
      period_name: 'base',
      bid_adjustment: 0,
    });
  });

  it('takes a bid the seller changed by hand as the new base instead of overwriting it', async () => {
    await createRule();
    expect(keywordBid()).toBe(0.7);
    ads.data.keywords.find((k) => k.keywordId === KEYWORD)!.bid = 2; // the seller's own change
    await at('2026-10-31T14:00:20Z');
    expect(keywordBid()).toBe(2.4); // 2.00 x 1.2, not 1.00 x 1.2
    const rules = await service.list(USER, 'shop-us-1');
    const detail = await service.detail(USER, rules[0]!.rule_id);
    const change = detail.history[0]?.changes.find((c) => c.target_id === KEYWORD);
    expect(change).toMatchObject({ before: 2, after: 2.4, base: 2, result: 'manual' });
  });

  it('applies a period missed during downtime once, late, and logs fully missed periods as skipped', async () => {
    const rule = await createRule();
    // Down from 06:00 PDT Saturday until 08:00 PST Sunday: 07:00, 22:00 and 00:00 starts passed.
    await at('2026-11-01T16:00:00Z');
    await at('2026-11-01T16:00:30Z');
    expect(keywordBid()).toBe(1.2);
    const history = (await service.detail(USER, rule.rule_id)).history;
    const applied = history.filter((e) => e.state === 'done');
    expect(applied.map((e) => [e.period_start, e.late])).toEqual([
      ['2026-11-01T15:00:00.000Z', true],
      ['2026-10-31T07:00:00.000Z', false],
    ]);
    expect(history.filter((e) => e.state === 'skipped').map((e) => e.period_start)).toEqual([
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-10-31T14:00:00.000Z',
    ]);
  });

  it('restores the base bids on stop, keeping a bid the seller changed since', async () => {
    const rule = await createRule();
    ads.data.targets[0]!.bid = 3; // seller's change after our write of 1.05
    await service.stop(USER, rule.rule_id);
    await queue.drain();
    expect(keywordBid()).toBe(1);
    expect(ads.data.adGroups[0]?.defaultBid).toBe(0.75);
    expect(ads.data.targets[0]?.bid).toBe(3);
    const detail = await service.detail(USER, rule.rule_id);
    expect(detail.rule.state).toBe('stopped');
    expect(detail.next_runs).toEqual([]);
    await at('2026-10-31T14:00:20Z');
    expect(keywordBid()).toBe(1); // a stopped rule no longer executes
  });

  it('pauses without touching bids and applies the current period on resume', async () => {
    const rule = await createRule();
    await service.pause(USER, rule.rule_id);
    await at('2026-10-31T14:00:20Z');
    expect(keywordBid()).toBe(0.7);
    await service.resume(USER, rule.rule_id);
    await queue.drain();
    expect(keywordBid()).toBe(1.2);
  });

  it('retries throttling with backoff and ends in 50014 with the reason when it gives up', async () => {
    const [rule] = await service.create(USER, {
      shop_id: 'shop-us-1',
      source: 'hourly',
      campaigns: [{ campaign_name: 'Cutting Board SP', periods: PERIODS }],
    });
    ads.failNext(100, 'throttled');
    for (let step = 0; step < 6; step += 1) {
      clock.advance(5 * MINUTE_MS);
      await queue.drain();
    }
    const [execution] = (await service.detail(USER, rule!.rule_id)).history;
    expect(execution).toMatchObject({ state: 'failed', error_code: 50014, attempts: 5 });
    expect(execution?.error_reason).toContain('throttled');
    expect(ads.updateCalls).toBe(0);
  });

  it('records per-item refusals as a partial execution', async () => {
    // Amazon refuses the first item of the next keyword update (KEYWORD, first in the campaign's list).
    ads.fake.faults.failNextItems([0], { path: '/sp/keywords' });
    const rule = await createRule();
    const [execution] = (await service.detail(USER, rule.rule_id)).history;
    expect(execution?.state).toBe('partial');
    expect(execution?.changes.find((c) => c.target_id === KEYWORD)).toMatchObject({
      result: 'failed',
      after: 1,
    });
    expect(execution?.counts.failed).toBe(1);
  });

  it('schedules SB keyword bids within the SB video limits', async () => {
    await createRule('Cutting Board SBV');
    expect(ads.data.sbKeywords[0]?.bid).toBe(0.25); // 0.30 x 0.7 = 0.21, clamped to the US minimum 0.25
  });

  it('schedules a JP shop in whole yen at the Tokyo hours, untouched by the US clock change', async () => {
    const jpAds = new ScheduleShopAccount();
    const keyword = jpAds.data.keywords.find((k) => k.keywordId === KEYWORD)!;
    keyword.bid = 101;
    jpAds.data.adGroups[0]!.defaultBid = 75;
    const { access } = shopAccessDouble(USER, jpAds, 'shop-jp-1', {
      marketplace: 'JP',
      currencyCode: 'JPY',
      timezone: 'Asia/Tokyo',
    });
    const jpQueue = new SteppedJobQueue(() => clock.now());
    const jpExecutor = registerScheduleJobs(
      { database, clock, jobs: jpQueue, shopAccess: access },
      () => undefined,
    );
    const jpService = new SchedulesService({
      repository: new SchedulesRepository(database.db),
      executor: jpExecutor,
      shops: access,
      clock,
    });
    // 2026-10-31 13:00Z is 22:00 JST: the gap after "morning" keeps the base bids.
    const [rule] = await jpService.create(USER, {
      shop_id: 'shop-jp-1',
      source: 'hourly',
      campaigns: [{ campaign_name: 'Cutting Board SP', periods: PERIODS }],
    });
    await jpQueue.drain();
    const jpAt = async (isoInstant: string) => {
      clock.set(Date.parse(isoInstant));
      await jpExecutor.tick();
      await jpQueue.drain();
    };
    expect(keyword.bid).toBe(101);
    await jpAt('2026-10-31T15:00:20Z'); // 00:00 JST: sleep, 101 x 0.7 = 70.7 -> 71 yen
    expect(keyword.bid).toBe(71);
    expect(jpAds.data.adGroups[0]?.defaultBid).toBe(53); // 75 x 0.7 = 52.5 -> 53 yen
    await jpAt('2026-10-31T22:00:20Z'); // 07:00 JST: morning, 101 x 1.2 = 121.2 -> 121 yen
    expect(keyword.bid).toBe(121);
    await jpAt('2026-11-01T15:00:20Z'); // 00:00 JST again: Tokyo has no DST, Los Angeles fell back
    expect(keyword.bid).toBe(71);
    const detail = await jpService.detail(USER, rule!.rule_id);
    expect(detail.history.map((e) => e.period_start)).toEqual([
      '2026-11-01T15:00:00.000Z',
      '2026-11-01T13:00:00.000Z',
      '2026-10-31T22:00:00.000Z',
      '2026-10-31T15:00:00.000Z',
      '2026-10-31T13:00:00.000Z', // the creation applies the running gap at once
    ]);
  });

  it('refuses a second running rule for the same campaign and unknown campaigns', async () => {
    await createRule();
    await expect(createRule()).rejects.toMatchObject({ messageKey: 'schedule.ruleExists' });
    await expect(createRule('No such campaign')).rejects.toMatchObject({ code: 50016 });
  });

  const executionsSettled = () => noScheduleExecutionOpen(database.db);

  it('two replicas on one database execute each period once', async () => {
    const queues = [0, 1].map(
      () =>
        new InProcessJobQueue(database, clock, { info: () => {}, error: () => {} }, { pollIntervalMs: 10 }),
    );
    const { access } = shopAccessDouble(USER, ads);
    const executors = queues.map((jobs) =>
      registerScheduleJobs({ database, clock, jobs, shopAccess: access }, () => undefined, {
        firstTickDelayMs: 3_600_000,
      }),
    );
    await createRule();
    await queue.drain();
    const callsAfterCreate = ads.updateCalls;
    await Promise.all(queues.map((q) => q.start()));
    try {
      clock.set(Date.parse('2026-10-31T14:00:20Z'));
      await Promise.all(executors.map((e) => e.tick()));
      await Promise.all(executors.map((e) => e.tick()));
      for (let wait = 0; wait < 200 && keywordBid() !== 1.2; wait += 1)
        await new Promise((r) => setTimeout(r, 20));
      // A second execution would be a second job: wait until none waits or runs, rather than a fixed time.
      for (let wait = 0; wait < 200 && !(await executionsSettled()); wait += 1)
        await new Promise((r) => setTimeout(r, 20));
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
    }
    expect(keywordBid()).toBe(1.2);
    // One execution: one update call per bid kind (ad group, keywords, target).
    expect(ads.updateCalls - callsAfterCreate).toBe(3);
  });
});
