// The usage records open an earlier plan's forecast beside the newest upload: the window, the overlap with
// the plan's day and the verdict per figure, in Chinese and English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { AdHistoryItem, ForecastCheckData, ForecastFigures } from '@adplan/contracts';
import { setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fetchAdHistory, fetchForecastCheck } from '../api/plans-api';
import AdHistoryPage from './ad-history-page';

vi.mock('../api/plans-api');

const item: AdHistoryItem = {
  plan_id: 'p1',
  order_num: 'p1',
  created_at: '2026-03-10T12:00:00.000Z',
  expires_at: '2026-04-09T12:00:00.000Z',
  plan_name: 'Board manual',
  flow: 'keyword-optimisation',
  marketplace: 'US',
  file_name: 'a.xlsx',
  download_url: '/api/plans/p1/files/a.xlsx',
  workbooks: [],
};

const figures: ForecastFigures = {
  clicks: { expected: 10, low: 8, high: 12 },
  spend: { expected: 10, low: 8, high: 12 },
  orders: { expected: 1, low: 0.5, high: 1.5 },
};

const check: ForecastCheckData = {
  plan_id: 'p1',
  plan_name: 'Board manual',
  marketplace: 'US',
  plan_created_at: item.created_at,
  status: 'compared',
  forecast: {
    horizon_days: 14,
    draws: 400,
    rows: [],
    campaigns: [{ campaign_id: '1', name: 'Board manual', before: figures, after: figures }],
    totals: { before: figures, after: figures },
    rows_without_forecast: 0,
  },
  newer_upload: {
    uploaded_at: '2026-03-21T12:00:00.000Z',
    window: { start: '2026-03-01', end: '2026-03-20', days: 20 },
  },
  overlap_days: 10,
  days_after_plan: 10,
  too_short: false,
  campaigns: [
    {
      campaign_id: '1',
      name: 'Board manual',
      forecast: { before: figures, after: figures },
      actual: { clicks: 13, spend: 9, orders: 1 },
      verdicts: { clicks: 'above', spend: 'within', orders: 'within' },
    },
  ],
};

beforeEach(() => {
  setLanguage('zh-CN');
  vi.mocked(fetchAdHistory).mockResolvedValue({
    code: 200,
    msg: '',
    data: { items: [item], total: 1, page: 1, page_size: 20 },
  });
  vi.mocked(fetchForecastCheck).mockResolvedValue({ code: 200, msg: '', data: check });
});
afterEach(() => setLanguage('zh-CN'));

describe('the usage records’ forecast check', () => {
  it('opens the comparison of a plan with the newest upload, saying the overlap, in zh and en', async () => {
    renderWithProviders(<AdHistoryPage />);
    fireEvent.click(await screen.findByTestId('history-forecast-p1'));
    expect(await screen.findByTestId('forecast-check-window')).toHaveTextContent(
      '对比的数据：2026-03-01 – 2026-03-20（20 天',
    );
    expect(screen.getByText(/其中 10 天在方案生成当天或之前/)).toBeInTheDocument();
    expect(screen.getAllByTestId('forecast-verdict').map((tag) => tag.textContent)).toEqual([
      '高于区间',
      '在区间内',
      '在区间内',
    ]);
    expect(vi.mocked(fetchForecastCheck)).toHaveBeenCalledWith('p1');
    setLanguage('en-US');
    expect(await screen.findByText(/Compared with: 2026-03-01 – 2026-03-20 \(20 days/)).toBeInTheDocument();
    expect(screen.getAllByText('above the interval')).toHaveLength(1);
  });
});
