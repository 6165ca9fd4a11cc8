// A generated plan: bulk rows, each with the reason and figures behind it, plus a summary.
import type { Marketplace } from '@adplan/contracts';
import type { BulkRow } from './bulk-row';
import type { ConsoleScheduleSetup, ScheduleRule } from './schedule';
import type { LocalizedText, Money, Percent } from './units';

/** Every flow the engine generates. */
export type PlanFlow =
  | 'keyword-cold-start'
  | 'keyword-optimisation'
  | 'asin-cold-start'
  | 'asin-optimisation'
  | 'auto-cold-start'
  | 'auto-optimisation'
  | 'sbv-cold-start'
  | 'sbv-optimisation'
  | 'schedule';

/** The kind of change a row makes, for the summary's counts and the explanation sheet. */
export type ChangeType =
  | 'createCampaign'
  | 'createAdGroup'
  | 'createAd'
  | 'createKeyword'
  | 'createProductTarget'
  | 'harvestKeyword'
  | 'harvestProductTarget'
  | 'negativeKeyword'
  | 'negativeProductTarget'
  | 'bidIncrease'
  | 'bidDecrease'
  | 'pause'
  | 'enable'
  | 'placementAdjustment'
  | 'budgetChange'
  | 'strategyChange';

/** Why a row is in the plan: the rule that produced it, a sentence for the seller and the figures used. */
export interface RowExplanation {
  /** Stable rule identifier documented in docs/algorithms.md (e.g. `SP-BID-SMOOTHED`). */
  ruleId: string;
  reason: LocalizedText;
  /** The numbers behind the decision (clicks, orders, smoothed CVR, target CPS …), named. */
  figures: Record<string, number | string>;
  /** The data window the decision is based on, e.g. `2026-09-01 – 2026-10-28`, when known. */
  dataWindow?: string;
}

/** The values a row changes, before and after, for the summary and the explanation sheet. */
export interface RowChange {
  type: ChangeType;
  /**
   * Other changes merged into this row (one row per entity: a campaign whose budget and strategy both
   * change is one Update row of type `budgetChange` with `strategyChange` here). Counted in the summary.
   */
  alsoChanged?: ChangeType[];
  bidBefore?: Money;
  bidAfter?: Money;
  percentageBefore?: Percent;
  percentageAfter?: Percent;
  budgetBefore?: Money;
  budgetAfter?: Money;
}

/** One bulk row of a plan with its explanation. */
export interface PlanRow {
  row: BulkRow;
  change: RowChange;
  explanation: RowExplanation;
}

/** What a seller reads first: counts by change type, expected spend and the bid moves. */
export interface PlanSummary {
  changeCounts: Partial<Record<ChangeType, number>>;
  /** Expected daily spend of the plan's campaigns after the change, in marketplace currency. */
  expectedDailySpend?: Money;
  /** Recommended daily budget (spec: at least 3 x planned daily spend). */
  recommendedDailyBudget?: Money;
  bidChanges: Array<{ label: string; before?: Money; after: Money }>;
  notes: LocalizedText[];
}

/** A generated plan, reproducible from its inputs. */
export interface Plan {
  flow: PlanFlow;
  marketplace: Marketplace;
  rows: PlanRow[];
  summary: PlanSummary;
  /** Things the seller should know that do not stop the plan (low budget, low data …). */
  warnings: LocalizedText[];
  /** Schedule bidding rules (flow `schedule`), one per campaign. */
  schedules?: ScheduleRule[];
  /** Schedule set-up without a linked shop (`schedule_mode` console-rules): the console rules per campaign. */
  consoleSetups?: ConsoleScheduleSetup[];
}
