// The plan generation calls end to end: each flow through HTTP to a stored plan whose downloaded workbook
// passes Amazon's upload rules; bad uploads and parameters with their codes and nothing consumed; the
// time-out; concurrent generations against the ledger; owner-only downloads; progress; retention.
import {
  errorMessage,
  PLAN_FLOW_BY_PATH,
  PLAN_REPORT_FILE_MAX_BYTES,
  PLANS_CALLS,
  translate,
  type GeneratedPlanData,
  type PlanCallFlow,
} from '@adplan/contracts';
import { validateWorkbook } from '@adplan/engine';
import { buildHourlyReport } from '@adplan/engine/testing';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { DAY_MS } from '../src/lib/clock';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { planRetention } from '../src/modules/plans/plans-service';
import { addDays, beijingDate } from '@adplan/contracts';
import { describeEachDatabase, postgresCopiesOf, postgresUrlOf } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  startTestApp,
  testConfig,
  testHasher,
  type TestApp,
} from './helpers/test-app';
import { balanceOf, getAs, postForm, sellerAt } from './helpers/plan-calls';
import { buildBulkWorkbook } from '@adplan/engine/testing';
import {
  flowRequest,
  multipartBody,
  requestParts,
  SP_ACCOUNT,
  SP_NOW,
  type FormPart,
} from './helpers/plan-inputs';

const engine = new PlanEnginePool({ threads: 2 });
afterAll(() => engine.close());

const PATH_OF = Object.fromEntries(
  Object.entries(PLAN_FLOW_BY_PATH).map(([path, flow]) => [flow, path]),
) as Record<PlanCallFlow, string>;

