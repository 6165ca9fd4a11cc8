// Every invariant checked on generated accounts, and the check of one account's outcomes against them:
// crashes (exceptions that are not a spec §8 product error) and invariant breaches, each with its run.
import {
  indexAccount,
  type AccountInvariant,
  type CheckedAccount,
  type ParameterSet,
  type PlanInvariant,
  type RunOutcome,
} from './invariant-kit';
import {
  asinBudgetNotCopied,
  coldStartIntoExistingCampaign,
  provenLoserCutProportionally,
  targetCreatedOnce,
} from './structure-invariants';
import {
  isolationTowardServingDestination,
  noHarvestOfCloseVariant,
  noNegationOfConverter,
  noNegativeBlocksOwnKeyword,
  noNegativeKeywordInSbProductGroup,
  ownAsinsUntouched,
} from './term-invariants';
import {
  budgetTotalNeverExceeded,
  catchAllNeverExpanded,
  defensiveNeverCutForCost,
  wastingWordSparesConvertersAndKeywords,
} from './judgement-invariants';
import {
  oneRowPerEntity,
  rollbackRestores,
  schedulePeriodChangesBid,
  workbooksPassValidator,
} from './upload-invariants';

/** The invariants every plan is checked against, in the order docs/algorithms.md lists them. */
export const PLAN_INVARIANTS: readonly PlanInvariant[] = [
  workbooksPassValidator,
  oneRowPerEntity,
  rollbackRestores,
  noNegationOfConverter,
  noNegativeBlocksOwnKeyword,
  noHarvestOfCloseVariant,
  isolationTowardServingDestination,
  ownAsinsUntouched,
  coldStartIntoExistingCampaign,
  asinBudgetNotCopied,
  noNegativeKeywordInSbProductGroup,
  schedulePeriodChangesBid,
  provenLoserCutProportionally,
  wastingWordSparesConvertersAndKeywords,
  catchAllNeverExpanded,
  defensiveNeverCutForCost,
  budgetTotalNeverExceeded,
];

/** The invariants checked across the plans of one account. */
export const ACCOUNT_INVARIANTS: readonly AccountInvariant[] = [targetCreatedOnce];

/** Names of every invariant. */
export const INVARIANT_NAMES: readonly string[] = [...PLAN_INVARIANTS, ...ACCOUNT_INVARIANTS].map(
  (i) => i.name,
);

/** A broken invariant on one run. */
export interface Breach {
  invariant: string;
  flow: string;
  label: string;
  message: string;
}

/** A run that ended in neither a plan nor a product error. */
export interface Crash {
  flow: string;
  label: string;
  message: string;
}

/** What one account's outcomes show. */
export interface AccountFindings {
  plans: number;
  productErrors: number;
  crashes: Crash[];
  breaches: Breach[];
}

/** Checks every outcome of one account against every invariant. */
export function checkOutcomes(account: CheckedAccount, outcomes: readonly RunOutcome[]): AccountFindings {
  const index = indexAccount(account);
  const findings: AccountFindings = { plans: 0, productErrors: 0, crashes: [], breaches: [] };
  const plans: Array<{
    set: ParameterSet;
    plan: NonNullable<Extract<RunOutcome, { kind: 'plan' }>['plan']>;
  }> = [];
  for (const outcome of outcomes) {
    const { flow, label } = outcome.set;
    if (outcome.kind === 'productError') findings.productErrors += 1;
    if (outcome.kind === 'crash') findings.crashes.push({ flow, label, message: outcome.message });
    if (outcome.kind !== 'plan') continue;
    findings.plans += 1;
    plans.push({ set: outcome.set, plan: outcome.plan });
    const context = { account, index, set: outcome.set, plan: outcome.plan, uploads: outcome.uploads };
    for (const invariant of PLAN_INVARIANTS) {
      let messages: string[];
      try {
        messages = invariant.check(context);
      } catch (error) {
        messages = [`checker failed: ${error instanceof Error ? error.message : String(error)}`];
      }
      for (const message of messages)
        findings.breaches.push({ invariant: invariant.name, flow, label, message });
    }
  }
  for (const invariant of ACCOUNT_INVARIANTS)
    for (const message of invariant.check(index, plans))
      findings.breaches.push({ invariant: invariant.name, flow: 'account', label: '', message });
  return findings;
}
