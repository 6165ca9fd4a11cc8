// The six Sponsored Products flows on the shared skeleton (flow-skeleton.ts): check the parameters, load
// the planning data through the data source, plan and add the reading notes; the skeleton validates.
import type { Plan } from '../model/plan';
import { planAsinColdStart } from './asin/asin-cold-start-flow';
import { planAsinOptimisation } from './asin/asin-optimisation-flow';
import { planAutoColdStart } from './auto/auto-cold-start-flow';
import { planAutoOptimisation } from './auto/auto-optimisation-flow';
import { planKeywordColdStart } from './keyword/keyword-cold-start-flow';
import { planKeywordOptimisation } from './keyword/keyword-optimisation-flow';
import { checkPlanParameters, type SpPlanFlow, type SpPlanParameters } from './parameters/plan-parameters';
import { existingCampaignNames } from './shared/account-lookup';
import { loadPlanningData, type LoadedPlanningData } from './shared/planning-data-loader';
import { defineFlow, type FlowSteps, type RunnableFlow } from './flow-skeleton';
import type { PlanningData } from './shared/planning-data';

type Planner = (params: SpPlanParameters, data: PlanningData) => Plan;

const PLANNERS: Record<SpPlanFlow, Planner> = {
  'keyword-cold-start': planKeywordColdStart,
  'keyword-optimisation': planKeywordOptimisation,
  'asin-cold-start': planAsinColdStart,
  'asin-optimisation': planAsinOptimisation,
  'auto-cold-start': planAutoColdStart,
  'auto-optimisation': planAutoOptimisation,
};

/** The steps of one SP flow: the contract check, the planning data, the flow's planner. */
function spSteps(flow: SpPlanFlow): FlowSteps<SpPlanParameters, LoadedPlanningData> {
  return {
    flow,
    check: (raw) => checkPlanParameters(flow, raw),
    load: (params, context) => loadPlanningData(context.source, params.marketplace, context.now),
    plan: (params, data) => {
      const plan = PLANNERS[flow](params, data);
      for (const note of data.notes) plan.summary.notes.push(note);
      plan.warnings.unshift(...data.warnings);
      return {
        plan,
        extraUploads: [],
        ...(data.account ? { account: data.account } : {}),
        forecastOptions: {
          searchTerms: data.searchTerms,
          organicConversionRate: params.organicConversionRate,
          now: data.now,
          ...(data.dataWindow ? { dataWindow: data.dataWindow } : {}),
        },
      };
    },
    existingCampaignNames: (data) => existingCampaignNames(data.account),
  };
}

/** The six SP flows by name. */
export const spFlows: Record<SpPlanFlow, RunnableFlow> = {
  'keyword-cold-start': defineFlow(spSteps('keyword-cold-start')),
  'keyword-optimisation': defineFlow(spSteps('keyword-optimisation')),
  'asin-cold-start': defineFlow(spSteps('asin-cold-start')),
  'asin-optimisation': defineFlow(spSteps('asin-optimisation')),
  'auto-cold-start': defineFlow(spSteps('auto-cold-start')),
  'auto-optimisation': defineFlow(spSteps('auto-optimisation')),
};