describeEachDatabase('plan generation', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: engine });
  });
  afterEach(() => t.close());

  for (const flow of Object.keys(PATH_OF) as PlanCallFlow[]) {
    it(`${PATH_OF[flow]} generates a ${flow} plan, debits one use and serves an uploadable workbook`, async () => {
      const request = await flowRequest(flow);
      const seller = await sellerAt(t, request.now, 2);
      const response = await postForm(t, seller.session, PATH_OF[flow], requestParts(request), 'zh');
      expect(response.statusCode, response.body).toBe(200);
      const answer = PLANS_CALLS.keywordColdStart.answer.parse(response.json());
      const data: GeneratedPlanData = answer.data;
      expect(data.flow).toBe(flow);
      expect(data.balance).toBe(1);
      expect(await balanceOf(t, seller.session)).toBe(1);
      if (flow !== 'schedule') {
        expect(data.preview.total_rows).toBeGreaterThan(0);
        expect(data.preview.rows[0]?.reason).toMatch(/[\u4e00-\u9fa5]/);
      } else {
        expect(data.schedule?.[0]?.periods.length).toBeGreaterThanOrEqual(3);
        expect(data.workbooks.some((w) => w.role === 'schedule-period' && w.period)).toBe(true);
      }
      for (const workbook of data.workbooks) {
        const file = await getAs(t, seller.session, workbook.download_url.replace(/^\/api/, ''));
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toContain(encodeURIComponent(workbook.file_name));
        expect(file.rawPayload.length).toBe(workbook.size_bytes);
        // Every workbook a seller uploads passes Amazon's rules (an explanation workbook is for reading).
        if (workbook.role !== 'explanation') {
          const violations = await validateWorkbook(file.rawPayload, {
            marketplace: 'US',
            now: new Date(request.now),
          });
          expect(violations).toEqual([]);
        }
      }
      const history = await getAs(t, seller.session, '/ad_history');
      const items = PLANS_CALLS.adHistory.answer.parse(history.json()).data.items;
      expect(items.map((item) => item.plan_id)).toEqual([data.plan_id]);
      // Listed by its campaigns, never by an ASIN, a numeric ID or the flow's identifier.
      expect(items[0]?.plan_name).not.toMatch(new RegExp(`^(B0[A-Z0-9]{8}|\\d+|${flow})$`));
      const log = await getAs(t, seller.session, `/period_log?order_num=${data.plan_id}`, 'zh');
      expect(PLANS_CALLS.periodLog.answer.parse(log.json()).data.schedule).toEqual(data.schedule ?? []);
    });
  }

  it('explains preview rows in the caller language and lists harvested and negated terms', async () => {
    const request = await flowRequest('keyword-optimisation');
    const seller = await sellerAt(t, request.now, 1);
    const response = await postForm(t, seller.session, '/op_kt_v4', requestParts(request), 'en');
    const data = PLANS_CALLS.keywordOptimisation.answer.parse(response.json()).data;
    expect(data.preview.harvested_terms).toContain('cutting board large');
    expect(data.preview.negated_terms).toContain('glass board');
    expect(data.preview.rows.every((row) => !/[\u4e00-\u9fa5]/.test(row.reason))).toBe(true);
    const counted = Object.values(data.preview.change_counts).reduce((sum, count) => sum + (count ?? 0), 0);
    expect(counted).toBe(data.preview.total_rows);
  });

  it('schedule: the one-time console set-up gives the plan, its rollback and the explanation to download', async () => {
    const request = await flowRequest('schedule');
    const seller = await sellerAt(t, request.now, 1);
    const params = { ...request.params, schedule_mode: 'console-rules' };
    const response = await postForm(
      t,
      seller.session,
      PATH_OF.schedule,
      requestParts({ ...request, params }),
      'zh',
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = PLANS_CALLS.schedulePlan.answer.parse(response.json()).data;
    // Base bids lowered once (no file to upload at every period start), the undo, the set-up steps.
    expect(data.workbooks.map((w) => w.role)).toEqual(['plan', 'rollback', 'explanation']);
    expect(data.workbooks.map((w) => w.file_name.replace(/^.*\d{8}-\d{6}/, ''))).toEqual([
      '.xlsx',
      '-rollback.xlsx',
      '-explanation.xlsx',
    ]);
    expect(data.preview.rows.every((row) => row.rule_id === 'SCHEDULE-CONSOLE-BASE-BID')).toBe(true);
    const history = PLANS_CALLS.adHistory.answer.parse(
      (await getAs(t, seller.session, '/ad_history')).json(),
    );
    expect(history.data.items[0]?.workbooks.map((w) => w.role)).toEqual(['plan', 'rollback', 'explanation']);
  });

  it('schedule: an empty hourly report is 10019 and one without activity 10017, in the caller language, never a plan', async () => {
    const request = await flowRequest('schedule');
    const seller = await sellerAt(t, request.now, 2);
    const empty = { name: 'hourly.csv', bytes: await buildHourlyReport({ rows: [] }) };
    const zh = await postForm(
      t,
      seller.session,
      PATH_OF.schedule,
      requestParts({ ...request, hourly: [empty] }),
      'zh',
    );
    expect(zh.statusCode).toBe(400);
    const zhBody = zh.json() as { code: number; msg: string; data: { fields: Record<string, string[]> } };
    expect(zhBody.code).toBe(10019);
    expect(zhBody.data.fields['hourly_files']?.[0]).toMatch(/[\u4e00-\u9fa5]/);
    const idle = {
      name: 'hourly.csv',
      bytes: await buildHourlyReport({
        rows: [
          {
            campaignName: 'Board manual',
            date: '2026-10-10',
            hour: 3,
            metrics: { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 },
          },
        ],
      }),
    };
    const en = await postForm(
      t,
      seller.session,
      PATH_OF.schedule,
      requestParts({ ...request, hourly: [idle] }),
      'en',
    );
    expect(en.statusCode).toBe(400);
    const enBody = en.json() as { code: number; msg: string; data: { fields: Record<string, string[]> } };
    expect(enBody.code).toBe(10017);
    expect(enBody.data.fields['hourly_files']?.[0]).toMatch(/hourly/i);
    expect(enBody.data.fields['hourly_files']?.[0]).not.toMatch(/[\u4e00-\u9fa5]/);
    expect(await balanceOf(t, seller.session)).toBe(2);
  });

  it('reports the real stages under the client request id', async () => {
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 1);
    const before = await getAs(t, seller.session, '/plan_progress?request_id=req-12345678');
    expect(before.json()).toMatchObject({ data: { stage: 'pending' } });
    const parts = requestParts(request, { request_id: 'req-12345678' });
    expect((await postForm(t, seller.session, '/hb_kt_v4', parts)).statusCode).toBe(200);
    const after = await getAs(t, seller.session, '/plan_progress?request_id=req-12345678');
    expect(PLANS_CALLS.planProgress.answer.parse(after.json()).data.stage).toBe('done');
    // Another user does not see it.
    const other = await sellerAt(t, request.now, 0);
    const hidden = await getAs(t, other.session, '/plan_progress?request_id=req-12345678');
    expect(hidden.json()).toMatchObject({ data: { stage: 'pending' } });
    const bad = await getAs(t, seller.session, '/plan_progress?request_id=no');
    expect(bad.statusCode).toBe(400);
  });

  describe('refusals consume nothing', () => {
    async function refused(parts: FormPart[], path = '/hb_kt_v4') {
      const request = await flowRequest('keyword-cold-start');
      const seller = await sellerAt(t, request.now, 3);
      const response = await postForm(t, seller.session, path, parts);
      expect(await balanceOf(t, seller.session)).toBe(3);
      return response;
    }
    const base = async () => requestParts(await flowRequest('keyword-cold-start'));
    const fieldsOf = (body: string) =>
      (JSON.parse(body) as { data: { fields: Record<string, string[]> } }).data.fields;

    it('a wrong bulk sheet extension, two bulk sheets, a disguised file, 11 reports, 10 MB', async () => {
      const [params, bulk] = await base();
      const sheet = bulk as Extract<FormPart, { bytes: Uint8Array }>;
      const wrongType = await refused([
        params!,
        { name: 'bulk_file', fileName: 'bulk.pdf', bytes: sheet.bytes },
      ]);
      expect(wrongType.statusCode).toBe(400);
      // A file of the wrong kind carries spec §8's product code, not the HTTP status.
      expect(wrongType.json()).toMatchObject({ code: 10001 });
      expect(fieldsOf(wrongType.body)['bulk_file']).toEqual([
        translate('validation.upload.bulkSheetFormat', 'en'),
      ]);

      const two = await refused([params!, sheet, sheet]);
      expect(two.json()).toMatchObject({ code: 400 });
      expect(fieldsOf(two.body)['bulk_file']).toEqual([
        translate('validation.upload.bulkSheetOneFile', 'en'),
      ]);

      const csvBytes = new TextEncoder().encode('a,b\n1,2\n');
      const disguised = await refused([
        params!,
        { name: 'bulk_file', fileName: 'bulk.xlsx', bytes: csvBytes },
      ]);
      expect(fieldsOf(disguised.body)['bulk_file']).toEqual([
        translate('validation.upload.contentMismatch', 'en'),
      ]);
      expect(disguised.json()).toMatchObject({ code: 10001 });

      const reports = Array.from({ length: 11 }, (_, i) => ({
        name: 'report_files',
        fileName: `r${i}.csv`,
        bytes: csvBytes,
      }));
      const many = await refused([params!, sheet, ...reports]);
      expect(fieldsOf(many.body)['report_files']).toEqual([
        translate('validation.upload.tooManyReportFiles', 'en'),
      ]);

      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(sheet.bytes);
      const large = await refused([params!, { name: 'bulk_file', fileName: 'big.xlsx', bytes: big }]);
      expect(fieldsOf(large.body)['bulk_file']).toEqual([
        translate('validation.upload.bulkSheetTooLarge', 'en'),
      ]);
    });

    it('files past the multipart limit answer their field size message, never a bare 413', async () => {
      const [params, bulk] = await base();
      // Above the form's per-file limit (the largest of the bulk and report limits): busboy cuts it off.
      const huge = new Uint8Array(PLAN_REPORT_FILE_MAX_BYTES + 1024);
      huge.set((bulk as Extract<FormPart, { bytes: Uint8Array }>).bytes);
      const bulkTooLarge = await refused([params!, { name: 'bulk_file', fileName: 'big.xlsx', bytes: huge }]);
      expect(bulkTooLarge.statusCode).toBe(400);
      expect(fieldsOf(bulkTooLarge.body)['bulk_file']).toEqual([
        translate('validation.upload.bulkSheetTooLarge', 'en'),
      ]);
      const csv = new Uint8Array(PLAN_REPORT_FILE_MAX_BYTES + 1).fill(0x61);
      const reportTooLarge = await refused([
        params!,
        bulk!,
        { name: 'report_files', fileName: 'terms.csv', bytes: csv },
      ]);
      expect(reportTooLarge.statusCode).toBe(400);
      expect(fieldsOf(reportTooLarge.body)['report_files']).toEqual([
        translate('validation.upload.reportTooLarge', 'en'),
      ]);
    });

    it('a US export planned as UK or JP is refused before a use is consumed (20001)', async () => {
      const request = await flowRequest('keyword-optimisation');
      const usd = {
        ...request,
        bulk: {
          name: request.bulk!.name,
          bytes: await buildBulkWorkbook({
            ...SP_ACCOUNT,
            portfolios: [{ id: '90000000000001', name: 'Boards', currency: 'USD' }],
          }),
        },
      };
      for (const marketplace of ['UK', 'JP']) {
        const response = await refused(
          requestParts({ ...usd, params: { ...usd.params, marketplace } }),
          '/op_kt_v4',
        );
        expect(response.json(), marketplace).toMatchObject({ code: 20001 });
        expect((response.json() as { msg: string }).msg, marketplace).toContain('USD');
      }
    });

    it('parameters that are not JSON, a bad request id, a form that is not multipart', async () => {
      const [, bulk] = await base();
      const notJson = await refused([{ name: 'params', value: '{oops' }, bulk!]);
      expect(fieldsOf(notJson.body)['params']).toEqual([translate('validation.params.invalid', 'en')]);
      const badId = await refused([...(await base()), { name: 'request_id', value: 'x' }]);
      expect(fieldsOf(badId.body)['request_id']).toEqual([translate('validation.requestId.invalid', 'en')]);
      const seller = await sellerAt(t, SP_NOW, 1);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/hb_kt_v4',
        ...asBrowser(seller.session),
        payload: { marketplace: 'US' },
      });
      expect(json.statusCode).toBe(400);
    });

    it('product errors answer their spec code next to the field: 20006, 20007, 20001', async () => {
      const request = await flowRequest('keyword-optimisation');
      const wrongName = await refused(
        requestParts({ ...request, params: { ...request.params, campaign_name: 'Nope' } }),
        '/op_kt_v4',
      );
      expect(wrongName.json()).toMatchObject({ code: 20006 });
      expect(fieldsOf(wrongName.body)['campaign_name']?.[0]).toBeTruthy();

      const noBulk = await refused(requestParts({ ...request, bulk: undefined }), '/op_kt_v4');
      expect(noBulk.json()).toMatchObject({ code: 20007 });

      const cold = await flowRequest('keyword-cold-start');
      const badCps = await refused(requestParts({ ...cold, params: { ...cold.params, target_cps: -1 } }));
      expect(badCps.json()).toMatchObject({ code: 20001 });
      expect(Object.keys(fieldsOf(badCps.body))).toContain('target_cps');
    });

    it('an unreadable workbook answers 10001', async () => {
      const [params] = await base();
      // A zip that says it is a spreadsheet but holds no workbook.
      const sheetless = (await import('@adplan/engine/testing')).buildRawXlsx([]);
      const response = await refused([
        params!,
        { name: 'bulk_file', fileName: 'bulk.xlsx', bytes: sheetless },
      ]);
      expect(response.statusCode).toBe(400);
      expect([10001, 10003]).toContain((response.json() as { code: number }).code);
    });

    it('needs a session', async () => {
      const body = multipartBody(await base());
      const response = await t.app.inject({ method: 'POST', url: '/api/hb_kt_v4', ...body });
      expect(response.statusCode).toBe(401);
    });
  });

  it('refuses without uses and with an expired package, in the spec words', async () => {
    const request = await flowRequest('keyword-cold-start');
    const empty = await sellerAt(t, request.now, 0);
    const none = await postForm(t, empty.session, '/hb_kt_v4', requestParts(request), 'zh');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ msg: errorMessage('billing.insufficientBalance', 'zh') });

    t.clock.set(request.now);
    const user = await createUser(t, undefined, {}, { uses: 5, validDays: 1 });
    t.clock.advance(3 * DAY_MS);
    const session = await loginAs(t, user);
    const expired = await postForm(t, session, '/hb_kt_v4', requestParts(request), 'en');
    expect(expired.statusCode).toBe(400);
    expect((expired.json() as { msg: string }).msg).toBe(
      errorMessage('billing.packageExpired', 'en', { date: addDays(beijingDate(request.now), 1) }),
    );
    expect(await balanceOf(t, session)).toBe(5);
  });

  it('queues one running and three waiting generations per seller; the uses cap the plans', async () => {
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 3);
    const parts = requestParts(request);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postForm(t, seller.session, '/hb_kt_v4', parts, 'en')),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(17);
    const refusals = responses
      .filter((r) => r.statusCode === 400)
      .map((response) => response.json() as { code: number; msg: string });
    const queueFull = { code: 50005, msg: errorMessage('plan.queueFull', 'en', { waiting: 3 }) };
    const noUses = errorMessage('billing.insufficientBalance', 'en');
    // At most 1 running + 3 waiting are admitted at a time: most of the burst is refused at the door.
    expect(refusals.filter((refusal) => refusal.code === 50005).length).toBeGreaterThanOrEqual(12);
    for (const refusal of refusals) {
      if (refusal.code === 50005) expect(refusal).toEqual(queueFull);
      else expect(refusal.msg).toBe(noUses);
    }
    expect(await balanceOf(t, seller.session)).toBe(0);
    const history = await getAs(t, seller.session, '/ad_history?page_size=100');
    expect(PLANS_CALLS.adHistory.answer.parse(history.json()).data.total).toBe(3);
  });

  it('answers 421 past the time-out and consumes nothing', async () => {
    const slow = await startTestApp(target, { planTimeoutMs: 5 }, undefined, { planEngine: engine });
    try {
      const request = await flowRequest('keyword-cold-start');
      const seller = await sellerAt(slow, request.now, 2);
      const response = await postForm(slow, seller.session, '/hb_kt_v4', requestParts(request), 'en');
      expect(response.statusCode).toBe(421);
      expect(response.json()).toEqual({ code: 421, msg: errorMessage(421, 'en') });
      expect(await balanceOf(slow, seller.session)).toBe(2);
    } finally {
      await slow.close();
    }
  });

  it("answers 404 for another user's plan everywhere", async () => {
    const request = await flowRequest('keyword-cold-start');
    const owner = await sellerAt(t, request.now, 1);
    const generated = await postForm(t, owner.session, '/hb_kt_v4', requestParts(request));
    const data = PLANS_CALLS.keywordColdStart.answer.parse(generated.json()).data;
    const other = await sellerAt(t, request.now, 1);
    const path = data.download_url.replace(/^\/api/, '');
    expect((await getAs(t, other.session, path)).statusCode).toBe(404);
    expect((await getAs(t, other.session, `/period_log?order_num=${data.plan_id}`)).statusCode).toBe(404);
    const history = await getAs(t, other.session, '/ad_history');
    expect(PLANS_CALLS.adHistory.answer.parse(history.json()).data.items).toEqual([]);
    expect((await getAs(t, owner.session, path.replace(data.file_name, 'other.xlsx'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: data.download_url })).statusCode).toBe(401);
  });

  it('keeps plans 30 days, then the idempotent retention deletes them and their files', async () => {
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 1);
    const generated = await postForm(t, seller.session, '/hb_kt_v4', requestParts(request));
    const data = PLANS_CALLS.keywordColdStart.answer.parse(generated.json()).data;
    const retention = planRetention(t.database);
    const path = data.download_url.replace(/^\/api/, '');

    t.clock.advance(30 * DAY_MS - 60_000);
    expect(await retention(t.clock.now())).toBe(0);
    // Sessions last less than 30 days: sign in again to look.
    const again = await loginAgain(t, seller.id);
    expect((await getAs(t, again, path)).statusCode).toBe(200);

    t.clock.advance(60_000);
    expect(await retention(t.clock.now())).toBe(1);
    expect(await retention(t.clock.now())).toBe(0);
    expect((await getAs(t, again, path)).statusCode).toBe(404);
    const files = await t.database.db.selectFrom('plan_files').select('plan_id').execute();
    expect(files).toEqual([]);
  });
});

