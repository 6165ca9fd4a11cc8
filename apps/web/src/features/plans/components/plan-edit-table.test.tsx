// The editable preview: a row unticked and a bid typed are saved through /plan_edits and the answer drawn;
// the server's refusal of a bid shows next to its cell; reset sends empty edits; zh and en words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GeneratedPlanData } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { savePlanEdits } from '../api/plans-api';
import { PlanEditTable } from './plan-edit-table';

vi.mock('../api/plans-api');
const saveMock = vi.mocked(savePlanEdits);

const row = (index: number, target: string, bid: number) => ({
  index,
  included: true,
  bid_editable: true,
  budget_editable: false,
  change_type: 'bidIncrease' as const,
  entity: 'keyword',
  operation: 'update',
  campaign_name: 'Board manual',
  ad_group_name: 'manual',
  target,
  match_type: 'exact',
  bid_before: 0.5,
  bid_after: bid,
  rule_id: 'SP-BID',
  reason: 'Converts well',
});

function plan(overrides: Partial<GeneratedPlanData> = {}): GeneratedPlanData {
  return {
    plan_id: 'p1',
    flow: 'keyword-optimisation',
    marketplace: 'US',
    plan_name: 'Board manual',
    file_name: 'a.xlsx',
    download_url: '/api/plans/p1/files/a.xlsx',
    created_at: '2026-10-20T19:00:00.000Z',
    expires_at: '2026-11-19T19:00:00.000Z',
    summary: { change_counts: { bidIncrease: 2 }, bid_changes: [], notes: [] },
    warnings: [],
    balance: 3,
    preview: {
      change_counts: { bidIncrease: 2 },
      total_rows: 2,
      rows: [row(0, 'bamboo board', 0.8), row(1, 'wood board', 0.6)],
      harvested_terms: [],
      negated_terms: [],
    },
    workbooks: [],
    editable: true,
    ...overrides,
  };
}

beforeEach(() => {
  setLanguage('zh-CN');
  saveMock.mockReset();
});
afterEach(() => setLanguage('zh-CN'));

describe('PlanEditTable', () => {
  it('saves an unticked row and a typed bid, then draws the saved plan', async () => {
    const saved = plan({ edits: { removed: [0], bids: { '1': 1.1 }, budgets: {} } });
    saveMock.mockResolvedValue({ code: 200, msg: 'ok', data: saved });
    const onSaved = vi.fn();
    renderWithProviders(<PlanEditTable plan={plan()} onSaved={onSaved} />);
    expect(screen.getByText('您尚未修改。')).toBeInTheDocument();
    expect(screen.getByTestId('save-edits')).toBeDisabled();
    fireEvent.click(screen.getByTestId('keep-row-0'));
    fireEvent.change(screen.getByTestId('edit-bids.1'), { target: { value: '1.1' } });
    expect(screen.getByTestId('edit-status')).toHaveTextContent('未保存：去掉 1 行，修改 1 个数值。');
    fireEvent.click(screen.getByTestId('save-edits'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(saveMock).toHaveBeenCalledWith({ plan_id: 'p1', removed: [0], bids: { '1': 1.1 }, budgets: {} });
  });

  it('shows the server refusal next to the cell, and refuses text that is not an amount before sending (en)', async () => {
    setLanguage('en-US');
    saveMock.mockRejectedValue(
      new ApiError(20001, 'Some changes break Amazon upload rules (1 in all); see the rows marked in red.', {
        fields: { 'bids.1': ['Bid must be 0.02–1000.'] },
      }),
    );
    renderWithProviders(<PlanEditTable plan={plan()} onSaved={vi.fn()} />);
    fireEvent.change(screen.getByTestId('edit-bids.1'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('save-edits'));
    expect(await screen.findByText('Type an amount, e.g. 0.75 (at most two decimals).')).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('edit-bids.1'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByTestId('save-edits'));
    expect(await screen.findByText('Bid must be 0.02–1000.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some changes break Amazon upload rules');
  });

  it('resets to the generated plan with empty edits', async () => {
    saveMock.mockResolvedValue({ code: 200, msg: 'ok', data: plan() });
    renderWithProviders(
      <PlanEditTable plan={plan({ edits: { removed: [1], bids: {}, budgets: {} } })} onSaved={vi.fn()} />,
    );
    expect(screen.getByTestId('keep-row-1')).not.toBeChecked();
    fireEvent.click(screen.getByTestId('reset-edits'));
    await waitFor(() =>
      expect(saveMock).toHaveBeenCalledWith({ plan_id: 'p1', removed: [], bids: {}, budgets: {} }),
    );
  });
});
