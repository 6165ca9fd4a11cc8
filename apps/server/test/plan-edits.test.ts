// A seller's edits of a stored plan through HTTP (ADR 0030): rows left out and a bid changed are in the
// workbooks the result page and the usage records serve; the workbooks still pass Amazon's upload rules;
// a refused edit answers 20001 per row in zh/en and changes nothing; editing takes no use; another user's
// plan is 404; empty edits reset the plan.
import { PLANS_CALLS, type GeneratedPlanData } from '@adplan/contracts';
import { validateWorkbook } from '@adplan/engine';
import { readBulkRows } from '@adplan/engine/testing';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { expectAnswerOf, injectCall } from './helpers/call-answers';
import { balanceOf, getAs, postForm, sellerAt } from './helpers/plan-calls';
import { flowRequest, requestParts } from './helpers/plan-inputs';
import { asBrowser, startTestApp, type BrowserSession, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

describeEachDatabase('plan edits', (target) => {
  let t: TestApp;
  let seller: { id: number; session: BrowserSession };
  let plan: GeneratedPlanData;
  let now: number;

  const edit = (payload: Record<string, unknown>, session = seller.session, language: 'zh' | 'en' = 'en') => {
    const browser = asBrowser(session);
    return injectCall(t.app, PLANS_CALLS.planEdits, payload, {
      cookies: browser.cookies,
      headers: { ...browser.headers, 'accept-language': language },
    });
  };

  const download = async (url: string) => {
    const file = await getAs(t, seller.session, url.replace(/^\/api/, ''));
    expect(file.statusCode).toBe(200);
    return new Uint8Array(file.rawPayload);
  };

  const rowsOf = async (bytes: Uint8Array) => (await readBulkRows(bytes)).rows.map((read) => read.row);

  beforeEach(async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: engine });
    const request = await flowRequest('keyword-optimisation');
    now = request.now;
    seller = await sellerAt(t, request.now, 2);
    const response = await postForm(t, seller.session, '/op_kt_v4', requestParts(request));
    expect(response.statusCode, response.body).toBe(200);
    plan = PLANS_CALLS.keywordOptimisation.answer.parse(response.json()).data;
  });
  afterEach(() => t.close());

  it('names the campaign and ad group of every bid update row, before and after an edit', async () => {
    // Bulk update rows carry only ids; the preview names them from the account the plan was made of.
    const unnamed = (rows: GeneratedPlanData['preview']['rows']) =>
      rows.filter(
        (row) => row.operation === 'update' && row.bid_editable && (!row.campaign_name || !row.ad_group_name),
      );
    const bidRows = plan.preview.rows.filter((row) => row.operation === 'update' && row.bid_editable);
    expect(bidRows.length).toBeGreaterThan(0);
    expect(unnamed(plan.preview.rows)).toEqual([]);
    const response = await edit({
      plan_id: plan.plan_id,
      removed: [bidRows[0]!.index],
      bids: {},
      budgets: {},
    });
    const data = PLANS_CALLS.planEdits.answer.parse(response.json()).data;
    expect(unnamed(data.preview.rows)).toEqual([]);
  });

  it('leaves an unticked row out and writes a changed bid into the plan, rollback and explanation; no use taken', async () => {
    expect(plan.editable).toBe(true);
    const bidRows = plan.preview.rows.filter((row) => row.bid_editable && row.operation === 'update');
    expect(bidRows.length).toBeGreaterThanOrEqual(2);
    const [left, changed] = [bidRows[0]!, bidRows[1]!];
    const original = await rowsOf(
      await download(plan.workbooks.find((w) => w.role === 'rollback')!.download_url),
    );
    const balance = await balanceOf(t, seller.session);
    const response = await edit({
      plan_id: plan.plan_id,
      removed: [left.index],
      bids: { [String(changed.index)]: 1.37 },
      budgets: {},
    });
    expectAnswerOf(PLANS_CALLS.planEdits, response);
    const data = PLANS_CALLS.planEdits.answer.parse(response.json()).data;
    expect(await balanceOf(t, seller.session)).toBe(balance);
    expect(data.edits).toEqual({
      removed: [left.index],
      bids: { [String(changed.index)]: 1.37 },
      budgets: {},
    });
    const rows = data.preview.rows;
    expect(rows.find((row) => row.index === left.index)?.included).toBe(false);
    const edited = rows.find((row) => row.index === changed.index)!;
    expect(edited).toMatchObject({ included: true, bid_after: 1.37, seller_changed: ['bid'] });
    expect(edited.reason).toMatch(/^\[Changed by you\] bid/);
    expect(data.preview.total_rows).toBe(plan.preview.total_rows);

    // The result page's links and the usage records serve the edited workbooks, which Amazon accepts.
    const planFile = data.workbooks.find((workbook) => workbook.role === 'plan')!;
    expect(planFile.download_url).toBe(plan.workbooks.find((w) => w.role === 'plan')!.download_url);
    const uploaded = await rowsOf(await download(planFile.download_url));
    expect(uploaded).toHaveLength(plan.preview.total_rows - 1);
    expect(uploaded.some((row) => row.bid === 1.37)).toBe(true);
    for (const workbook of data.workbooks.filter((w) => w.role !== 'explanation'))
      expect(
        await validateWorkbook(await download(workbook.download_url), {
          marketplace: 'US',
          now: new Date(now),
        }),
      ).toEqual([]);
    const rollback = await rowsOf(
      await download(data.workbooks.find((w) => w.role === 'rollback')!.download_url),
    );
    expect(rollback.length).toBe(original.length - 1);
    const history = await getAs(t, seller.session, '/ad_history');
    const item = (history.json() as { data: { items: Array<{ plan_id: string; download_url: string }> } })
      .data.items[0]!;
    expect(item.plan_id).toBe(plan.plan_id);
    expect(await rowsOf(await download(item.download_url))).toHaveLength(plan.preview.total_rows - 1);

    // Shown again, the plan keeps the edits; empty edits reset it.
    const shown = await getAs(t, seller.session, `/plan?plan_id=${plan.plan_id}`);
    expect(PLANS_CALLS.planShow.answer.parse(shown.json()).data.edits).toEqual(data.edits);
    const reset = await edit({ plan_id: plan.plan_id, removed: [], bids: {}, budgets: {} });
    const resetData = PLANS_CALLS.planEdits.answer.parse(reset.json()).data;
    expect(resetData.edits).toBeUndefined();
    expect(resetData.preview.rows.every((row) => row.included && !row.seller_changed)).toBe(true);
    expect(await rowsOf(await download(planFile.download_url))).toHaveLength(plan.preview.total_rows);
  });

  it('refuses a bid below the marketplace minimum and an unknown row per field in zh and en, changing nothing', async () => {
    const row = plan.preview.rows.find((candidate) => candidate.bid_editable)!;
    const before = await download(plan.download_url);
    for (const language of ['zh', 'en'] as const) {
      const response = await edit(
        { plan_id: plan.plan_id, removed: [99_999], bids: { [String(row.index)]: 0.01 }, budgets: {} },
        seller.session,
        language,
      );
      expect(response.statusCode).toBe(400);
      const body = response.json() as {
        code: number;
        msg: string;
        data: { fields: Record<string, string[]> };
      };
      expect(body.code).toBe(20001);
      expect(Object.keys(body.data.fields).sort()).toEqual([`bids.${row.index}`, 'removed.99999']);
      if (language === 'zh') expect(body.msg).toMatch(/亚马逊/);
      else expect(body.data.fields[`bids.${row.index}`]![0]).toContain('0.02');
    }
    // A budget on a row that has none is refused too.
    const budget = await edit({
      plan_id: plan.plan_id,
      removed: [],
      bids: {},
      budgets: { [String(row.index)]: 50 },
    });
    expect((budget.json() as { code: number }).code).toBe(20001);
    expect(Buffer.from(await download(plan.download_url)).equals(Buffer.from(before))).toBe(true);
  });

  it("answers 404 for another user's plan and needs a session", async () => {
    const other = await sellerAt(t, now, 1);
    const response = await edit(
      { plan_id: plan.plan_id, removed: [0], bids: {}, budgets: {} },
      other.session,
    );
    expect(response.statusCode).toBe(404);
    expect((await getAs(t, other.session, `/plan?plan_id=${plan.plan_id}`)).statusCode).toBe(404);
    const anonymous = await injectCall(t.app, PLANS_CALLS.planEdits, {
      plan_id: plan.plan_id,
      removed: [0],
      bids: {},
      budgets: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
