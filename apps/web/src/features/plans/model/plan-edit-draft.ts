// The seller's edits of a plan's preview before they are saved (ADR 0030): rows unticked and bids or daily
// budgets typed, kept as the seller typed them; `editsPayload` turns them into the `/plan_edits` payload
// (or the cells whose text is not an amount), `isDirty` tells whether they differ from the saved edits.
import type { GeneratedPlanData, PlanEditsData } from '@adplan/contracts';

/** Edits as typed: row indexes left out, and the text typed in bid and budget cells by row index. */
export interface PlanEditDraft {
  removed: number[];
  bids: Record<string, string>;
  budgets: Record<string, string>;
}

/** The editable value kinds, named as the server's field keys (`bids.3`, `budgets.8`). */
export type EditedValueKind = 'bids' | 'budgets';

/** An amount a seller may type: digits with at most two decimals (the marketplace's range is the server's). */
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

const asTexts = (values: Record<string, number>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([index, value]) => [index, String(value)]));

/** The draft of a plan as last saved (no edits: nothing unticked, nothing typed). */
export function draftOf(plan: Pick<GeneratedPlanData, 'edits'>): PlanEditDraft {
  const edits = plan.edits;
  return edits
    ? { removed: [...edits.removed], bids: asTexts(edits.bids), budgets: asTexts(edits.budgets) }
    : { removed: [], bids: {}, budgets: {} };
}

/** The draft with row `index` ticked (kept) or unticked (left out). */
export function withRowIncluded(draft: PlanEditDraft, index: number, included: boolean): PlanEditDraft {
  const removed = draft.removed.filter((row) => row !== index);
  return { ...draft, removed: included ? removed : [...removed, index].sort((a, b) => a - b) };
}

/** The draft with `text` typed in a bid or budget cell; an emptied cell drops the edit (the plan's value). */
export function withValue(
  draft: PlanEditDraft,
  kind: EditedValueKind,
  index: number,
  text: string,
): PlanEditDraft {
  const values = { ...draft[kind] };
  const trimmed = text.trim();
  if (trimmed === '') delete values[String(index)];
  else values[String(index)] = trimmed;
  return { ...draft, [kind]: values };
}

/** The `/plan_edits` payload of a draft, or the cells (`bids.3`) whose text is not an amount. */
export function editsPayload(
  draft: PlanEditDraft,
): { edits: PlanEditsData; invalid: [] } | { edits?: undefined; invalid: string[] } {
  const invalid: string[] = [];
  const numbers = (kind: EditedValueKind): Record<string, number> =>
    Object.fromEntries(
      Object.entries(draft[kind]).flatMap(([index, text]) => {
        if (!AMOUNT.test(text) || Number(text) <= 0) {
          invalid.push(`${kind}.${index}`);
          return [];
        }
        return [[index, Number(text)]];
      }),
    );
  const edits = { removed: [...draft.removed], bids: numbers('bids'), budgets: numbers('budgets') };
  return invalid.length > 0 ? { invalid } : { edits, invalid: [] };
}

const canonical = (edits: PlanEditsData | undefined): string => {
  const sorted = (values: Record<string, number>) =>
    Object.entries(values).sort(([a], [b]) => Number(a) - Number(b));
  return JSON.stringify(
    edits
      ? [[...edits.removed].sort((a, b) => a - b), sorted(edits.bids), sorted(edits.budgets)]
      : [[], [], []],
  );
};

/** Whether the draft differs from the plan's saved edits (a cell that is not an amount counts as a change). */
export function isDirty(draft: PlanEditDraft, plan: Pick<GeneratedPlanData, 'edits'>): boolean {
  const payload = editsPayload(draft);
  if (!payload.edits) return true;
  return canonical(payload.edits) !== canonical(plan.edits);
}

/** How many rows the draft leaves out and how many values it changes. */
export function draftCounts(draft: PlanEditDraft): { removed: number; changed: number } {
  return {
    removed: draft.removed.length,
    changed: Object.keys(draft.bids).length + Object.keys(draft.budgets).length,
  };
}
