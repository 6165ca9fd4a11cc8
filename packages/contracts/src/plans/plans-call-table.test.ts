import { describe, expect, it } from 'vitest';
import { isRetrySafe } from '../api/call-definition';
import { PLAN_FLOWS } from './plan-parameters';
import { PLANS_CALLS, PLAN_LONG_CALL_TIMEOUT_MS } from './plans-call-table';
import { PLAN_FLOW_BY_PATH } from './plan-flow-table';
import { planFilePath, planProgressPayloadSchema } from './plans-calls';

describe('PLANS_CALLS', () => {
  const calls = Object.values(PLANS_CALLS);

  it('has one multipart generation call per flow, never retried, with the long time-out', () => {
    const generation = calls.filter((call) => call.path in PLAN_FLOW_BY_PATH);
    expect(
      generation.map((call) => PLAN_FLOW_BY_PATH[call.path as keyof typeof PLAN_FLOW_BY_PATH]).sort(),
    ).toEqual([...PLAN_FLOWS].sort());
    for (const call of generation) {
      expect(call).toMatchObject({ method: 'POST', body: 'multipart', timeoutMs: PLAN_LONG_CALL_TIMEOUT_MS });
      expect(isRetrySafe(call)).toBe(false);
    }
  });

  it('writes each path once', () => {
    expect(new Set(calls.map((call) => call.path)).size).toBe(calls.length);
  });

  it("types a generation's params with its flow schema", () => {
    const schema = PLANS_CALLS.keywordColdStart.payload;
    expect(schema.safeParse({ marketplace: 'XX' }).success).toBe(false);
  });

  it('encodes download paths and checks progress ids', () => {
    expect(planFilePath('a/b', '方案 1.xlsx')).toBe('/plans/a%2Fb/files/%E6%96%B9%E6%A1%88%201.xlsx');
    expect(planProgressPayloadSchema.safeParse({ request_id: 'abc' }).success).toBe(false);
    expect(planProgressPayloadSchema.safeParse({ request_id: 'c0ffee-1234_abcd' }).success).toBe(true);
  });
});
