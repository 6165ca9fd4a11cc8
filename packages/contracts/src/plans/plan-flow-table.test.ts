import { describe, expect, expectTypeOf, it } from 'vitest';
import { SHOP_PLANS_CALLS } from '../shops/shop-plans-call-table';
import { SHOP_PLAN_TARGET_TYPE } from '../shops/shop-plans-calls';
import { PLAN_FLOWS, PLAN_PARAMETER_SCHEMAS, type PlanFlowName } from './plan-parameters';
import {
  PLAN_FLOW_BY_PATH,
  PLAN_FLOW_TABLE,
  SHOP_GENERATIONS,
  SHOP_PLAN_FLOW_BY_PATH,
  type PlanFlowTable,
  type ShopPlanFlowName,
} from './plan-flow-table';
import { PLANS_CALLS } from './plans-call-table';

describe('PLAN_FLOW_TABLE', () => {
  it('names every flow, and a table without one does not compile', () => {
    expect(Object.keys(PLAN_FLOW_TABLE)).toEqual([...PLAN_FLOWS]);
    const { schedule: _left, ...withoutSchedule } = PLAN_FLOW_TABLE;
    // @ts-expect-error a flow table without the schedule flow is not a PlanFlowTable
    const incomplete: PlanFlowTable = withoutSchedule;
    expect(Object.keys(incomplete)).not.toContain('schedule');
  });

  it('derives the path maps and the call tables from the one table', () => {
    for (const flow of PLAN_FLOWS) {
      const { call, path } = PLAN_FLOW_TABLE[flow].upload;
      expect(PLAN_FLOW_BY_PATH[path]).toBe(flow);
      expect(PLANS_CALLS[call]).toMatchObject({ method: 'POST', path, body: 'multipart' });
      expect(PLANS_CALLS[call].payload).toBe(PLAN_PARAMETER_SCHEMAS[flow]);
    }
    expect(SHOP_GENERATIONS).toHaveLength(10);
    for (const generation of SHOP_GENERATIONS) {
      expect(SHOP_PLAN_FLOW_BY_PATH[generation.path]).toBe(generation.flow);
      expect(SHOP_PLANS_CALLS[generation.call].path).toBe(generation.path);
    }
    expect(SHOP_PLAN_TARGET_TYPE).toEqual({
      '/hb_vc': 'keyword',
      '/op_vc': 'keyword',
      '/hb_pt_vc': 'product',
      '/op_pt_vc': 'product',
    });
  });

  it('types the derived names exactly', () => {
    expectTypeOf(PLAN_FLOW_BY_PATH['/hb_kt_v4']).toEqualTypeOf<'keyword-cold-start'>();
    expectTypeOf(SHOP_PLAN_FLOW_BY_PATH['/hb_pt_vc']).toEqualTypeOf<'sbv-cold-start'>();
    expectTypeOf<ShopPlanFlowName>().toEqualTypeOf<Exclude<PlanFlowName, 'schedule'>>();
    expectTypeOf(PLANS_CALLS.schedulePlan.payload).toEqualTypeOf(PLAN_PARAMETER_SCHEMAS.schedule);
    expectTypeOf(SHOP_PLANS_CALLS.shopSbvProductOptimisation.path).toEqualTypeOf<'/op_pt_vc'>();
  });
});
