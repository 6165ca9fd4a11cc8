// What the decision card of an upload tool page does: "check" runs the browser's checks and then the
// server's pre-flight check (no use consumed); "generate" runs the browser's checks, asks for the seller's
// confirmation, then starts ONE job that checks and generates from one read of the files (ADR 0028).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPlanData, Language } from '@adplan/contracts';
import { planFormData } from '../api/plans-api';
import { usePlanCheckMutation } from '../api/plans-queries';
import type { GenerationJob } from '../api/use-generation-job';
import { useStartGenerationMutation } from '../api/work-jobs-queries';
import { INITIAL_PROGRESS, newRequestId, withUpload } from './generation-stages';
import { buildParams, checkForm } from './plan-form';
import { enteredPercent } from './plan-warnings';
import { visibleFields, type ToolDefinition } from './tool-definitions';
import type { ToolFiles } from './use-tool-files';
import type { ToolForm } from './use-tool-form';
import type { ToolProblems } from './use-tool-problems';

/** The page's parts the decision acts on. */
export interface ToolDecisionParts {
  tool: ToolDefinition;
  language: Language;
  toolForm: ToolForm;
  toolFiles: ToolFiles;
  problems: ToolProblems;
  /** Why the chosen bulk sheet could not be read, if it could not (it counts as a red file). */
  structError: string | undefined;
  /** The page's generation job (use-generation-job.ts). */
  generation: Pick<GenerationJob<GeneratedPlanData>, 'run' | 'setProgress'>;
  /** Asks the seller to confirm a generation (components/confirm-generation.tsx). */
  confirm(ratePercent?: string): Promise<boolean>;
}

/** The check and generate actions of an upload tool page and whether a check runs. */
export function useToolDecision(parts: ToolDecisionParts) {
  const { tool, language, toolForm, toolFiles, problems } = parts;
  const { t } = useTranslation('plans');
  const [checking, setChecking] = useState(false);
  const planCheck = usePlanCheckMutation();
  const startGeneration = useStartGenerationMutation();

  /** The browser's checks: every field, the flow schema, the required files, the file limits; the red fields. */
  const checkInBrowser = async (): Promise<number> => {
    try {
      await toolForm.form.validateFields();
    } catch {
      // The fields now show their errors; they are counted below.
    }
    const current = toolForm.currentValues();
    const shown = new Set(visibleFields(tool, current).map((field) => field.name));
    const formProblems = checkForm(tool, current, language);
    toolForm.setFieldErrors(
      Object.fromEntries(Object.entries(formProblems).filter(([name]) => shown.has(name))),
    );
    const fileErrors = toolFiles.markMissing(current, language);
    problems.revealAdvanced();
    const redFiles = toolFiles.fileFields.filter(
      (field) => (fileErrors[field]?.length ?? 0) > 0 || (field === 'bulk' && parts.structError),
    ).length;
    return toolForm.redFieldCount() + redFiles;
  };

  /** The browser's checks, with the count of red fields as the notice when any is red. */
  const passesBrowserChecks = async (): Promise<boolean> => {
    const redFields = await checkInBrowser();
    if (redFields > 0)
      problems.setNotice({ type: 'error', title: t('decide.checkFailed', { count: redFields }) });
    return redFields === 0;
  };

  /** The server's pre-flight check (consumes nothing): its problems, or that it passed with its warnings. */
  const checkOnServer = async () => {
    try {
      const params = buildParams(tool, toolForm.currentValues());
      const data = await planCheck.mutateAsync({
        call: tool.checkCall,
        form: planFormData(params, toolFiles.chosenFiles(), { flow: tool.flow }),
      });
      if (data.valid) {
        const type = data.warnings.length > 0 ? 'warning' : 'success';
        problems.setNotice({ type, title: t('decide.checkPassed'), lines: data.warnings });
        return;
      }
      const { redFields, elsewhere } = problems.showProblems(data.fields, data.codes);
      problems.setNotice(
        problems.failedNotice(redFields, [...elsewhere, ...data.warnings], t('decide.checkFailedElsewhere')),
      );
    } catch (error) {
      problems.showFailure(error);
    }
  };

  const onCheck = async () => {
    problems.setNotice(undefined);
    setChecking(true);
    try {
      if (await passesBrowserChecks()) await checkOnServer();
    } finally {
      setChecking(false);
    }
  };

  /** The organic conversion rate the confirmation repeats, where the tool asks for it. */
  const enteredRate = (): string | undefined => {
    const current = toolForm.currentValues();
    const asked = visibleFields(tool, current).some((field) => field.name === 'organic_conversion_rate');
    return asked ? enteredPercent(current.organic_conversion_rate) : undefined;
  };

  const onGenerate = async () => {
    problems.setNotice(undefined);
    if (!(await passesBrowserChecks())) return;
    if (!(await parts.confirm(enteredRate()))) return;
    const params = buildParams(tool, toolForm.currentValues());
    const form = planFormData(params, toolFiles.chosenFiles(), {
      flow: tool.flow,
      requestId: newRequestId(),
    });
    await parts.generation.run(INITIAL_PROGRESS, () =>
      startGeneration.mutateAsync({
        form,
        onUploadProgress: (fraction) =>
          parts.generation.setProgress((previous) => previous && withUpload(previous, fraction)),
      }),
    );
  };

  return { checking, onCheck, onGenerate };
}
