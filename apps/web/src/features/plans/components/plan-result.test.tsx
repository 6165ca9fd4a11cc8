// The result page never tells a seller that a schedule "changes nothing" when its changes are the period
// workbooks: that panel points to them instead, in the console language.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { GeneratedPlanData, PlanWorkbookData } from '@adplan/contracts';
import { setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PlanResult } from './plan-result';

const workbook = (role: PlanWorkbookData['role'], suffix: string): PlanWorkbookData => ({
  role,
  file_name: `adplan_schedule_US_20261020-190000${suffix}.xlsx`,
  download_url: `/api/plans/p1/files/adplan_schedule_US_20261020-190000${suffix}.xlsx`,
  size_bytes: 4096,
});

function schedulePlan(workbooks: PlanWorkbookData[]): GeneratedPlanData {
  return {
    plan_id: 'p1',
    flow: 'schedule',
    marketplace: 'US',
    plan_name: 'Board manual',
    file_name: workbooks[0]?.file_name ?? '',
    download_url: workbooks[0]?.download_url ?? '',
    created_at: '2026-10-20T19:00:00.000Z',
    expires_at: '2026-11-19T19:00:00.000Z',
    summary: { change_counts: {}, bid_changes: [], notes: [] },
    warnings: [],
    balance: 3,
    preview: { change_counts: {}, total_rows: 0, rows: [], harvested_terms: [], negated_terms: [] },
    workbooks,
  };
}

beforeEach(() => setLanguage('zh-CN'));
afterEach(() => setLanguage('zh-CN'));

describe('PlanResult', () => {
  it('points a schedule with period workbooks to them instead of saying it changes nothing', () => {
    renderWithProviders(
      <PlanResult
        plan={schedulePlan([workbook('schedule-period', '-sleep'), workbook('rollback', '-rollback')])}
      />,
    );
    expect(screen.getByText(/各时段的出价改动写在下方「下载」中的时段表格里/)).toBeInTheDocument();
    expect(screen.queryByText('这份方案没有需要修改的地方。')).not.toBeInTheDocument();
  });

  it('shows the forecast before the downloads: cards with intervals, rows with confidence, thin evidence said', () => {
    setLanguage('en-US');
    const interval = (expected: number, low: number, high: number | null) => ({ expected, low, high });
    const figures = {
      clicks: interval(12.5, 10, 15),
      spend: interval(20, 16, 25),
      orders: interval(1.2, 0.6, 2),
      cost_per_sale: interval(16.67, 9, null),
    };
    const plan: GeneratedPlanData = {
      ...schedulePlan([workbook('plan', '')]),
      flow: 'keyword-optimisation',
      preview: {
        change_counts: { bidDecrease: 1 },
        total_rows: 1,
        rows: [
          {
            index: 0,
            change_type: 'bidDecrease',
            entity: 'keyword',
            operation: 'update',
            rule_id: 'R',
            reason: 'Costs too much per sale',
            included: true,
            campaign_name: 'Board manual',
            target: 'wooden board',
          },
        ],
        harvested_terms: [],
        negated_terms: [],
      },
      forecast: {
        horizon_days: 14,
        draws: 400,
        rows: [
          {
            row: 0,
            campaign_id: 'c1',
            effect: 'bid',
            before: figures,
            after: figures,
            own_data_weight: 0.12,
            too_fresh: true,
          },
        ],
        campaigns: [],
        totals: { before: figures, after: { ...figures, spend: interval(15, 12, 19) } },
        rows_without_forecast: 2,
      },
    };
    renderWithProviders(<PlanResult plan={plan} />);
    expect(screen.getByTestId('forecast-card-spend')).toHaveTextContent('$20.00 → $15.00');
    expect(screen.getByTestId('forecast-card-spend')).toHaveTextContent('80 % interval $12.00 – $19.00');
    expect(screen.getByTestId('forecast-card-cost_per_sale')).toHaveTextContent('no upper bound');
    expect(screen.getByTestId('forecast-thin')).toHaveTextContent('1 of 1 rows rest on thin evidence');
    expect(screen.getByTestId('forecast-confidence')).toHaveTextContent('Low');
    // The reason shows in the forecast rows and again in the plan's own rows below.
    expect(screen.getAllByText('Costs too much per sale')).toHaveLength(2);
    expect(screen.getByText(/2 more rows have no forecast/)).toBeInTheDocument();
  });

  it('says a plan without changes or period workbooks changes nothing, in English too', () => {
    setLanguage('en-US');
    renderWithProviders(<PlanResult plan={schedulePlan([workbook('explanation', '-explanation')])} />);
    expect(screen.getByText('This plan changes nothing.')).toBeInTheDocument();
  });
});
