// The six Sponsored Products flows as FlowDefinitions: check the parameters, read the files, plan, add
// the reading notes, and refuse to return a plan that breaks Amazon's upload rules.
import type { FlowDefinition, PlanInputs } from '../model/flow';
import type { Plan } from '../model/plan';
import { assertPlanValid } from '../validate/validate-api';
import { planAsinColdStart } from './asin/asin-cold-start-flow';
import { planAsinOptimisation } from './asin/asin-optimisation-flow';
import { planAutoColdStart } from './auto/auto-cold-start-flow';
import { planAutoOptimisation } from './auto/auto-optimisation-flow';
import { planKeywordColdStart } from './keyword/keyword-cold-start-flow';
import { planKeywordOptimisation } from './keyword/keyword-optimisation-flow';
import { checkPlanParameters, type SpPlanFlow, type SpPlanParameters } from './parameters/plan-parameters';
import { existingCampaignNames } from './shared/account-lookup';
import { loadPlanningData } from './shared/planning-data-loader';
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

async function runSpFlow(flow: SpPlanFlow, inputs: PlanInputs): Promise<Plan> {
  const params = checkPlanParameters(flow, inputs.parameters);
  const data = await loadPlanningData(inputs, params.marketplace);
  const plan = PLANNERS[flow](params, data);
  for (const note of data.notes) plan.summary.notes.push(note);
  assertPlanValid(plan, { now: inputs.now, existingCampaignNames: existingCampaignNames(data.account) });
  return plan;
}

/** The six SP flows by name. */
export const spFlows: Record<SpPlanFlow, FlowDefinition> = {
  'keyword-cold-start': {
    flow: 'keyword-cold-start',
    run: (inputs) => runSpFlow('keyword-cold-start', inputs),
  },
  'keyword-optimisation': {
    flow: 'keyword-optimisation',
    run: (inputs) => runSpFlow('keyword-optimisation', inputs),
  },
  'asin-cold-start': { flow: 'asin-cold-start', run: (inputs) => runSpFlow('asin-cold-start', inputs) },
  'asin-optimisation': { flow: 'asin-optimisation', run: (inputs) => runSpFlow('asin-optimisation', inputs) },
  'auto-cold-start': { flow: 'auto-cold-start', run: (inputs) => runSpFlow('auto-cold-start', inputs) },
  'auto-optimisation': { flow: 'auto-optimisation', run: (inputs) => runSpFlow('auto-optimisation', inputs) },
};