/** Signs the user `userId` in again with a fresh password (sessions end before plans do). */
async function loginAgain(t: TestApp, userId: number) {
  const password = 'Again#12345';
  await t.database.db
    .updateTable('users')
    .set({ password_hash: await testHasher.hash(password) })
    .where('id', '=', userId)
    .execute();
  const row = await t.database.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return loginAs(t, { user_name: row.user_name, phone_number: '', password });
}

describe('two server instances sharing one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url !== undefined && url !== '')(
    'give exactly 3 plans to 20 generations with 3 uses, one seller queue across replicas',
    async () => {
      // A copy of the migrated template, as every PostgreSQL test gets (migrating a schema of its own took
      // 1-2 s more); the second replica joins it with a pool of its own.
      const copies = postgresCopiesOf(url ?? '');
      const first = await startTestApp(copies, {}, undefined, { planEngine: engine });
      const secondDatabase = createDatabase({ kind: 'postgres', url: postgresUrlOf(first.database) });
      const second = await buildApp(testConfig(), {
        database: secondDatabase,
        clock: first.clock,
        passwordHasher: testHasher,
        planEngine: new PlanEnginePool({ threads: 1 }),
      });
      try {
        const request = await flowRequest('keyword-cold-start');
        const seller = await sellerAt(first, request.now, 3);
        const body = multipartBody(requestParts(request));
        const browser = asBrowser(seller.session);
        const send = (app: typeof second) =>
          app.inject({
            method: 'POST',
            url: '/api/hb_kt_v4',
            cookies: browser.cookies,
            headers: { ...browser.headers, ...body.headers },
            payload: body.payload,
          });
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, i) => send(i % 2 === 0 ? first.app : second)),
        );
        // Both replicas judge the seller's queue under the seller's row lock: at most 1 running + 3 waiting.
        expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
        const refused = responses
          .filter((r) => r.statusCode === 400)
          .map((r) => r.json() as { code: number });
        expect(refused).toHaveLength(17);
        expect(refused.filter((r) => r.code === 50005).length).toBeGreaterThanOrEqual(12);
        expect(await balanceOf(first, seller.session)).toBe(0);
        const plans = await secondDatabase.db.selectFrom('plans').select('id').execute();
        expect(plans).toHaveLength(3);
      } finally {
        await second.close();
        await secondDatabase.close();
        await first.close();
        await copies.settle();
      }
    },
  );
});
