// Collects the rows of one plan with their explanations, the temporary IDs of new campaigns and ad
// groups, the names behind IDs (for readable summary labels) and the warnings, then builds the Plan.
import type { Marketplace } from '@adplan/contracts';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan, PlanFlow, PlanRow, RowChange } from '../../model/plan';
import type { LocalizedText, Money } from '../../model/units';
import { makeTemporaryId, type TemporaryIdKind } from '../../write/write-api';
import { entityKey, mergePlanRows } from './entity-rows';
import { explain, type Figures } from './explain';
import { summarisePlan } from './plan-summary';

/** The explanation parts a row is added with. */
export interface RowReason {
  ruleId: string;
  reason: LocalizedText;
  figures: Figures;
}

/** Builds one plan; not shared between plans. */
export class PlanBuilder {
  readonly rows: PlanRow[] = [];
  readonly warnings: LocalizedText[] = [];
  readonly notes: LocalizedText[] = [];
  private readonly takenIds = new Set<string>();
  private readonly names = new Map<string, string>();
  /** Where each entity's row stands in `rows` (one Create/Update row per entity, ADR 0020). */
  private readonly rowOfEntity = new Map<string, number>();

  constructor(
    readonly flow: PlanFlow,
    readonly marketplace: Marketplace,
    private readonly dataWindow?: string,
  ) {}

  /**
   * Adds a row with its change and explanation (the data window is attached to every explanation). A second
   * change to an entity that already has a row is merged into that row: its values and explanation join
   * the first ones, so the plan never holds two Create/Update rows for one entity (Amazon refuses that).
   */
  add(row: SpBulkRow, change: RowChange, why: RowReason): void {
    const planRow = {
      row,
      change,
      explanation: explain(why.ruleId, why.reason, why.figures, this.dataWindow),
    };
    const key = entityKey(row);
    const index = key === undefined ? undefined : this.rowOfEntity.get(key);
    if (index !== undefined) {
      this.rows[index] = mergePlanRows(this.rows[index] as PlanRow, planRow);
      return;
    }
    if (key !== undefined) this.rowOfEntity.set(key, this.rows.length);
    this.rows.push(planRow);
  }

  /** Removes the rows `drop` accepts (a new ad group left empty and its children) and re-indexes the rest. */
  removeWhere(drop: (planRow: PlanRow) => boolean): void {
    const kept = this.rows.filter((planRow) => !drop(planRow));
    this.rows.length = 0;
    this.rowOfEntity.clear();
    for (const planRow of kept) {
      const key = entityKey(planRow.row);
      if (key !== undefined) this.rowOfEntity.set(key, this.rows.length);
      this.rows.push(planRow);
    }
  }

  /** A fresh temporary ID for a new campaign or ad group, remembered with its name for labels. */
  temporaryId(kind: TemporaryIdKind, name: string): string {
    const id = makeTemporaryId(kind, name, this.takenIds);
    this.names.set(id, name);
    return id;
  }

  /** Remembers the name of an existing entity's ID so summary labels read as names. */
  rememberName(id: string, name: string): void {
    this.names.set(id, name);
  }

  /** Adds a warning once (the same sentence is never repeated). */
  warn(text: LocalizedText): void {
    if (!this.warnings.some((w) => w.en === text.en)) this.warnings.push(text);
  }

  /** Adds a summary note once. */
  note(text: LocalizedText): void {
    if (!this.notes.some((n) => n.en === text.en)) this.notes.push(text);
  }

  /** The finished plan with its summary (expected spend in the marketplace currency, when known). */
  build(expectedDailySpend?: Money): Plan {
    const labelOf = (row: SpBulkRow) => this.label(row);
    const summary = summarisePlan(this.rows, {
      marketplace: this.marketplace,
      expectedDailySpend,
      notes: this.notes,
      labelOf,
    });
    return {
      flow: this.flow,
      marketplace: this.marketplace,
      rows: this.rows,
      summary,
      warnings: this.warnings,
    };
  }

  private label(row: SpBulkRow): string {
    const group = row.adGroupId ? (this.names.get(row.adGroupId) ?? row.adGroupId) : undefined;
    const campaign = this.names.get(row.campaignId) ?? row.campaignName ?? row.campaignId;
    const ownId = row.keywordId ?? row.productTargetingId;
    const known = ownId ? this.names.get(ownId) : undefined;
    const what = row.keywordText
      ? `${row.keywordText} [${row.matchType ?? ''}]`
      : (known ?? row.productTargetingExpression ?? row.adGroupName);
    return [campaign, group, what].filter((part) => part !== undefined && part !== '').join(' / ');
  }
}
