// The change-set writes money and times the one way the console does (shared/format): thousands
// separators in the marketplace's currency, the apply deadline in Beijing time with its zone named.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ChangeItem, ShopPlanData } from '@adplan/contracts';
import { setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChangeSetReview } from './change-set-review';

const budgetChange: ChangeItem = {
  item_id: 1,
  campaign_name: 'Board manual',
  operation: 'update',
  entity: 'campaign',
  name: 'Board manual',
  ad_group_name: null,
  match_type: null,
  planned_before: { budget: 1234.5 },
  before: null,
  after: { budget: 2500 },
  state: 'pending',
  amazon_id: '111',
  reason: null,
  detail: null,
  read_back: null,
  read_back_values: null,
  undo_state: 'none',
  undo_reason: null,
};

const plan: ShopPlanData = {
  plan_id: 'sp1',
  shop_id: 'shop1',
  shop_name: 'Board shop',
  marketplace: 'CA',
  flow: 'keyword-optimisation',
  status: 'generated',
  status_reason: null,
  created_at: '2026-11-24T02:00:00.000Z',
  apply_until: '2026-12-01T02:00:00.000Z',
  applied_at: null,
  undone_at: null,
  counts: {
    total: 1,
    pending: 1,
    applied: 0,
    failed: 0,
    skipped: 0,
    undone: 0,
    matched: 0,
    mismatched: 0,
  },
  items: [budgetChange],
};

beforeEach(() => setLanguage('zh-CN'));
afterEach(() => setLanguage('zh-CN'));

describe('ChangeSetReview', () => {
  it('writes budgets with separators in the marketplace currency and the deadline in Beijing time', () => {
    renderWithProviders(<ChangeSetReview initial={plan} />);
    expect(screen.getByText(/C\$1,234\.50/)).toBeInTheDocument();
    expect(screen.getByText(/C\$2,500\.00/)).toBeInTheDocument();
    expect(screen.getByText(/2026-12-01 10:00（北京时间）前上传/)).toBeInTheDocument();
  });

  it('writes the same in English', () => {
    setLanguage('en-US');
    renderWithProviders(<ChangeSetReview initial={plan} />);
    expect(screen.getByText(/C\$1,234\.50/)).toBeInTheDocument();
    expect(screen.getByText(/until 2026-12-01 10:00 \(Beijing time\)/)).toBeInTheDocument();
  });
});
