// The linked-shop plans end to end over the in-process Amazon fake: a keyword cold start loaded from the shop
// generates a change-set and workbooks for one use; applying it creates what it says and reads back equal;
// a partial failure is resumed without creating twice; an unknown outcome is adopted; undo restores and
// archives; other users get 404; an Amazon failure while loading consumes nothing.
import {
  marketplaceLocalDate,
  PLANS_CALLS,
  SHOP_PLANS_CALLS,
  type ShopPlanData,
  type WorkJobStatus,
} from '@adplan/contracts';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { SqlToolCampaigns } from '../src/modules/plans/shop/tool-campaigns';
import { expectAnswerOf, expectRefusal, injectCall } from './helpers/call-answers';
import { PlantedShopAccess, type PlantedShopProfile } from './helpers/planted-shops';
import { balanceOf, getAs, sellerAt } from './helpers/plan-calls';
import { KEYWORD_COLD_START, seedBoardAccount, SHOP_NOW } from './helpers/shop-plan-fixtures';
import { asBrowser, startTestApp, type BrowserSession, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';
import { SteppedJobQueue } from './helpers/stepped-job-queue';
import { WORK_STALE_MS, WORK_SWEEP_JOB } from '../src/jobs/work/work-jobs';
import { toStoredTime } from '../src/lib/clock';

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

describeEachDatabase('linked-shop plans', (target) => {
  let t: TestApp;
  let shops: PlantedShopAccess;
  let api: PlantedShopProfile;
  let seller: { id: number; session: BrowserSession };
  let shopId: string;
  let jobs: SteppedJobQueue;

  const call = (
    definition: (typeof SHOP_PLANS_CALLS)[keyof typeof SHOP_PLANS_CALLS],
    payload: Record<string, unknown>,
    session = seller.session,
    language: 'zh' | 'en' = 'en',
  ) => {
    const browser = asBrowser(session);
    return injectCall(t.app, definition, payload, {
      cookies: browser.cookies,
      headers: { ...browser.headers, 'accept-language': language },
    });
  };

  const generate = async () => {
    const response = await call(SHOP_PLANS_CALLS.shopKeywordColdStart, {
      shop_id: shopId,
      ...KEYWORD_COLD_START,
    });
    expectAnswerOf(SHOP_PLANS_CALLS.shopKeywordColdStart, response);
    return SHOP_PLANS_CALLS.shopKeywordColdStart.answer.parse(response.json()).data;
  };

  const apply = async (planId: string, language: 'zh' | 'en' = 'en'): Promise<ShopPlanData> => {
    const response = await call(SHOP_PLANS_CALLS.applyPlan, { plan_id: planId }, seller.session, language);
    expectAnswerOf(SHOP_PLANS_CALLS.applyPlan, response);
    return SHOP_PLANS_CALLS.applyPlan.answer.parse(response.json()).data;
  };

  beforeEach(async () => {
    shops = new PlantedShopAccess(() => t.clock.now());
    jobs = new SteppedJobQueue(() => t.clock.now());
    t = await startTestApp(target, {}, undefined, { planEngine: engine, shopAccess: shops, jobs });
    seller = await sellerAt(t, SHOP_NOW, 3);
    const linked = shops.addShop(seller.id);
    api = linked.api;
    shopId = linked.shop.shopId;
    seedBoardAccount(api);
  });
  afterEach(() => t.close());

  it('generates a keyword cold start from the shop: change-set in creation order, workbooks, one use, history', async () => {
    const data = await generate();
    expect(data.plan.balance).toBe(2);
    expect(await balanceOf(t, seller.session)).toBe(2);
    expect(data.plan.workbooks.some((workbook) => workbook.role === 'plan')).toBe(true);
    const items = data.shop_plan.items;
    expect(data.shop_plan.status).toBe('generated');
    expect(items[0]).toMatchObject({
      operation: 'create',
      entity: 'campaign',
      name: 'Board launch',
      state: 'pending',
    });
    const order = items.map((item) => ['campaign', 'adGroup', 'productAd', 'keyword'].indexOf(item.entity));
    expect(order.filter((position) => position >= 0)).toEqual(
      [...order.filter((position) => position >= 0)].sort(),
    );
    // The SKU of the ASIN came from the shop's product ads.
    expect(items.find((item) => item.entity === 'productAd')?.after).toMatchObject({ sku: 'BB-001' });
    // Two report ranges of at most 31 days cover the 60 days that end 3 days before today (Los Angeles).
    const ranges = [
      ...new Set(api.reportRequests.map((request) => `${request.startDate}..${request.endDate}`)),
    ];
    expect(ranges).toEqual(['2026-01-07..2026-02-06', '2026-02-07..2026-03-07']);
    const history = await getAs(t, seller.session, '/ad_history');
    const planIds = (history.json() as { data: { items: Array<{ plan_id: string }> } }).data.items.map(
      (item) => item.plan_id,
    );
    expect(planIds).toContain(data.plan.plan_id);
  });

  it('applies the change-set, reads it back equal, and records the tool campaign', async () => {
    const data = await generate();
    const applied = await apply(data.plan.plan_id);
    expect(applied.status).toBe('applied');
    expect(applied.counts.applied).toBe(applied.counts.total);
    expect(applied.items.every((item) => item.read_back === 'match')).toBe(true);
    const campaign = api.sp.campaigns.find((record) => record['name'] === 'Board launch');
    const asked = applied.items.find((item) => item.entity === 'campaign')!.after;
    expect(campaign).toMatchObject({
      state: 'ENABLED',
      budget: { budgetType: 'DAILY', budget: asked['budget'] },
    });
    const keywordItems = applied.items.filter((item) => item.entity === 'keyword');
    const created = api.sp.keywords.filter((record) => record['campaignId'] === campaign?.['campaignId']);
    expect(created).toHaveLength(keywordItems.length);
    const tools = await new SqlToolCampaigns(t.database).forShop(shopId);
    expect(tools).toContainEqual(
      expect.objectContaining({
        campaignId: campaign?.['campaignId'],
        origin: 'created',
        planId: data.plan.plan_id,
        campaignName: 'Board launch',
      }),
    );
  });

  it('applies the seller’s edits: an unticked keyword is not created, a changed bid and budget are sent; then no more edits', async () => {
    const data = await generate();
    const rows = data.plan.preview.rows;
    const keywords = rows.filter((row) => row.entity === 'keyword' && row.bid_editable);
    const campaign = rows.find((row) => row.entity === 'campaign' && row.budget_editable)!;
    expect(keywords.length).toBeGreaterThanOrEqual(2);
    const edited = await injectCall(
      t.app,
      PLANS_CALLS.planEdits,
      {
        plan_id: data.plan.plan_id,
        removed: [keywords[0]!.index],
        bids: { [String(keywords[1]!.index)]: 0.88 },
        budgets: { [String(campaign.index)]: 45 },
      },
      { cookies: asBrowser(seller.session).cookies, headers: asBrowser(seller.session).headers },
    );
    expectAnswerOf(PLANS_CALLS.planEdits, edited);
    const shown = await call(SHOP_PLANS_CALLS.shopPlan, { plan_id: data.plan.plan_id });
    const items = SHOP_PLANS_CALLS.shopPlan.answer.parse(shown.json()).data.items;
    expect(items.filter((item) => item.entity === 'keyword')).toHaveLength(
      data.shop_plan.items.filter((item) => item.entity === 'keyword').length - 1,
    );
    const applied = await apply(data.plan.plan_id);
    expect(applied.status).toBe('applied');
    const created = api.sp.campaigns.find((record) => record['name'] === 'Board launch');
    expect(created).toMatchObject({ budget: { budget: 45 } });
    const bids = api.sp.keywords
      .filter((record) => record['campaignId'] === created?.['campaignId'])
      .map((record) => record['bid']);
    expect(bids).toContain(0.88);
    expect(bids).toHaveLength(items.filter((item) => item.entity === 'keyword').length);
    const late = await injectCall(
      t.app,
      PLANS_CALLS.planEdits,
      { plan_id: data.plan.plan_id, removed: [], bids: {}, budgets: {} },
      { cookies: asBrowser(seller.session).cookies, headers: asBrowser(seller.session).headers },
    );
    expect(late.statusCode).toBe(400);
    expect((late.json() as { code: number }).code).toBe(20001);
  });

  it('resumes a partial failure: the failed keyword is retried, nothing is created twice', async () => {
    const data = await generate();
    const victim = data.shop_plan.items.find((item) => item.entity === 'keyword')!;
    api.refuse({
      resource: 'keywords',
      when: (item) =>
        item['keywordText'] === victim.after['keywordText'] &&
        item['matchType'] === victim.after['matchType'],
      error: { errorType: 'rangeError', reason: 'TOO_LOW', message: 'Bid is below the minimum' },
      times: 1,
    });
    const first = await apply(data.plan.plan_id, 'zh');
    expect(first.status).toBe('partial');
    const failed = first.items.find((item) => item.item_id === victim.item_id)!;
    expect(failed.state).toBe('failed');
    expect(failed.reason).toMatch(/[\u4e00-\u9fa5]/);
    expect(failed.detail).toContain('rangeError/TOO_LOW');
    const createdBefore = { ...api.created };
    const second = await apply(data.plan.plan_id);
    expect(second.status).toBe('applied');
    expect(api.created['campaigns']).toBe(createdBefore['campaigns']);
    expect(api.created['adGroups']).toBe(createdBefore['adGroups']);
    expect(api.created['keywords']).toBe((createdBefore['keywords'] ?? 0) + 1);
    expect(api.sp.campaigns.filter((record) => record['name'] === 'Board launch')).toHaveLength(1);
  });

  it('skips the dependents of a failed parent and says why', async () => {
    const data = await generate();
    api.refuse({
      resource: 'adGroups',
      when: () => true,
      error: { errorType: 'malformedValueError', reason: 'FORBIDDEN_CHARS', message: 'bad name' },
      times: 10,
    });
    const first = await apply(data.plan.plan_id);
    const skipped = first.items.filter((item) => item.state === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped[0]?.reason).toMatch(/parent|Skipped/i);
  });

  it('adopts an entity whose create outcome was unknown instead of creating it again', async () => {
    const data = await generate();
    api.loseAnswerOf('keywords');
    const first = await apply(data.plan.plan_id);
    expect(first.status).toBe('interrupted');
    expect(first.status_reason).not.toBeNull();
    const keywordCount = api.sp.keywords.length;
    const second = await apply(data.plan.plan_id);
    expect(second.status).toBe('applied');
    expect(api.sp.keywords.length).toBe(keywordCount);
    const ids = second.items.filter((item) => item.entity === 'keyword').map((item) => item.amazon_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('undoes: archives what was created, restores what was changed, and a second undo is a no-op', async () => {
    const data = await generate();
    await apply(data.plan.plan_id);
    const undo = await call(SHOP_PLANS_CALLS.undoPlan, { plan_id: data.plan.plan_id });
    expectAnswerOf(SHOP_PLANS_CALLS.undoPlan, undo);
    const undone = SHOP_PLANS_CALLS.undoPlan.answer.parse(undo.json()).data;
    expect(undone.status).toBe('undone');
    expect(undone.items.every((item) => item.undo_state === 'undone')).toBe(true);
    expect(api.sp.campaigns.find((record) => record['name'] === 'Board launch')?.state).toBe('ARCHIVED');
    const again = SHOP_PLANS_CALLS.undoPlan.answer.parse(
      (await call(SHOP_PLANS_CALLS.undoPlan, { plan_id: data.plan.plan_id })).json(),
    ).data;
    expect(again.status).toBe('undone');
    expect(await new SqlToolCampaigns(t.database).forShop(shopId)).toEqual([]);
    expectRefusal(await call(SHOP_PLANS_CALLS.applyPlan, { plan_id: data.plan.plan_id }), 400);
  });

  it('generates, applies and undoes as jobs the page polls; a second apply sends nothing twice', async () => {
    const statusOf = async (jobId: string, language: 'zh' | 'en' = 'en'): Promise<WorkJobStatus> => {
      for (let i = 0; i < 400; i += 1) {
        const response = await getAs(t, seller.session, `/plan_job?job_id=${jobId}`, language);
        expectAnswerOf(PLANS_CALLS.workJob, response);
        const status = PLANS_CALLS.workJob.answer.parse(response.json()).data;
        if (status.state === 'done' || status.state === 'failed') return status;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the job never ended');
    };
    const start = async (
      definition: typeof SHOP_PLANS_CALLS.startApply | typeof SHOP_PLANS_CALLS.startUndo,
      planId: string,
    ) => {
      const response = await call(definition, { plan_id: planId });
      expectAnswerOf(definition, response);
      return definition.answer.parse(response.json()).data.job_id;
    };

    const generation = await call(SHOP_PLANS_CALLS.startShopGeneration, {
      plan_call: '/hb_kt',
      shop_id: shopId,
      ...KEYWORD_COLD_START,
    });
    expectAnswerOf(SHOP_PLANS_CALLS.startShopGeneration, generation);
    const generationJob = SHOP_PLANS_CALLS.startShopGeneration.answer.parse(generation.json()).data.job_id;
    expect(await statusOf(generationJob)).toMatchObject({ kind: 'shop-generate', state: 'done' });
    const result = await getAs(t, seller.session, `/shop_plan_job_result?job_id=${generationJob}`);
    expectAnswerOf(SHOP_PLANS_CALLS.shopGenerationResult, result);
    const planId = SHOP_PLANS_CALLS.shopGenerationResult.answer.parse(result.json()).data.plan.plan_id;
    expect(await balanceOf(t, seller.session)).toBe(2);

    const applyJob = await start(SHOP_PLANS_CALLS.startApply, planId);
    expect(await statusOf(applyJob)).toMatchObject({ kind: 'apply', state: 'done', plan_id: planId });
    const shown = SHOP_PLANS_CALLS.shopPlan.answer.parse(
      (await call(SHOP_PLANS_CALLS.shopPlan, { plan_id: planId })).json(),
    ).data;
    expect(shown.status).toBe('applied');
    const created = api.sp.keywords.length;
    // A second tab starting the apply again resumes from the recorded items: nothing is sent twice.
    expect((await statusOf(await start(SHOP_PLANS_CALLS.startApply, planId))).state).toBe('done');
    expect(api.sp.keywords).toHaveLength(created);

    expect(await statusOf(await start(SHOP_PLANS_CALLS.startUndo, planId))).toMatchObject({
      kind: 'undo',
      state: 'done',
    });
    expect(api.sp.campaigns.find((record) => record['name'] === 'Board launch')?.state).toBe('ARCHIVED');
    // An apply of an undone plan fails, and the status carries the refusal in the caller's language.
    const refused = await start(SHOP_PLANS_CALLS.startApply, planId);
    const en = (await statusOf(refused)).error!;
    const zh = (await statusOf(refused, 'zh')).error!;
    expect(en.code).toBe(zh.code);
    expect(en.msg).not.toBe(zh.msg);
    expect(await balanceOf(t, seller.session)).toBe(2);
  });

  it('undoes an optimisation: every changed bid, state, budget and placement gets its before value back', async () => {
    const response = await call(SHOP_PLANS_CALLS.shopKeywordOptimisation, {
      shop_id: shopId,
      campaign_id: '500000000000001',
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    expectAnswerOf(SHOP_PLANS_CALLS.shopKeywordOptimisation, response);
    const data = SHOP_PLANS_CALLS.shopKeywordOptimisation.answer.parse(response.json()).data;
    const updates = data.shop_plan.items.filter((item) => item.operation === 'update');
    expect(updates.length).toBeGreaterThan(0);
    const snapshot = structuredClone(api.sp);
    const applied = await apply(data.plan.plan_id);
    expect(
      applied.items.filter((item) => item.operation === 'update').every((item) => item.before !== null),
    ).toBe(true);
    expect(applied.items.every((item) => item.state === 'applied' && item.read_back === 'match')).toBe(true);
    const existing = () => [
      api.sp.campaigns.slice(0, snapshot.campaigns.length),
      api.sp.keywords.slice(0, snapshot.keywords.length),
    ];
    expect(existing()).not.toEqual([snapshot.campaigns, snapshot.keywords]);
    const undone = SHOP_PLANS_CALLS.undoPlan.answer.parse(
      (await call(SHOP_PLANS_CALLS.undoPlan, { plan_id: data.plan.plan_id })).json(),
    ).data;
    expect(undone.status).toBe('undone');
    // Entities that existed before are back to their values; entities the plan created are archived.
    for (const resource of ['campaigns', 'adGroups', 'keywords', 'targets'] as const) {
      const before = snapshot[resource];
      const now = api.sp[resource];
      expect(now.slice(0, before.length)).toEqual(before);
      for (const created of now.slice(before.length)) expect(created.state).toBe('ARCHIVED');
    }
  });

  it('names every change of an optimisation in the seller’s words, with what the shop held before', async () => {
    const response = await call(SHOP_PLANS_CALLS.shopKeywordOptimisation, {
      shop_id: shopId,
      campaign_id: '500000000000001',
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    const data = SHOP_PLANS_CALLS.shopKeywordOptimisation.answer.parse(response.json()).data;
    const updates = data.shop_plan.items.filter((item) => item.operation === 'update');
    // Keywords by their text (the bulk row of an update carries only the id), with their ad group and match
    // type; before apply, "before" is what the shop held when the plan was made.
    expect(
      updates.map(({ name, entity, after, planned_before, ad_group_name, match_type }) => ({
        name,
        entity,
        after,
        planned_before,
        ad_group_name,
        match_type,
      })),
    ).toEqual([
      {
        name: 'wood cutting board',
        entity: 'keyword',
        after: { state: 'PAUSED' },
        planned_before: { state: 'ENABLED' },
        ad_group_name: 'manual group',
        match_type: 'exact',
      },
      {
        name: 'bamboo cutting board',
        entity: 'keyword',
        after: { bid: 0.91, state: 'ENABLED' },
        planned_before: { bid: 0.7, state: 'ENABLED' },
        ad_group_name: 'manual group',
        match_type: 'exact',
      },
    ]);
    expect(updates.every((item) => item.planned_before !== null)).toBe(true);
  });

  it('keeps a generated plan in the usage records to apply later, until its apply window ends', async () => {
    const data = await generate();
    const late = await generate();
    const historyStatus = async () => {
      const history = await getAs(t, seller.session, '/ad_history');
      const items = (
        history.json() as { data: { items: Array<{ plan_id: string; shop?: { status: string } }> } }
      ).data.items;
      return items.find((item) => item.plan_id === data.plan.plan_id)?.shop?.status;
    };
    expect(await historyStatus()).toBe('generated');
    expect(data.shop_plan.apply_until).toBe('2026-03-17T12:00:00.000Z');
    // Six days later the seller comes back from the usage records and applies it. The plan was made with
    // its generation day as each new campaign's start date, which Amazon refuses once that day has passed
    // (START_DATE_EARLIER_THAN_TODAY): the new campaigns start on the marketplace's today instead.
    const sixDaysLater = SHOP_NOW + 6 * 86_400_000;
    t.clock.set(sixDaysLater);
    const existing = new Set(api.sp.campaigns.map((record) => record['campaignId']));
    const applied = await apply(data.plan.plan_id);
    expect(applied).toMatchObject({ status: 'applied', apply_until: null });
    const created = api.sp.campaigns.filter((record) => !existing.has(record['campaignId']));
    expect(created.length).toBeGreaterThan(0);
    expect(created.map((record) => record['startDate'])).toEqual(
      created.map(() => marketplaceLocalDate('US', sixDaysLater)),
    );
    expect(await historyStatus()).toBe('applied');
    // The other plan left unapplied past seven days expires: shown so, and apply refused in both languages
    // with nothing sent to Amazon.
    t.clock.set(SHOP_NOW + 7 * 86_400_000);
    const shown = SHOP_PLANS_CALLS.shopPlan.answer.parse(
      (await call(SHOP_PLANS_CALLS.shopPlan, { plan_id: late.plan.plan_id })).json(),
    ).data;
    expect(shown.status).toBe('expired');
    const campaigns = api.sp.campaigns.length;
    for (const [language, words] of [
      ['en', 'more than 7 days ago'],
      ['zh', '已超过 7 天'],
    ] as const) {
      const refused = await call(
        SHOP_PLANS_CALLS.applyPlan,
        { plan_id: late.plan.plan_id },
        seller.session,
        language,
      );
      expectRefusal(refused, 400);
      expect((refused.json() as { msg: string }).msg).toContain(words);
    }
    expect(api.sp.campaigns.length).toBe(campaigns);
    const history = await getAs(t, seller.session, '/ad_history');
    const statuses = (
      history.json() as { data: { items: Array<{ plan_id: string; shop?: { status: string } }> } }
    ).data.items.map((item) => [item.plan_id, item.shop?.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [late.plan.plan_id, 'expired'],
        [data.plan.plan_id, 'applied'],
      ]),
    );
  });

  it('forecasts an optimisation of the shop’s campaign over its report window; an edited bid makes it again; owner only', async () => {
    const response = await call(SHOP_PLANS_CALLS.shopKeywordOptimisation, {
      shop_id: shopId,
      campaign_id: '500000000000001',
      organic_conversion_rate: 10,
      target_cps: 10,
    });
    expectAnswerOf(SHOP_PLANS_CALLS.shopKeywordOptimisation, response);
    const data = SHOP_PLANS_CALLS.shopKeywordOptimisation.answer.parse(response.json()).data;
    const planId = data.plan.plan_id;
    const view = async (session = seller.session) =>
      SHOP_PLANS_CALLS.shopPlan.answer.parse(
        (await call(SHOP_PLANS_CALLS.shopPlan, { plan_id: planId }, session)).json(),
      ).data;
    const shown = await view();
    // Made from the shop's account: the 60 days that end 3 days before today in Los Angeles.
    expect(shown.forecast?.data_window).toEqual({ start: '2026-01-07', end: '2026-03-07' });
    expect(shown.forecast?.campaigns.map((campaign) => campaign.name)).toEqual(['Board manual']);
    const bidRow = shown.forecast?.rows.find((row) => row.effect === 'bid');
    if (!bidRow) throw new Error('the optimisation forecast no bid change');
    // Each forecast row comes with the preview row it describes (reason in the caller's language).
    const described = shown.forecast_rows?.find((row) => row.index === bidRow.row);
    expect(described?.reason).toEqual(expect.any(String));
    const bid = Math.round((described?.bid_after ?? 1) * 2 * 100) / 100;
    // Another forecast row left out (the pause before the bid): the bid row keeps its preview number.
    const left = shown.forecast!.rows.find((row) => row.row !== bidRow.row)!;
    const edited = await injectCall(
      t.app,
      PLANS_CALLS.planEdits,
      { plan_id: planId, removed: [left.row], bids: { [String(bidRow.row)]: bid }, budgets: {} },
      { cookies: asBrowser(seller.session).cookies, headers: asBrowser(seller.session).headers },
    );
    expectAnswerOf(PLANS_CALLS.planEdits, edited);
    const answered = PLANS_CALLS.planEdits.answer.parse(edited.json()).data.forecast;
    const after = (forecast: typeof answered) =>
      forecast?.rows.find((row) => row.row === bidRow.row)?.after.clicks.expected ?? 0;
    expect(after(answered)).toBeGreaterThan(bidRow.after.clicks.expected * 1.2);
    expect(answered?.rows.some((row) => row.row === left.row)).toBe(false);
    const again = await view();
    expect(after(again.forecast)).toBe(after(answered));
    expect(again.items.find((item) => item.after['bid'] === bid)).toBeDefined();
    const other = await sellerAt(t, SHOP_NOW, 3);
    expectRefusal(await call(SHOP_PLANS_CALLS.shopPlan, { plan_id: planId }, other.session), 404);
  });

  it('answers 404 for another user’s shop and plan', async () => {
    const data = await generate();
    const other = await sellerAt(t, SHOP_NOW, 3);
    expectRefusal(
      await call(
        SHOP_PLANS_CALLS.shopKeywordColdStart,
        { shop_id: shopId, ...KEYWORD_COLD_START },
        other.session,
      ),
      404,
    );
    expectRefusal(await call(SHOP_PLANS_CALLS.shopPlan, { plan_id: data.plan.plan_id }, other.session), 404);
    expectRefusal(await call(SHOP_PLANS_CALLS.applyPlan, { plan_id: data.plan.plan_id }, other.session), 404);
    expectRefusal(await call(SHOP_PLANS_CALLS.undoPlan, { plan_id: data.plan.plan_id }, other.session), 404);
    expect(await balanceOf(t, other.session)).toBe(3);
    expect(api.created['campaigns']).toBeUndefined();
  });

  it('consumes no use when Amazon fails while loading (50018 with words), nor for an unknown SKU (50017)', async () => {
    api.failReports(true);
    const failed = expectRefusal(
      await call(
        SHOP_PLANS_CALLS.shopKeywordColdStart,
        { shop_id: shopId, ...KEYWORD_COLD_START },
        seller.session,
        'zh',
      ),
      400,
    );
    expect(failed.code).toBe(50018);
    expect(failed.msg).toContain('亚马逊服务暂时不可用');
    api.failReports(false);
    const noSku = expectRefusal(
      await call(SHOP_PLANS_CALLS.shopKeywordColdStart, {
        shop_id: shopId,
        ...KEYWORD_COLD_START,
        asin: 'B0NOTMINE1',
      }),
      400,
    );
    expect(noSku.code).toBe(50017);
    expect(await balanceOf(t, seller.session)).toBe(3);
  });

  it('resumes an apply cut off by a crash from its recorded items as soon as the sweep finds it; no lock left', async () => {
    const data = await generate();
    const planId = data.plan.plan_id;
    const victim = data.shop_plan.items.find((item) => item.entity === 'keyword')!;
    api.refuse({
      resource: 'keywords',
      when: (item) => item['keywordText'] === victim.after['keywordText'],
      error: { errorType: 'rangeError', reason: 'TOO_LOW', message: 'Bid is below the minimum' },
      times: 1,
    });
    // The first run recorded every item but one, then its worker was killed: the plan says applying, the
    // job's lock is held (for 10 minutes) and the job's heartbeat stopped.
    expect((await apply(planId)).status).toBe('partial');
    const createdBefore = { ...api.created };
    const jobId = 'crashedapplyjob0001';
    const now = t.clock.now();
    await t.database.db
      .updateTable('shop_plans')
      .set({ status: 'applying', lock_token: jobId, lock_until: toStoredTime(now + 10 * 60_000) })
      .where('plan_id', '=', planId)
      .execute();
    await t.database.db
      .insertInto('work_jobs')
      .values({
        id: jobId,
        user_id: seller.id,
        kind: 'apply',
        lane: 'shop',
        state: 'running',
        dispatched: 1,
        request_id: null,
        input_json: JSON.stringify({ planId, language: 'en' }),
        result_json: null,
        error_json: null,
        attempts: 1,
        heartbeat_at: toStoredTime(now),
        seq: 1000,
        created_at: toStoredTime(now),
        started_at: toStoredTime(now),
        finished_at: null,
      })
      .execute();
    // Another apply meanwhile is refused: the lock still stands for the crashed job.
    const busy = await call(SHOP_PLANS_CALLS.applyPlan, { plan_id: planId });
    expect(expectRefusal(busy, 400).msg).toBeTruthy();
    t.clock.advance(WORK_STALE_MS + 1_000);
    await jobs.runRecurring(WORK_SWEEP_JOB);
    for (let i = 0; i < 400; i += 1) {
      const row = await t.database.db
        .selectFrom('work_jobs')
        .select('state')
        .where('id', '=', jobId)
        .executeTakeFirst();
      if (row?.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const plan = await t.database.db
      .selectFrom('shop_plans')
      .select(['status', 'lock_token', 'lock_until'])
      .where('plan_id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(plan).toEqual({ status: 'applied', lock_token: null, lock_until: null });
    // Only the one keyword left over was sent: nothing created twice.
    expect(api.created['campaigns']).toBe(createdBefore['campaigns']);
    expect(api.created['keywords']).toBe((createdBefore['keywords'] ?? 0) + 1);
  });
});
