// The plan calls that consume nothing: parameter and file checks, the campaign structure and competitor
// suggestions of a bulk sheet, the pre-upload workbook check, and the ASIN calls behind the catalogue
// (no catalogue: honestly unverified; a catalogue: its verdict with the spec codes).
import { errorMessage, PLANS_CALLS, translate } from '@adplan/contracts';
import { buildBulkWorkbook, buildConsoleReport } from '@adplan/engine/testing';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import type { CatalogueProvider } from '../src/modules/plans/catalogue-provider';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { describeEachDatabase } from './helpers/test-database';
import { asBrowser, startTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, postForm, sellerAt } from './helpers/plan-calls';
import { flowRequest, requestParts, SP_BULK_NAME, SP_NOW } from './helpers/plan-inputs';

const engine = new PlanEnginePool({ threads: 2 });
afterAll(() => engine.close());

/** A catalogue that knows two listings: a child ASIN with a price and a parent ASIN. */
const catalogue: CatalogueProvider = {
  online: true,
  listing(asin) {
    if (asin === 'B0CRASH000') return Promise.reject(new Error('marketplace answered 500'));
    if (asin === 'B0CHILD001') return Promise.resolve({ asin, isChild: true, price: 19.99, currency: 'USD' });
    if (asin === 'B0PARENT01') return Promise.resolve({ asin, isChild: false });
    return Promise.resolve(null);
  },
  competitorStrength(_advertised, competitor) {
    return Promise.resolve(competitor === 'B0STRONG01' ? 1 : 0);
  },
};

