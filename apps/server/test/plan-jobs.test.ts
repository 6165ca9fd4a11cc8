// Generations and checks as jobs (ADR 0016) over uploads stored once (ADR 0024): a check's upload serves
// the generation after it; a web process only queues and a worker runs; a run cut off by a crash runs
// again without a second debit; a plan that changes nothing takes no use; a waiting seller sees a place.
import { errorMessage, PLANS_CALLS, type GeneratedPlanData, type ParamCheckData } from '@adplan/contracts';
import { afterAll, afterEach, expect, it } from 'vitest';
import { WORK_STALE_MS, WORK_SWEEP_JOB } from '../src/jobs/work/work-jobs';
import { toStoredTime } from '../src/lib/clock';
import { PlanEnginePool, type PlanEngine } from '../src/modules/plans/plan-engine-pool';
import { balanceOf, getAs, postForm, sellerAt } from './helpers/plan-calls';
import { flowRequest, requestParts } from './helpers/plan-inputs';
import { SteppedJobQueue } from './helpers/stepped-job-queue';
import { startTestApp, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

/** Waits (real time) until `check` holds; the work runs beside the test. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out waiting');
}

describeEachDatabase('plan jobs', (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('a check stores the upload once; the generation reads it by id, and only its owner may', async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: engine });
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 2);
    const check = await postForm(
      t,
      seller.session,
      '/param_check',
      requestParts(request, { flow: 'keyword-cold-start' }),
    );
    const checked = (check.json() as { data: ParamCheckData }).data;
    expect(checked.valid).toBe(true);
    expect(checked.upload_id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const stored = await t.database.db.selectFrom('upload_files').select(['field', 'size_bytes']).execute();
    expect(stored).toEqual([{ field: 'bulk_file', size_bytes: request.bulk?.bytes.length }]);

    const byId = [
      { name: 'params', value: JSON.stringify(request.params) },
      { name: 'upload_id', value: checked.upload_id ?? '' },
    ];
    const generated = await postForm(t, seller.session, '/hb_kt_v4', byId);
    expect(generated.statusCode).toBe(200);
    const plan = (generated.json() as { data: GeneratedPlanData }).data;
    expect(plan.use_charged).toBe(true);
    expect(plan.balance).toBe(1);
    // Nothing was uploaded again.
    expect(await t.database.db.selectFrom('uploads').select('id').execute()).toHaveLength(1);

    const other = await sellerAt(t, request.now, 2);
    const foreign = await postForm(t, other.session, '/hb_kt_v4', byId);
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys((foreign.json() as { data: { fields: object } }).data.fields)).toEqual(['upload_id']);
    expect(await balanceOf(t, other.session)).toBe(2);
  });

  it('a plan with nothing to upload is stored and shown but takes no use', async () => {
    // The engine answers a plan without upload rows, as an optimisation that finds nothing to change.
    const nothing: PlanEngine = {
      ...engine,
      close: () => Promise.resolve(),
      check: (...args) => engine.check(...args),
      structure: (...args) => engine.structure(...args),
      competitors: (...args) => engine.competitors(...args),
      checkWorkbook: (...args) => engine.checkWorkbook(...args),
      edit: (...args) => engine.edit(...args),
      generate: async (request, options) => {
        const result = await engine.generate(request, options);
        if ('failed' in result) return result;
        return {
          plan: { ...result.plan, rows: [] },
          workbooks: result.workbooks.filter((workbook) => workbook.role !== 'plan'),
        };
      },
    };
    t = await startTestApp(target, {}, undefined, { planEngine: nothing });
    const request = await flowRequest('keyword-optimisation');
    const seller = await sellerAt(t, request.now, 2);
    const response = await postForm(t, seller.session, '/op_kt_v4', requestParts(request));
    expect(response.statusCode).toBe(200);
    const plan = (response.json() as { data: GeneratedPlanData }).data;
    expect(plan.use_charged).toBe(false);
    expect(plan.balance).toBe(2);
    expect(await balanceOf(t, seller.session)).toBe(2);
    const history = await getAs(t, seller.session, '/ad_history');
    expect(PLANS_CALLS.adHistory.answer.parse(history.json()).data.total).toBe(1);
  });

  it('a web process only queues: the worker runs the job, the request answers its result', async () => {
    const jobs = new SteppedJobQueue(() => (t ? t.clock.now() : 0));
    t = await startTestApp(target, { role: 'web' }, undefined, { planEngine: engine, jobs });
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 2);
    const pending = postForm(
      t,
      seller.session,
      '/hb_kt_v4',
      requestParts(request, { request_id: 'req-web-1' }),
    );
    await until(async () => jobs.size === 1);
    const progress = await getAs(t, seller.session, '/plan_progress?request_id=req-web-1');
    expect((progress.json() as { data: { stage: string; place?: number } }).data).toMatchObject({
      stage: 'queued',
      place: 1,
    });
    expect(await t.database.db.selectFrom('plans').select('id').execute()).toHaveLength(0);
    await jobs.drain();
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: GeneratedPlanData }).data.balance).toBe(1);
  });

  it('a waiting seller sees their place; a fifth job is refused in the seller’s words', async () => {
    const jobs = new SteppedJobQueue(() => (t ? t.clock.now() : 0));
    t = await startTestApp(target, { role: 'web' }, undefined, { planEngine: engine, jobs });
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 9);
    const pending = [];
    for (const id of ['req-place-1', 'req-place-2', 'req-place-3', 'req-place-4']) {
      pending.push(postForm(t, seller.session, '/hb_kt_v4', requestParts(request, { request_id: id })));
      await until(
        async () =>
          (await t!.database.db.selectFrom('work_jobs').select('id').execute()).length === pending.length,
      );
    }
    const third = await getAs(t, seller.session, '/plan_progress?request_id=req-place-3');
    expect((third.json() as { data: { place?: number } }).data.place).toBe(3);
    const fifth = await postForm(t, seller.session, '/hb_kt_v4', requestParts(request), 'zh');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ code: 50005, msg: errorMessage('plan.queueFull', 'zh', { waiting: 3 }) });
    // The queue hands the seller's jobs over one at a time.
    for (let round = 0; round < 4; round += 1) await jobs.drain();
    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(t, seller.session)).toBe(5);
  });

  it('a run cut off by a crash runs again from the sweep and debits once', async () => {
    const jobs = new SteppedJobQueue(() => (t ? t.clock.now() : 0));
    t = await startTestApp(target, { role: 'web' }, undefined, { planEngine: engine, jobs });
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 2);
    const pending = postForm(t, seller.session, '/hb_kt_v4', requestParts(request));
    await until(async () => jobs.size === 1);
    const [job] = await t.database.db.selectFrom('work_jobs').select('id').execute();
    // A worker claimed the job and was killed: the row says running, its heartbeat stopped.
    await t.database.db
      .updateTable('work_jobs')
      .set({ state: 'running', attempts: 1, heartbeat_at: toStoredTime(t.clock.now()) })
      .where('id', '=', job!.id)
      .execute();
    await jobs.drain(); // the queue's own delivery finds the job taken and does nothing
    expect(await t.database.db.selectFrom('plans').select('id').execute()).toHaveLength(0);
    t.clock.advance(WORK_STALE_MS + 1_000);
    await jobs.runRecurring(WORK_SWEEP_JOB);
    await jobs.drain();
    const response = await pending;
    expect(response.statusCode).toBe(200);
    // The sweep again, and a stray delivery of the same job: the job is done, nothing runs twice.
    await jobs.runRecurring(WORK_SWEEP_JOB);
    await jobs.send('work-run', { id: job!.id }, { singletonKey: 'stray' });
    await jobs.drain();
    expect(await t.database.db.selectFrom('plans').select('id').execute()).toHaveLength(1);
    expect(await balanceOf(t, seller.session)).toBe(1);
    const row = await t.database.db
      .selectFrom('work_jobs')
      .select(['state', 'attempts'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'done', attempts: 2 });
  });
});
