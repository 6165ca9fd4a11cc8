// Generations as jobs the page polls (ADR 0028): the start answers 202 with the job's id at once, the
// status reports the stage, the queue place and a failure's product code in the caller's language, and
// the result is fetched when done. One generation reads each uploaded file exactly once: the job checks
// and generates from that one read (issue 21), a failed one consumes nothing.
import {
  PLANS_CALLS,
  type GeneratedPlanData,
  type WorkJobStarted,
  type WorkJobStatus,
} from '@adplan/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, expect, it } from 'vitest';
import { PlanEnginePool, type PlanEngine } from '../src/modules/plans/plan-engine-pool';
import type { TaskInputs } from '../src/modules/plans/plan-engine-tasks';
import { DatabaseUploadStorage } from '../src/modules/plans/uploads/database-upload-storage';
import type { UploadStorage } from '../src/ports/upload-storage';
import { expectAnswerOf } from './helpers/call-answers';
import { balanceOf, getAs, postForm, sellerAt } from './helpers/plan-calls';
import { flowRequest, requestParts } from './helpers/plan-inputs';
import { SteppedJobQueue } from './helpers/stepped-job-queue';
import { startTestApp, type BrowserSession, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

/** The names of the uploaded files an engine task received (each one is a read of that file). */
const filesOf = (inputs: TaskInputs): string[] => [
  ...(inputs.bulk ? [inputs.bulk.name] : []),
  ...inputs.reports.map((file) => file.name),
  ...inputs.hourly.map((file) => file.name),
];

/** The real engine, recording which files each task read. */
function readCountingEngine(reads: string[]): PlanEngine {
  return {
    close: () => Promise.resolve(),
    structure: (...args) => engine.structure(...args),
    competitors: (...args) => engine.competitors(...args),
    checkWorkbook: (...args) => engine.checkWorkbook(...args),
    edit: (...args) => engine.edit(...args),
    check: (flow, inputs, deadline) => {
      reads.push(...filesOf(inputs));
      return engine.check(flow, inputs, deadline);
    },
    generate: (request, options) => {
      reads.push(...filesOf(request.inputs));
      return engine.generate(request, options);
    },
  };
}

/** The database storage, counting the loads of stored uploads. */
function loadCountingStorage(t: () => TestApp, loads: string[]): UploadStorage {
  const inner = () => new DatabaseUploadStorage(t().database);
  return {
    save: (userId, files, nowMs) => inner().save(userId, files, nowMs),
    load: (userId, id, nowMs) => {
      loads.push(id);
      return inner().load(userId, id, nowMs);
    },
    deleteExpired: (nowMs) => inner().deleteExpired(nowMs),
  };
}

describeEachDatabase('plan jobs the page polls', (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const status = async (session: BrowserSession, jobId: string, language: 'zh' | 'en' = 'en') => {
    const response = await getAs(t!, session, `/plan_job?job_id=${jobId}`, language);
    expectAnswerOf(PLANS_CALLS.workJob, response);
    return (response.json() as { data: WorkJobStatus }).data;
  };

  /** Polls the status until the job ended, as the page does. */
  const ended = async (session: BrowserSession, jobId: string): Promise<WorkJobStatus> => {
    // The first generation of a run starts the engine thread: on a busy machine that takes many seconds.
    for (const giveUpAt = Date.now() + 60_000; Date.now() < giveUpAt;) {
      const current = await status(session, jobId);
      if (current.state === 'done' || current.state === 'failed') return current;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the job never ended');
  };

  const started = (response: LightMyRequestResponse): WorkJobStarted => {
    expect(response.statusCode).toBe(202);
    expectAnswerOf(PLANS_CALLS.startGeneration, response);
    return (response.json() as { data: WorkJobStarted }).data;
  };

  it('one generation reads each uploaded file exactly once; the result is fetched when done', async () => {
    const reads: string[] = [];
    const loads: string[] = [];
    t = await startTestApp(target, {}, undefined, {
      planEngine: readCountingEngine(reads),
      uploadStorage: loadCountingStorage(() => t!, loads),
    });
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 2);
    const job = started(
      await postForm(t, seller.session, '/plan_jobs', requestParts(request, { flow: 'keyword-cold-start' })),
    );
    const end = await ended(seller.session, job.job_id);
    expect(end).toMatchObject({ job_id: job.job_id, kind: 'generate', state: 'done', stage: 'done' });

    expect(loads).toHaveLength(1);
    expect(reads).toEqual([request.bulk!.name]);

    const result = await getAs(t, seller.session, `/plan_job_result?job_id=${job.job_id}`);
    expectAnswerOf(PLANS_CALLS.generationResult, result);
    const plan = (result.json() as { data: GeneratedPlanData }).data;
    expect(plan.use_charged).toBe(true);
    expect(plan.balance).toBe(1);
    // Fetching the result again reads nothing and debits nothing.
    await getAs(t, seller.session, `/plan_job_result?job_id=${job.job_id}`);
    expect(await balanceOf(t, seller.session)).toBe(1);
    expect(await t.database.db.selectFrom('plans').select('id').execute()).toHaveLength(1);
    expect(loads).toHaveLength(1);
  }, 90_000);

  it('a failed check arrives through the status with its code and fields in zh and en; no use consumed', async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: engine });
    const request = await flowRequest('keyword-cold-start');
    request.params = { ...request.params, campaign_name: 'No such campaign', campaign_mode: 'existing' };
    const seller = await sellerAt(t, request.now, 2);
    const job = started(
      await postForm(t, seller.session, '/plan_jobs', requestParts(request, { flow: 'keyword-cold-start' })),
    );
    const end = await ended(seller.session, job.job_id);
    expect(end.state).toBe('failed');
    const en = end.error!;
    const zh = (await status(seller.session, job.job_id, 'zh')).error!;
    expect(en.code).toBeGreaterThanOrEqual(10_000);
    expect(zh.code).toBe(en.code);
    expect(zh.msg).not.toBe(en.msg);
    expect(Object.keys(en.data?.fields ?? {})).toEqual(Object.keys(zh.data?.fields ?? {}));
    expect(Object.keys(en.data?.fields ?? {}).length).toBeGreaterThan(0);
    // The result call answers the same error; nothing was stored or consumed.
    const result = await getAs(t, seller.session, `/plan_job_result?job_id=${job.job_id}`);
    expect(result.statusCode).toBe(400);
    expect((result.json() as { code: number }).code).toBe(en.code);
    expect(await balanceOf(t, seller.session)).toBe(2);
    expect(await t.database.db.selectFrom('plans').select('id').execute()).toHaveLength(0);
  });

  it('on a web process the start answers at once with the queue place; only the owner sees the job', async () => {
    const jobs = new SteppedJobQueue(() => (t ? t.clock.now() : 0));
    t = await startTestApp(target, { role: 'web' }, undefined, { planEngine: engine, jobs });
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 2);
    const job = started(
      await postForm(
        t,
        seller.session,
        '/plan_jobs',
        requestParts(request, { flow: 'keyword-cold-start', request_id: 'req-poll-1' }),
      ),
    );
    expect(job.request_id).toBe('req-poll-1');
    expect(await status(seller.session, job.job_id)).toMatchObject({ state: 'queued', place: 1 });
    const early = await getAs(t, seller.session, `/plan_job_result?job_id=${job.job_id}`);
    expect(early.statusCode).toBe(400);

    const other = await sellerAt(t, request.now, 1);
    expect((await getAs(t, other.session, `/plan_job?job_id=${job.job_id}`)).statusCode).toBe(404);
    expect((await getAs(t, other.session, `/plan_job_result?job_id=${job.job_id}`)).statusCode).toBe(404);

    await jobs.drain();
    expect(await status(seller.session, job.job_id)).toMatchObject({ state: 'done', stage: 'done' });
    expect(await balanceOf(t, seller.session)).toBe(1);
  });

  it('refuses an unknown flow before anything is stored', async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: engine });
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 2);
    const response = await postForm(t, seller.session, '/plan_jobs', requestParts(request, { flow: 'nope' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { data: { fields: object } }).data.fields)).toEqual(['flow']);
    expect(await t.database.db.selectFrom('uploads').select('id').execute()).toHaveLength(0);
  });
});
