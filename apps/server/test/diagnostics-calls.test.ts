// The diagnostic calls around the rules: 20014 without tool-made campaigns, 404 for another seller's shop,
// diagnosis or CSV, the CSV itself (BOM, pattern name, formula-safe cells, caller's language), past diagnoses,
// the upload-back check (20012), the product code of each failing step, and the 30-day retention.
import {
  DIAGNOSIS_RUN_LIMIT_MS,
  DIAGNOSTICS_CALLS,
  parseDiagnosticFileName,
  type DiagnosisCampaign,
} from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/clock';
import { DIAGNOSIS_RETENTION_JOB } from '../src/modules/diagnostics/diagnostics-module';
import { diagnosisRetention } from '../src/modules/diagnostics/diagnostics-service';
import { formulaSafe, parseCsv } from '../src/modules/diagnostics/diagnostic-csv';
import { expectAnswerOf, expectRefusal } from './helpers/call-answers';
import {
  diagnose,
  readDiagnosis,
  startDiagnosis,
  startDiagnosticsApp,
  type DiagnosticsTestApp,
} from './helpers/diagnostics-app';
import { describeEachDatabase } from './helpers/test-database';

describeEachDatabase('diagnostics calls', (target) => {
  let d: DiagnosticsTestApp;
  beforeEach(async () => {
    d = await startDiagnosticsApp(target);
  });
  afterEach(() => d.t.close());

  it('answers 20014 for a shop without tool-made campaigns, or a campaign the tool did not make', async () => {
    d.tools.campaigns.splice(0);
    const none = expectRefusal(
      await d.call(DIAGNOSTICS_CALLS.adDiagnose, { shop_id: 'shop-us-1' }, { language: 'zh' }),
      400,
    );
    expect(none.code).toBe(20014);
    expect(none.msg).toContain('本工具创建');
    expect(d.amazon.reportRequests).toEqual([]);
  });

  it('answers 20014 when a named campaign is not one of the tool’s', async () => {
    const refusal = expectRefusal(
      await d.call(DIAGNOSTICS_CALLS.adDiagnose, { shop_id: 'shop-us-1', campaign_ids: ['103', '999'] }),
      400,
    );
    expect(refusal.code).toBe(20014);
  });

  it('lists the campaigns a diagnosis may cover by name for the picker, and keeps other sellers out (404)', async () => {
    const tools = d.tools.campaigns.filter((campaign) => campaign.shopId === 'shop-us-1');
    expect(tools.length).toBeGreaterThan(0);
    const campaignsOf = async (session?: { session: DiagnosticsTestApp['seller']['session'] }) => {
      const response = await d.call(DIAGNOSTICS_CALLS.diagnosisCampaigns, { shop_id: 'shop-us-1' }, session);
      expectAnswerOf(DIAGNOSTICS_CALLS.diagnosisCampaigns, response);
      return (response.json() as { data: { campaigns: DiagnosisCampaign[] } }).data.campaigns;
    };
    const listed = await campaignsOf();
    expect(listed).toEqual(
      tools.map((tool) => ({
        campaign_id: tool.campaignId,
        campaign_name: tool.campaignName,
        ad_product: tool.adProduct === 'SPONSORED_BRANDS' ? 'SB' : 'SP',
        origin: tool.origin,
      })),
    );
    expect(listed.every((campaign) => campaign.campaign_name.length > 0)).toBe(true);
    const other = await d.otherSeller();
    expectRefusal(
      await d.call(
        DIAGNOSTICS_CALLS.diagnosisCampaigns,
        { shop_id: 'shop-us-1' },
        { session: other.session },
      ),
      404,
    );
    d.tools.campaigns.splice(0);
    expect(await campaignsOf()).toEqual([]);
  });

  it('keeps another seller out of the shop, the diagnosis, its CSV and the list (404, no leak)', async () => {
    const data = await diagnose(d);
    const other = await d.otherSeller();
    const as = { session: other.session };
    expectRefusal(await d.call(DIAGNOSTICS_CALLS.adDiagnose, { shop_id: 'shop-us-1' }, as), 404);
    expectRefusal(await d.call(DIAGNOSTICS_CALLS.diagnosisList, { shop_id: 'shop-us-1' }, as), 404);
    expectRefusal(
      await d.call(DIAGNOSTICS_CALLS.diagnosisDetail, { diagnosis_id: data.diagnosis_id }, as),
      404,
    );
    expect((await d.get(data.download_url, as)).statusCode).toBe(404);
    expect((await d.get(data.download_url)).statusCode).toBe(200);
  });

  it('refuses a shop that cannot be used now with the shops port’s code', async () => {
    const shop = d.shops.shops[0];
    if (shop) shop.status = 'reauthorize';
    expect(
      expectRefusal(await d.call(DIAGNOSTICS_CALLS.adDiagnose, { shop_id: 'shop-us-1' }), 400).code,
    ).toBe(10031);
  });

  it('serves a BOM UTF-8 CSV named by the pattern, headers in the caller’s language, formula-safe', async () => {
    const tools = d.tools.campaigns.find((campaign) => campaign.campaignId === '103');
    const planted = d.amazon.profile.sp.campaigns.find((campaign) => campaign.campaignId === '103');
    if (planted) planted.name = '=HYPERLINK("http://evil")';
    if (tools) tools.campaignName = String(planted?.name ?? '');
    const data = await diagnose(d);
    expect(data.file_name).toBe('Acme_Kitchen_US_US_2025-03-20_广告诊断.csv');
    expect(parseDiagnosticFileName(data.file_name)).toMatchObject({ country: 'US', date: '2025-03-20' });

    const zh = await d.get(data.download_url, { language: 'zh' });
    expect(zh.headers['content-type']).toContain('text/csv');
    expect(zh.headers['content-disposition']).toContain(encodeURIComponent(data.file_name));
    expect(zh.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(zh.body.slice(1));
    expect(rows[0]?.[0]).toBe('严重程度');
    expect(rows).toHaveLength(1 + data.findings.length);
    const evil = rows.filter((row) => row[3]?.includes('HYPERLINK'));
    expect(evil.length).toBeGreaterThan(0);
    expect(evil.every((row) => row[3] === `'=HYPERLINK("http://evil")`)).toBe(true);
    expect(rows.flat().every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);

    const en = await d.get(data.download_url, { language: 'en' });
    expect(parseCsv(en.body.slice(1))[0]?.slice(0, 2)).toEqual(['Severity', 'Problem']);
    // The console's language wins over the browser's for a plain download link.
    const chosen = await d.get(`${data.download_url}?lang=en`, { language: 'zh' });
    expect(parseCsv(chosen.body.slice(1))[0]?.[0]).toBe('Severity');
  });

  it('formula-safe prefixes every dangerous first character and nothing else', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(formulaSafe(cell)).toBe(`'${cell}`);
    expect(formulaSafe('garlic press')).toBe('garlic press');
  });

  it('lists the shop’s past diagnoses newest first and reads one back', async () => {
    const first = await diagnose(d);
    d.t.clock.advance(60_000);
    const second = await diagnose(d);
    const response = await d.call(DIAGNOSTICS_CALLS.diagnosisList, { shop_id: 'shop-us-1' });
    expectAnswerOf(DIAGNOSTICS_CALLS.diagnosisList, response);
    const list = DIAGNOSTICS_CALLS.diagnosisList.answer.parse(response.json()).data.diagnoses;
    expect(list.map((item) => item.diagnosis_id)).toEqual([second.diagnosis_id, first.diagnosis_id]);
    expect(list[0]).toMatchObject({ findings: 9, high: 4, campaigns: 8 });
    const detail = await d.call(DIAGNOSTICS_CALLS.diagnosisDetail, { diagnosis_id: first.diagnosis_id });
    expectAnswerOf(DIAGNOSTICS_CALLS.diagnosisDetail, detail);
    expect(DIAGNOSTICS_CALLS.diagnosisDetail.answer.parse(detail.json()).data.findings).toEqual(
      first.findings,
    );
  });

  it('reads a diagnostic CSV uploaded back and refuses a wrong name or wrong columns with 20012', async () => {
    const data = await diagnose(d);
    const csv = (await d.get(data.download_url, { language: 'zh' })).body;
    const ok = await d.call(DIAGNOSTICS_CALLS.diagnosisUpload, { file_name: data.file_name, content: csv });
    expectAnswerOf(DIAGNOSTICS_CALLS.diagnosisUpload, ok);
    const read = DIAGNOSTICS_CALLS.diagnosisUpload.answer.parse(ok.json()).data;
    expect(read).toMatchObject({
      country: 'US',
      date: '2025-03-20',
      language: 'zh',
      total_rows: data.findings.length,
    });

    for (const file_name of [
      'report_UK_2025-03-20_广告诊断.csv',
      'report_US_2025-02-30_广告诊断.csv',
      'report.csv',
    ]) {
      const refusal = expectRefusal(
        await d.call(DIAGNOSTICS_CALLS.diagnosisUpload, { file_name, content: csv }),
        400,
      );
      expect(refusal.code, file_name).toBe(20012);
    }
    const wrongColumns = '\uFEFFcampaign,spend\r\nA,1\r\n';
    const refusal = expectRefusal(
      await d.call(DIAGNOSTICS_CALLS.diagnosisUpload, { file_name: data.file_name, content: wrongColumns }),
      400,
    );
    expect(refusal.code).toBe(20012);
  });

  it('answers a start at once with the diagnosis running, before any report is pulled', async () => {
    const started = await startDiagnosis(d);
    expect(started).toMatchObject({
      state: 'running',
      shop_id: 'shop-us-1',
      finished_at: null,
      error: null,
      findings: [],
      created_at: new Date(d.t.clock.now()).toISOString(),
    });
    expect(d.amazon.reportRequests).toEqual([]);
    expect(d.jobs.size).toBe(1);
    // Read back and listed as running while its job waits.
    expect((await readDiagnosis(d, started.diagnosis_id)).state).toBe('running');
    const list = await d.call(DIAGNOSTICS_CALLS.diagnosisList, { shop_id: 'shop-us-1' });
    expect(DIAGNOSTICS_CALLS.diagnosisList.answer.parse(list.json()).data.diagnoses).toMatchObject([
      { diagnosis_id: started.diagnosis_id, state: 'running', error_code: null, findings: 0 },
    ]);
    // No file before the findings exist.
    expect((await d.get(started.download_url)).statusCode).toBe(404);

    d.t.clock.advance(5 * 60_000);
    await d.jobs.drain();
    const done = await readDiagnosis(d, started.diagnosis_id);
    expect(done).toMatchObject({ state: 'done', error: null, created_at: started.created_at });
    expect(done.finished_at).toBe(new Date(d.t.clock.now()).toISOString());
    expect(done.findings).toHaveLength(9);
    expect(d.amazon.reportRequests.length).toBeGreaterThan(0);
    expect((await d.get(done.download_url)).statusCode).toBe(200);
  });

  it('answers the running diagnosis to a second start of the same shop, with no second pull', async () => {
    const first = await startDiagnosis(d);
    d.t.clock.advance(30_000);
    const second = await startDiagnosis(d);
    expect(second.diagnosis_id).toBe(first.diagnosis_id);
    expect(second.state).toBe('running');
    expect(d.jobs.size).toBe(1);
    await d.jobs.drain();
    const requests = d.amazon.reportRequests.length;
    // Once it is done, a new start is a new diagnosis.
    const third = await startDiagnosis(d);
    expect(third.diagnosis_id).not.toBe(first.diagnosis_id);
    await d.jobs.drain();
    expect(d.amazon.reportRequests.length).toBe(2 * requests);
    const list = await d.call(DIAGNOSTICS_CALLS.diagnosisList, { shop_id: 'shop-us-1' });
    expect(DIAGNOSTICS_CALLS.diagnosisList.answer.parse(list.json()).data.diagnoses).toHaveLength(2);
  });

  it('stores the code of the step that failed: 20009 report request, 20010 report not finished, 50020 lists, 20011 profile refused', async () => {
    const cases: Array<[() => void, number, string | null]> = [
      [() => d.amazon.plantFailure('reportThrottled'), 20009, null],
      [() => d.amazon.plantFailure('reportFailed'), 20010, 'report_failed'],
      [() => d.amazon.plantFailure('reportTimeout'), 20010, 'report_timeout'],
      [() => d.amazon.plantFailure('listUnavailable'), 50020, null],
      [() => d.amazon.plantFailure('listRefused'), 20011, null],
    ];
    const ids: string[] = [];
    for (const [plant, code, reason] of cases) {
      d.amazon.clearFailures();
      plant();
      const started = await startDiagnosis(d);
      expect(started.state).toBe('running');
      await d.jobs.drain();
      const failed = await readDiagnosis(d, started.diagnosis_id, { language: 'zh' });
      expect(failed, String(code)).toMatchObject({ state: 'failed', error: { code, reason }, findings: [] });
      expect(failed.error?.message).toMatch(/[\u4e00-\u9fa5]/);
      expect(failed.finished_at).not.toBeNull();
      ids.push(started.diagnosis_id);
      d.t.clock.advance(1_000);
    }
    expect((await readDiagnosis(d, ids[0] ?? '', { language: 'en' })).error?.message).toBe(
      'The ad diagnostic request failed. Please try again later.',
    );
    const list = await d.call(DIAGNOSTICS_CALLS.diagnosisList, { shop_id: 'shop-us-1' });
    expect(
      DIAGNOSTICS_CALLS.diagnosisList.answer
        .parse(list.json())
        .data.diagnoses.map((item) => [item.state, item.error_code]),
    ).toEqual(cases.map(([, code]) => ['failed', code]).reverse());
    expect((await d.get(`/api/ad_diagnosis_file/${ids[0]}`)).statusCode).toBe(404);
  });

  it('fails a diagnosis stranded running past the run limit (50020, stranded), and its late job does nothing', async () => {
    const started = await startDiagnosis(d);
    d.t.clock.advance(DIAGNOSIS_RUN_LIMIT_MS - 1_000);
    await d.signInAgain();
    expect((await readDiagnosis(d, started.diagnosis_id)).state).toBe('running');
    d.t.clock.advance(2_000);
    await d.signInAgain();
    const stranded = await readDiagnosis(d, started.diagnosis_id, { language: 'en' });
    expect(stranded).toMatchObject({ state: 'failed', error: { code: 50020, reason: 'stranded' } });
    // The lost job turning up late pulls nothing and keeps the failure.
    await d.jobs.drain();
    expect(d.amazon.reportRequests).toEqual([]);
    expect((await readDiagnosis(d, started.diagnosis_id)).state).toBe('failed');
    // A new start is possible again.
    expect((await startDiagnosis(d)).diagnosis_id).not.toBe(started.diagnosis_id);
  });

  it('the retention job fails stranded diagnoses nobody reads', async () => {
    const started = await startDiagnosis(d);
    d.t.clock.advance(DIAGNOSIS_RUN_LIMIT_MS + 1);
    await d.jobs.runRecurring(DIAGNOSIS_RETENTION_JOB);
    const row = await d.t.database.db
      .selectFrom('diagnoses')
      .select(['state', 'error_code', 'error_reason'])
      .where('id', '=', started.diagnosis_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', error_code: 50020, error_reason: 'stranded' });
  });

  it('keeps another seller out of a running diagnosis too (404)', async () => {
    const started = await startDiagnosis(d);
    const other = await d.otherSeller();
    expectRefusal(
      await d.call(
        DIAGNOSTICS_CALLS.diagnosisDetail,
        { diagnosis_id: started.diagnosis_id },
        { session: other.session },
      ),
      404,
    );
  });

  it('keeps a diagnosis 30 days, then the retention job deletes it', async () => {
    const data = await diagnose(d);
    d.t.clock.advance(29 * DAY_MS);
    await d.signInAgain();
    expectAnswerOf(
      DIAGNOSTICS_CALLS.diagnosisDetail,
      await d.call(DIAGNOSTICS_CALLS.diagnosisDetail, { diagnosis_id: data.diagnosis_id }),
    );
    d.t.clock.advance(DAY_MS + 1);
    await d.signInAgain();
    expectRefusal(await d.call(DIAGNOSTICS_CALLS.diagnosisDetail, { diagnosis_id: data.diagnosis_id }), 404);
    expect(await diagnosisRetention(d.t.database)(d.t.clock.now())).toBe(1);
  });
});
