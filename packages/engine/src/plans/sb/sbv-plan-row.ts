// A plan row of the SBV flows: the bulk row, the change it makes and its explanation.
import type { SbBulkRow } from '../../model/bulk-row';
import type { PlanRow, RowChange } from '../../model/plan';
import type { LocalizedText } from '../../model/units';
import { explain, type Figures } from '../shared/explain';

/** Rows of a plan part with the warnings they raised. */
export interface SbvPlanRows {
  rows: PlanRow[];
  warnings: LocalizedText[];
  /** Summary notes (decisions the seller should read, not problems), when any. */
  notes?: LocalizedText[];
}

/** Builds a plan row from an SB bulk row, its change and the rule that produced it. */
export function sbvPlanRow(
  row: SbBulkRow,
  change: RowChange,
  ruleId: string,
  reason: LocalizedText,
  figures: Figures,
  dataWindow?: string,
): PlanRow {
  return { row, change, explanation: explain(ruleId, reason, figures, dataWindow) };
}
