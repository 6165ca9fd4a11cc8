// An engine bug is never a seller's HTTP 500 (issue 19): a plan that breaks the engine's own upload validator
// or any other exception inside the engine answers product code 50019 with a clear sentence in the seller's
// language, consumes nothing, and is logged as an engine bug with its details.
import { errorMessage } from '@adplan/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlanEngine } from '../src/modules/plans/plan-engine-pool';
import { failureOf } from '../src/modules/plans/plan-engine-worker';
import { describeEachDatabase } from './helpers/test-database';
import { startTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, postForm, sellerAt } from './helpers/plan-calls';
import { flowRequest, requestParts } from './helpers/plan-inputs';

/** What the validator said about the engine's own plan in issue 19 (two Campaign Update rows). */
const duplicateRow = Object.assign(new Error('Generated plan breaks 1 upload rule(s)'), {
  name: 'PlanRuleViolationError',
  violations: [
    { sheet: 'Sponsored Products Campaigns', row: 3, column: 'Campaign ID', rule: 'duplicate-id' },
  ],
});

/** An engine whose worker answers a plan-rule violation (generate) and whose thread dies (check). */
const brokenEngine: PlanEngine = {
  generate: () => Promise.resolve(failureOf(duplicateRow)),
  check: () => Promise.reject(new Error('worker thread exited')),
  structure: () =>
    Promise.resolve(failureOf(new TypeError("Cannot read properties of undefined (reading 'id')"))),
  competitors: () => Promise.reject(new RangeError('Maximum call stack size exceeded')),
  checkWorkbook: () => Promise.reject(new Error('boom')),
  edit: () => Promise.reject(new Error('boom')),
  close: () => Promise.resolve(),
};

describe('the worker answers an engine bug as product error 50019', () => {
  it('keeps the details for the log and the product message for the seller', () => {
    const failure = failureOf(duplicateRow);
    expect(failure).toMatchObject({ failed: true, code: 50019 });
    expect(failure.message.zh).toMatch(/本工具内部出错/);
    expect(failure.message.en).toMatch(/internal error/);
    expect(failure.engineBug).toMatchObject({
      name: 'PlanRuleViolationError',
      violations: [{ rule: 'duplicate-id' }],
    });
  });
});

describeEachDatabase('engine bugs through HTTP', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: brokenEngine });
  });
  afterEach(() => t.close());

  it('answers 50019 in the seller language on every engine call, consumes nothing and logs the bug', async () => {
    const request = await flowRequest('keyword-optimisation');
    const seller = await sellerAt(t, request.now, 1);
    const calls: Array<[string, 'zh' | 'en', Record<string, string>]> = [
      ['/op_kt_v4', 'zh', {}],
      ['/param_check', 'en', { flow: 'keyword-optimisation' }],
      ['/get_struct_name', 'zh', {}],
      ['/get_competitor_asin', 'en', {}],
    ];
    for (const [path, language, fields] of calls) {
      const response = await postForm(t, seller.session, path, requestParts(request, fields), language);
      expect(response.statusCode, `${path} ${response.body}`).not.toBe(500);
      const body = response.json() as {
        code: number;
        msg: string;
        data?: { fields?: Record<string, string[]> };
      };
      const texts = [body.msg, ...Object.values(body.data?.fields ?? {}).flat()].join('\n');
      expect(texts, path).toMatch(language === 'zh' ? /本工具内部出错/ : /internal error/);
      expect(texts, path).not.toContain(errorMessage('http.unknown', language));
    }
    expect(await balanceOf(t, seller.session)).toBe(1);
    const bugs = t.logLines.filter((line) => String(line['msg']).startsWith('engine bug'));
    expect(bugs.length).toBeGreaterThanOrEqual(calls.length);
    expect(JSON.stringify(bugs)).toContain('duplicate-id');
  });
});
