// What "generate" does on a linked-shop tool page: the form's checks (what the shop itself answers left
// out), the seller's confirmation, then the generation job started from the shop's data.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHOP_PLANS_CALLS,
  type Language,
  type LinkedShopItem,
  type Marketplace,
  type ShopGeneratedPlanData,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import type { GenerationJob } from '../api/use-generation-job';
import { useStartShopGenerationMutation } from '../api/work-jobs-queries';
import { INITIAL_PROGRESS, newRequestId } from './generation-stages';
import { buildParams, checkForm } from './plan-form';
import { shopGenerationCall, withoutShopSolved, type ShopFlow } from './shop-tool';
import { visibleFields, type ToolDefinition } from './tool-definitions';
import type { ToolForm } from './use-tool-form';

/** The page's parts the decision acts on. */
export interface ShopDecisionParts {
  flow: ShopFlow;
  tool: ToolDefinition;
  language: Language;
  toolForm: ToolForm;
  shop: LinkedShopItem | undefined;
  marketplace: Marketplace;
  generation: Pick<GenerationJob<ShopGeneratedPlanData>, 'run'>;
  /** Asks the seller to confirm a generation (components/confirm-generation.tsx). */
  confirm(): Promise<boolean>;
  /** Shows (or, with undefined, clears) the error under the button (`useShopFailure`). */
  setError(error: string | undefined): void;
}

/** The error under the generate button, and how a failed call or job becomes one. */
export function useShopFailure(toolForm: ToolForm) {
  const { t } = useTranslation('plans');
  const [error, setError] = useState<string | undefined>();
  /** A refused start or a failed job: field problems under their fields (not the shop's), the message below. */
  const showFailure = (failure: unknown) => {
    if (!(failure instanceof ApiError)) {
      setError(String(failure));
      return;
    }
    if (failure.fields)
      toolForm.setFieldErrors(
        Object.fromEntries(Object.entries(failure.fields).filter(([name]) => name !== 'shop_id')),
      );
    setError(t('errors.withCode', { message: failure.msg, code: failure.code }));
  };
  return { error, setError, showFailure };
}

/** The generate action of a linked-shop tool page. */
export function useShopDecision(parts: ShopDecisionParts) {
  const { flow, tool, language, toolForm, shop, marketplace } = parts;
  const { t } = useTranslation('plans');
  const startShopGeneration = useStartShopGenerationMutation();

  /** The form's checks, the marketplace being the shop's; whether every field passes. */
  const check = async (): Promise<boolean> => {
    let valid = true;
    try {
      await toolForm.form.validateFields();
    } catch {
      valid = false;
    }
    const current = { ...toolForm.currentValues(), marketplace };
    const problems = withoutShopSolved(checkForm(tool, current, language), current);
    const shown = new Set(visibleFields(tool, current).map((field) => field.name));
    toolForm.setFieldErrors(Object.fromEntries(Object.entries(problems).filter(([name]) => shown.has(name))));
    return valid && Object.keys(problems).length === 0;
  };

  const onGenerate = async () => {
    const { setError } = parts;
    setError(undefined);
    if (!(await check()) || !shop) {
      setError(t('shop.fixFields'));
      return;
    }
    if (!(await parts.confirm())) return;
    const current = toolForm.currentValues();
    const params = buildParams(tool, { ...current, marketplace });
    delete params['marketplace'];
    const planCall = SHOP_PLANS_CALLS[shopGenerationCall(flow, current)].path;
    const payload = { ...params, shop_id: shop.shop_id, request_id: newRequestId() };
    await parts.generation.run({ ...INITIAL_PROGRESS, current: 1, uploadFraction: 1 }, () =>
      startShopGeneration.mutateAsync({ planCall, payload }),
    );
  };

  return { onGenerate };
}
