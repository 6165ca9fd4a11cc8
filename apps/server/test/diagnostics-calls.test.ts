// The diagnostic calls around the rules: 20014 without tool-made campaigns, 404 for another seller's shop,
// diagnosis or CSV, the CSV itself (BOM, pattern name, formula-safe cells, caller's language), past diagnoses,
// the upload-back check (20012), the product code of each failing step, and the 30-day retention.
import { DIAGNOSTICS_CALLS, parseDiagnosticFileName } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AdsApiError } from '../src/amazon/ads-api-errors';
import { DAY_MS } from '../src/lib/clock';
import { diagnosisRetention } from '../src/modules/diagnostics/diagnostics-service';
import { formulaSafe, parseCsv } from '../src/modules/diagnostics/diagnostic-csv';
import { expectAnswerOf, expectRefusal } from './helpers/call-answers';
import { diagnose, startDiagnosticsApp, type DiagnosticsTestApp } from './helpers/diagnostics-app';
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
    expect(d.api.reportRequests).toEqual([]);
  });

  it('answers 20014 when a named campaign is not one of the tool’s', async () => {
    const refusal = expectRefusal(
      await d.call(DIAGNOSTICS_CALLS.adDiagnose, { shop_id: 'shop-us-1', campaign_ids: ['103', '999'] }),
      400,
    );
    expect(refusal.code).toBe(20014);
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
    const planted = d.api.account.sp.campaigns?.find((campaign) => campaign.campaignId === '103');
    if (planted) planted.name = '=HYPERLINK("http://evil")';
    if (tools) tools.campaignName = planted?.name ?? '';
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

  it('answers the code of the step that failed: 20009 report request, 20010 report not finished, 50020 lists, 20011 profile refused', async () => {
    const cases: Array<[() => void, number]> = [
      [() => (d.api.reportFailure = new AdsApiError('throttled', 'too many')), 20009],
      [() => (d.api.reportFailure = new AdsApiError('reportFailed', 'FAILED')), 20010],
      [() => (d.api.reportFailure = new AdsApiError('timeout', 'not ready')), 20010],
      [() => (d.api.listFailure = new AdsApiError('unavailable', '503')), 50020],
      [() => (d.api.listFailure = new AdsApiError('unauthorized', '403')), 20011],
    ];
    for (const [plant, code] of cases) {
      d.api.reportFailure = undefined;
      d.api.listFailure = undefined;
      plant();
      const response = await d.call(DIAGNOSTICS_CALLS.adDiagnose, { shop_id: 'shop-us-1' });
      expect(response.json().code, response.body).toBe(code);
    }
    // Nothing half-written: no failed diagnosis was stored.
    const list = await d.call(DIAGNOSTICS_CALLS.diagnosisList, { shop_id: 'shop-us-1' });
    expect(DIAGNOSTICS_CALLS.diagnosisList.answer.parse(list.json()).data.diagnoses).toEqual([]);
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
