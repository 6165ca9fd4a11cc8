// Spec §4 competitor feedback on an upload tool form: when the seller leaves the ASIN or competitor
// fields, each competitor is checked against the advertised ASIN, and the verdicts show under the field.
import { useState } from 'react';
import { PLAN_PARAMETER_FIELDS, type Marketplace } from '@adplan/contracts';
import { useCompetitorCheckMutation } from '../api/plans-queries';
import type { CompetitorVerdict } from './competitor-feedback';
import type { ToolForm } from './use-tool-form';

function asinsOf(value: unknown): string[] {
  const result = PLAN_PARAMETER_FIELDS.competitor_asins.safeParse(value);
  return result.success ? (result.data ?? []) : [];
}

function asinOf(value: unknown): string | undefined {
  const result = PLAN_PARAMETER_FIELDS.asin.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The verdicts of the latest competitor check (the previous ones stay until it answers) and the blur
 * handler that starts one; with no advertised ASIN or no competitor there is nothing to show.
 */
export function useCompetitorFeedback(toolForm: ToolForm, marketplace: Marketplace) {
  const check = useCompetitorCheckMutation();
  const [verdicts, setVerdicts] = useState<Record<string, CompetitorVerdict>>({});
  const onBlur = () => {
    const current = toolForm.currentValues();
    const advertised = asinOf(current.asin);
    const competitors = asinsOf(current.competitor_asins);
    if (!advertised || competitors.length === 0) {
      // A check still running is forgotten: its answer must not bring back verdicts for cleared fields.
      check.reset();
      setVerdicts({});
      return;
    }
    // Only the latest check's answer arrives here (TanStack Query calls back for the last `mutate` only).
    check.mutate({ advertised, competitors, country: marketplace }, { onSuccess: setVerdicts });
  };
  return { verdicts, onBlur };
}
