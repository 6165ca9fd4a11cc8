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

  it('says a plan without changes or period workbooks changes nothing, in English too', () => {
    setLanguage('en-US');
    renderWithProviders(<PlanResult plan={schedulePlan([workbook('explanation', '-explanation')])} />);
    expect(screen.getByText('This plan changes nothing.')).toBeInTheDocument();
  });
});