describeEachDatabase('plan checks', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: engine });
  });
  afterEach(() => t.close());

  const fieldsOf = (body: string) =>
    (JSON.parse(body) as { data: { fields: Record<string, string[]> } }).data.fields;

  it('/param_check passes good input and consumes nothing', async () => {
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 1);
    const response = await postForm(
      t,
      seller.session,
      '/param_check',
      requestParts(request, { flow: 'keyword-cold-start' }),
    );
    const data = PLANS_CALLS.paramCheck.answer.parse(response.json()).data;
    expect(data).toMatchObject({ valid: true, fields: {}, codes: {} });
    expect(await balanceOf(t, seller.session)).toBe(1);
    const plans = await t.database.db.selectFrom('plans').select('id').execute();
    expect(plans).toEqual([]);
  });

  it('/param_check names each bad field, warns, and gives file problems their product code', async () => {
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 1);
    const bad = await postForm(
      t,
      seller.session,
      '/param_check',
      requestParts(
        { ...request, params: { ...request.params, target_cps: -1, daily_budget: 10 } },
        { flow: 'keyword-cold-start' },
      ),
    );
    const data = PLANS_CALLS.paramCheck.answer.parse(bad.json()).data;
    expect(data.valid).toBe(false);
    expect(Object.keys(data.fields)).toContain('target_cps');

    const opt = await flowRequest('keyword-optimisation');
    const wrongCampaign = await postForm(
      t,
      seller.session,
      '/param_check_op',
      requestParts(
        { ...opt, params: { ...opt.params, campaign_name: 'Nope' } },
        { flow: 'keyword-optimisation' },
      ),
    );
    const file = PLANS_CALLS.paramCheckOp.answer.parse(wrongCampaign.json()).data;
    expect(file.codes).toEqual({ campaign_name: 20006 });

    const lowBudget = await postForm(
      t,
      seller.session,
      '/param_check',
      requestParts(
        { ...request, params: { ...request.params, daily_budget: 10 } },
        { flow: 'keyword-cold-start' },
      ),
    );
    expect(PLANS_CALLS.paramCheck.answer.parse(lowBudget.json()).data.warnings.length).toBeGreaterThan(0);
    expect(await balanceOf(t, seller.session)).toBe(1);
  });

  it('/param_check and /get_struct_name refuse a search term report given as the bulk sheet (10003 on its field)', async () => {
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 1);
    const report = await buildConsoleReport({
      kind: 'spSearchTerm',
      format: 'xlsx',
      rows: [
        { campaignName: 'Board manual', adGroupName: 'board broad', searchTerm: 'board', targeting: 'board' },
      ],
    });
    const asBulk = {
      ...request,
      bulk: { name: 'Sponsored Products Search term report.xlsx', bytes: report },
    };
    const check = await postForm(
      t,
      seller.session,
      '/param_check',
      requestParts(asBulk, { flow: 'keyword-cold-start' }),
    );
    const data = PLANS_CALLS.paramCheck.answer.parse(check.json()).data;
    expect(data.valid).toBe(false);
    expect(data.codes).toEqual({ bulk_file: 10003 });
    expect(data.fields['bulk_file']?.[0]).toMatch(/not a bulk sheet/);
    const struct = await postForm(t, seller.session, '/get_struct_name', requestParts(asBulk));
    expect(struct.json()).toMatchObject({
      code: 10003,
      data: { fields: { bulk_file: [expect.any(String)] } },
    });
    expect(await balanceOf(t, seller.session)).toBe(1);
  });

  it('/param_check_pt and /param_check_op accept only their flows', async () => {
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 1);
    for (const [path, flow] of [
      ['/param_check_pt', 'keyword-cold-start'],
      ['/param_check_op', 'asin-cold-start'],
      ['/param_check', 'no-such-flow'],
    ] as const) {
      const response = await postForm(t, seller.session, path, requestParts(request, { flow }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.body)['flow']).toEqual([translate('validation.flow.invalid', 'en')]);
    }
    const asin = await flowRequest('asin-optimisation');
    const ok = await postForm(
      t,
      seller.session,
      '/param_check_pt',
      requestParts(asin, { flow: 'asin-optimisation' }),
    );
    expect(PLANS_CALLS.paramCheckPt.answer.parse(ok.json()).data.valid).toBe(true);
  });

  it('/get_struct_name lists campaigns and ad groups; /get_competitor_asin suggests from search terms', async () => {
    const request = await flowRequest('keyword-optimisation');
    const seller = await sellerAt(t, request.now, 0);
    const structure = await postForm(t, seller.session, '/get_struct_name', requestParts(request));
    const campaigns = PLANS_CALLS.structName.answer.parse(structure.json()).data.campaigns;
    expect(campaigns.map((c) => c.campaign_name)).toEqual(
      expect.arrayContaining(['Board manual', 'Board ASIN', 'Board auto']),
    );
    expect(campaigns.find((c) => c.campaign_name === 'Board manual')?.ad_groups[0]).toMatchObject({
      ad_group_name: 'board broad',
      keyword_count: 2,
      skus: ['BB-001'],
    });
    const competitors = await postForm(t, seller.session, '/get_competitor_asin', requestParts(request));
    const suggestions = PLANS_CALLS.competitorAsin.answer.parse(competitors.json()).data.suggestions;
    expect(suggestions.map((s) => s.asin)).toContain('B0NEWCOMP1');
    expect(suggestions[0]?.reason).toContain('orders');

    const noFile = await postForm(t, seller.session, '/get_struct_name', [{ name: 'params', value: '{}' }]);
    expect(fieldsOf(noFile.body)['bulk_file']).toEqual([translate('validation.upload.required', 'en')]);
    const garbage = await postForm(t, seller.session, '/get_struct_name', [
      { name: 'bulk_file', fileName: 'x.xls', bytes: new TextEncoder().encode('not a workbook at all') },
    ]);
    expect(fieldsOf(garbage.body)['bulk_file']).toEqual([
      translate('validation.upload.contentMismatch', 'en'),
    ]);
  });

  it('/check_workbook explains each broken upload rule with sheet, row and column', async () => {
    const seller = await sellerAt(t, SP_NOW, 0);
    const bytes = await buildBulkWorkbook({
      sponsoredProducts: [
        {
          id: '100000000000001',
          name: 'Shoes',
          targetingType: 'manual',
          dailyBudget: 30,
          adGroups: [
            {
              id: '200000000000001',
              name: 'Exact',
              defaultBid: 0.8,
              keywords: [
                {
                  id: '300000000000001',
                  text: 'running shoes',
                  matchType: 'exact',
                  bid: 1500,
                  operation: 'update',
                },
              ],
            },
          ],
        },
      ],
    });
    const parts = [
      { name: 'params', value: JSON.stringify({ marketplace: 'US' }) },
      { name: 'bulk_file', fileName: SP_BULK_NAME, bytes },
    ];
    const zh = await postForm(t, seller.session, '/check_workbook', parts, 'zh');
    const data = PLANS_CALLS.checkWorkbook.answer.parse(zh.json()).data;
    expect(data.valid).toBe(false);
    expect(data.violations[0]).toMatchObject({ column: 'Bid', rule: 'bid-range' });
    expect(data.violations[0]?.row).toBeGreaterThan(1);
    expect(data.violations[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
    const en = await postForm(t, seller.session, '/check_workbook', parts, 'en');
    expect(PLANS_CALLS.checkWorkbook.answer.parse(en.json()).data.violations[0]?.message).not.toMatch(
      /[\u4e00-\u9fa5]/,
    );
    const noMarketplace = await postForm(t, seller.session, '/check_workbook', parts.slice(1));
    expect(fieldsOf(noMarketplace.body)['marketplace']).toBeDefined();
  });

  it('ASIN calls without a catalogue: format checked, then honestly unverified (50006; v3 400)', async () => {
    const seller = await sellerAt(t, SP_NOW, 0);
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, ...asBrowser(seller.session), payload });
    const badFormat = await post('/asin_check', { asin: 'B0-SHORT', country: 'US' });
    expect(badFormat.statusCode).toBe(400);
    expect(fieldsOf(badFormat.body)['asin']).toBeDefined();
    const noCountry = await post('/asin_check', { asin: 'B0CHILD001' });
    expect(fieldsOf(noCountry.body)['country']).toBeDefined();

    const unverified = { msg: errorMessage('plan.asinNotVerified', 'zh') };
    expect((await post('/asin_check', { asin: 'B0CHILD001', country: 'US' })).json()).toEqual({
      code: 50006,
      ...unverified,
    });
    expect((await post('/asin_check_v3', { advertised_asin: 'B0CHILD001', country: 'US' })).json()).toEqual({
      code: 400,
      ...unverified,
    });
    const competitor = await post('/check_competitor_asin', {
      advertised_asin: 'B0CHILD001',
      competitor_asin: 'B0STRONG01',
      country: 'US',
    });
    expect(competitor.json()).toEqual({ code: 50006, ...unverified });
    expect((await post('/get_asin_price', { asin: 'B0CHILD001', country: 'US' })).json()).toEqual({
      code: 50006,
      ...unverified,
    });
  });

  it('ASIN calls with a catalogue: exists, wrong or parent ASIN (50007), provider failure (20002), 1/0, price', async () => {
    const withCatalogue = await startTestApp(target, {}, undefined, { planEngine: engine, catalogue });
    try {
      const seller = await sellerAt(withCatalogue, SP_NOW, 0);
      const post = (url: string, payload: Record<string, unknown>) =>
        withCatalogue.app.inject({
          method: 'POST',
          url: `/api${url}`,
          ...asBrowser(seller.session),
          headers: { ...asBrowser(seller.session).headers, 'accept-language': 'en' },
          payload,
        });
      const exists = await post('/asin_check', { asin: 'b0child001', country: 'US' });
      expect(PLANS_CALLS.asinCheck.answer.parse(exists.json()).data).toEqual({
        asin: 'B0CHILD001',
        exists: true,
      });
      expect((await post('/asin_check', { asin: 'B0PARENT01', country: 'US' })).json()).toEqual({
        code: 50007,
        msg: errorMessage('asinCheck.50007.v1', 'en'),
      });
      expect((await post('/asin_check_v3', { asin: 'B0UNKNOWN1', country: 'US' })).json()).toEqual({
        code: 50007,
        msg: errorMessage('asinCheck.50007.v3', 'en'),
      });
      expect((await post('/asin_check', { asin: 'B0CRASH000', country: 'US' })).json()).toEqual({
        code: 20002,
        msg: errorMessage('asinCheck.20002', 'en'),
      });
      const strong = await post('/check_competitor_asin', {
        advertised_asin: 'B0CHILD001',
        competitor_asin: 'B0STRONG01',
        country: 'US',
      });
      expect(PLANS_CALLS.checkCompetitorAsin.answer.parse(strong.json()).data.good_competitor_asin).toBe(1);
      const weak = await post('/check_competitor_asin', {
        advertised_asin: 'B0CHILD001',
        competitor_asin: 'B0WEAK0001',
        country: 'US',
      });
      expect(PLANS_CALLS.checkCompetitorAsin.answer.parse(weak.json()).data.good_competitor_asin).toBe(0);
      const price = await post('/get_asin_price', { asin: 'B0CHILD001', country: 'US' });
      expect(PLANS_CALLS.asinPrice.answer.parse(price.json()).data).toEqual({
        asin: 'B0CHILD001',
        price: 19.99,
        currency: 'USD',
      });
    } finally {
      await withCatalogue.close();
    }
  });

  it('/ad_history pages newest first; /period_log of an unknown plan is 404', async () => {
    const request = await flowRequest('keyword-cold-start');
    const seller = await sellerAt(t, request.now, 3);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await postForm(t, seller.session, '/hb_kt_v4', requestParts(request));
      ids.push(PLANS_CALLS.keywordColdStart.answer.parse(response.json()).data.plan_id);
      t.clock.advance(60_000);
    }
    const browser = asBrowser(seller.session);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/ad_history?page=2&page_size=2',
      cookies: browser.cookies,
    });
    const data = PLANS_CALLS.adHistory.answer.parse(page.json()).data;
    expect(data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(data.items.map((item) => item.plan_id)).toEqual([ids[0]]);
    const tooBig = await t.app.inject({
      method: 'GET',
      url: '/api/ad_history?page_size=1000',
      cookies: browser.cookies,
    });
    expect(tooBig.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/period_log?order_num=nope',
      cookies: browser.cookies,
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/period_log', cookies: browser.cookies });
    expect(missing.statusCode).toBe(400);
  });
});
