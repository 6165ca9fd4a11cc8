import { describe, expect, it } from 'vitest';
import type { Plan } from '../model/plan';
import { readBulkRows } from '../read/read-api';
import { fixturePlan } from '../testing/plan-fixtures';
import { placePlanRows, writePlanWorkbook } from './write-api';
import { writtenBulkRow } from './written-values';

/** Writes the plan, reads the upload tabs back and returns both sides for comparison. */
async function roundTrip(plan: Plan) {
  const bytes = await writePlanWorkbook(plan);
  const read = await readBulkRows(bytes);
  const expected = placePlanRows(plan.rows).map((placed) => ({
    row: writtenBulkRow(placed.planRow.row, plan.marketplace),
    source: { sheet: placed.sheet, row: placed.rowNumber },
    unparsed: {},
  }));
  return { read, expected };
}

describe('write -> readBulkRows round trip', () => {
  it('reads back the same canonical rows, at the rows the explanation sheet names', async () => {
    const { read, expected } = await roundTrip(fixturePlan());
    expect(read.rows).toEqual(expected);
    expect(read.sheets.slice(0, 2)).toEqual(['Sponsored Products Campaigns', 'SB Multi Ad Group Campaigns']);
  });

  it('round-trips JP whole-yen values', async () => {
    const { read, expected } = await roundTrip(fixturePlan('JP'));
    expect(read.rows).toEqual(expected);
  });
});
