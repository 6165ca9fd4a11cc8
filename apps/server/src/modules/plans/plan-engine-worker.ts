// The engine worker thread (piscina): runs one engine task on bytes and answers plain data. It never
// touches the database or the network; EngineErrors become TaskFailure values because class instances
// do not survive the thread boundary, and any other exception (an engine bug) becomes the 50019 failure
// with its details for the server's log.
import {
  accountModelSource,
  checkFlowParameters,
  editPlan,
  generatePlan,
  isEngineError,
  listCampaignStructure,
  readBulkWorkbook,
  readOverviewInput,
  runFlow,
  summariseAccountOverview,
  suggestCompetitorAsins,
  uploadedFilesSource,
  validateWorkbook,
  type AccountDataSource,
  type AccountOverview,
  type GeneratedPlan,
  type GeneratePlanOptions,
  type PlanInputs,
} from '@adplan/engine';
import type { MessagePort } from 'node:worker_threads';
import {
  engineBugFailure,
  fieldOfFailure,
  type CheckResult,
  type EngineTask,
  type TaskFailure,
  type TaskInputs,
  type WorkerStage,
} from './plan-engine-tasks';

const WORKER_STAGES: readonly string[] = ['reading', 'planning', 'validating', 'writing'];

function planInputs(inputs: TaskInputs): PlanInputs {
  return {
    parameters: inputs.parameters,
    ...(inputs.bulk ? { bulk: inputs.bulk } : {}),
    reports: inputs.reports,
    hourly: inputs.hourly,
    now: new Date(inputs.nowMs),
  };
}

/** A product error as its failure; anything else is an engine bug, answered as 50019 with its details. */
export function failureOf(error: unknown): TaskFailure {
  if (!isEngineError(error)) return engineBugFailure(error);
  const failure: TaskFailure = { failed: true, code: error.code, message: error.localized };
  if (error.location) failure.location = error.location;
  const problems = (error as { problems?: Array<{ field: string; message: TaskFailure['message'] }> })
    .problems;
  if (Array.isArray(problems)) {
    failure.problems = problems.map((p) => ({ field: p.field, message: p.message }));
  }
  return failure;
}

function stageReporter(port: MessagePort | undefined): (stage: string) => void {
  return (stage) => {
    if (port && WORKER_STAGES.includes(stage)) port.postMessage({ stage: stage as WorkerStage });
  };
}

/**
 * The account overview of the files the plan was generated from (issue 23), summarised from the source the
 * flow has read (nothing is read twice); undefined when the files hold no campaign or cannot be summarised,
 * which never fails the plan.
 */
async function uploadOverview(
  source: AccountDataSource,
  generated: GeneratedPlan,
  hasHourlyFiles: boolean,
): Promise<AccountOverview | undefined> {
  try {
    const input = await readOverviewInput(source, generated.plan.marketplace, hasHourlyFiles);
    const overview = summariseAccountOverview(input);
    return overview.campaignCount > 0 ? overview : undefined;
  } catch {
    return undefined;
  }
}

async function generate(task: Extract<EngineTask, { kind: 'generate' }>) {
  const report = stageReporter(task.progressPort);
  try {
    report('reading');
    // `onStage` is passed for engines that report their own stages; one that does not ignores it.
    const { shopAccount } = task.inputs;
    const source = shopAccount
      ? accountModelSource(shopAccount.model, shopAccount.window)
      : uploadedFilesSource(planInputs(task.inputs));
    const options: GeneratePlanOptions & { onStage?: (stage: string) => void } = {
      language: task.language,
      onStage: report,
      source,
    };
    const generated = await generatePlan(task.flow, planInputs(task.inputs), options);
    if (shopAccount) return generated;
    const overview = await uploadOverview(source, generated, task.inputs.hourly.length > 0);
    return overview ? { ...generated, overview } : generated;
  } catch (error) {
    return failureOf(error);
  } finally {
    task.progressPort?.close();
  }
}

async function check(task: Extract<EngineTask, { kind: 'check' }>): Promise<CheckResult> {
  let warnings: CheckResult['warnings'] = [];
  try {
    const checked = checkFlowParameters(task.flow, task.inputs.parameters);
    warnings = 'warnings' in checked && Array.isArray(checked.warnings) ? checked.warnings : [];
  } catch (error) {
    const failure = failureOf(error);
    const problems = failure.problems ?? [{ field: 'params', message: failure.message }];
    return {
      failed: false,
      problems,
      warnings,
      ...(failure.engineBug ? { engineBug: failure.engineBug } : {}),
    };
  }
  // The parameters are right: run the flow on the files (reading, planning and Amazon's rules), keep nothing.
  try {
    const plan = await runFlow(task.flow, planInputs(task.inputs));
    return { failed: false, problems: [], warnings: plan.warnings };
  } catch (error) {
    const failure = failureOf(error);
    const field = fieldOfFailure(task.inputs, failure);
    const problems = [{ field, message: failure.message, code: failure.code }];
    return {
      failed: false,
      problems,
      warnings,
      ...(failure.engineBug ? { engineBug: failure.engineBug } : {}),
    };
  }
}

/** Runs one task; the pool calls this in a worker thread. */
export default async function runEngineTask(task: EngineTask) {
  switch (task.kind) {
    case 'generate':
      return generate(task);
    case 'check':
      return check(task);
    case 'structure':
      try {
        return {
          failed: false,
          campaigns: listCampaignStructure(
            await readBulkWorkbook(task.bulk.bytes, { fileName: task.bulk.name }),
          ),
        };
      } catch (error) {
        return failureOf(error);
      }
    case 'competitors':
      try {
        return {
          failed: false,
          suggestions: suggestCompetitorAsins(
            await readBulkWorkbook(task.bulk.bytes, { fileName: task.bulk.name }),
          ),
        };
      } catch (error) {
        return failureOf(error);
      }
    case 'edit':
      try {
        return await editPlan(task.stored, task.edits, {
          now: new Date(task.nowMs),
          language: task.language,
        });
      } catch (error) {
        return failureOf(error);
      }
    case 'checkWorkbook':
      try {
        return {
          failed: false,
          violations: await validateWorkbook(task.bulk.bytes, {
            marketplace: task.marketplace,
            now: new Date(task.nowMs),
          }),
        };
      } catch (error) {
        return failureOf(error);
      }
  }
}
