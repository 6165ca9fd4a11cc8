// The schedule calls through the app: create, list, detail, pause/stop, and another seller's rule or shop
// answered 404 without saying whose it is.
import { PLAN_REPORT_FILE_MAX_BYTES, SCHEDULE_HOURLY_FIELD, translate } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { postForm } from './helpers/plan-calls';
import { ScheduleShopAccount, shopAccessDouble } from './helpers/schedule-shop-account';
import { createUser, loginAs, startTestApp, type BrowserSession, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

describeEachDatabase('schedule calls', (target) => {
  let t: TestApp;
  let owner: BrowserSession;
  let other: BrowserSession;
  const ads = new ScheduleShopAccount();
  const double = shopAccessDouble(0, ads);

  beforeEach(async () => {
    t = await startTestApp(target, {}, undefined, { shopAccess: double.access });
    t.clock.set(Date.parse('2026-10-31T13:00:00Z'));
    const seller = await createUser(t);
    const stranger = await createUser(t);
    double.shop.userId = seller.id;
    owner = await loginAs(t, seller);
    other = await loginAs(t, stranger);
  });
  afterEach(() => t.close());

  const call = (session: BrowserSession, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      cookies: { ...session },
      headers: { 'x-csrftoken': session.csrftoken },
      ...(payload ? { payload } : {}),
    });

  it('creates, lists and reads a rule, and hides it from another seller', async () => {
    const created = await call(owner, 'POST', '/shop_schedule_create', {
      shop_id: 'shop-us-1',
      source: 'hourly',
      campaigns: [
        {
          campaign_name: 'Cutting Board SP',
          periods: [{ name: 'sleep', start: '00:00', end: '07:00', bid_adjustment: -30 }],
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    const ruleId = created.json().data.rules[0].rule_id as string;
    expect(created.json().data.rules[0].periods[0]).toMatchObject({
      start_beijing: '15:00',
      end_beijing: '22:00',
    });

    const list = await call(owner, 'GET', '/shop_schedule_rules?shop_id=shop-us-1');
    expect(list.json().data.rules.map((r: { rule_id: string }) => r.rule_id)).toEqual([ruleId]);
    const detail = await call(owner, 'GET', `/shop_schedule_detail?rule_id=${ruleId}`);
    expect(detail.json().data.next_runs[0]).toMatchObject({
      at: '2026-10-31T14:00:00.000Z',
      period_name: 'base',
    });

    for (const [method, url] of [
      ['GET', `/shop_schedule_detail?rule_id=${ruleId}`],
      ['POST', '/shop_schedule_pause'],
      ['POST', '/shop_schedule_stop'],
    ] as const) {
      const answer = await call(other, method, url, method === 'POST' ? { rule_id: ruleId } : undefined);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Cutting');
    }
    const strangerShop = await call(other, 'GET', '/shop_schedule_rules?shop_id=shop-us-1');
    expect(strangerShop.statusCode).toBe(404);
    expect(strangerShop.json().code).toBe(50015);

    const paused = await call(owner, 'POST', '/shop_schedule_pause', { rule_id: ruleId });
    expect(paused.json().data.rule.state).toBe('paused');
    const again = await call(owner, 'POST', '/shop_schedule_pause', { rule_id: ruleId });
    expect(again.statusCode).toBe(400);
    const stopped = await call(owner, 'POST', '/shop_schedule_stop', { rule_id: ruleId });
    expect(stopped.json().data.rule.state).toBe('stopping');
  });

  it('answers an hourly file past the report limit with the size message, not a bare 413', async () => {
    const huge = new Uint8Array(PLAN_REPORT_FILE_MAX_BYTES + 1024).fill(0x61);
    const response = await postForm(t, owner, '/shop_schedule_preview', [
      { name: 'params', value: JSON.stringify({ shop_id: 'shop-us-1' }) },
      { name: SCHEDULE_HOURLY_FIELD, fileName: 'hourly.csv', bytes: huge },
    ]);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { data: { fields: Record<string, string[]> } };
    expect(body.data.fields[SCHEDULE_HOURLY_FIELD]).toEqual([
      translate('validation.upload.reportTooLarge', 'en'),
    ]);
  });

  it('refuses overlapping periods with a field message', async () => {
    const answer = await call(owner, 'POST', '/shop_schedule_create', {
      shop_id: 'shop-us-1',
      source: 'hourly',
      campaigns: [
        {
          campaign_name: 'Cutting Board SP',
          periods: [
            { name: 'sleep', start: '00:00', end: '08:00', bid_adjustment: -30 },
            { name: 'morning', start: '07:00', end: '12:00', bid_adjustment: 10 },
          ],
        },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('重叠');
  });
});
