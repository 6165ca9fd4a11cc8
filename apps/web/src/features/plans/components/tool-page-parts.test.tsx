import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import type { GeneratedPlanData, UserInfo } from '@adplan/contracts';
import { apiClient } from '../../../shared/api/api-client';
import { resetSession, setSessionUser } from '../../../shared/session/session-store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TOOL_DEFINITIONS } from '../model/tool-definitions';
import { DecisionPanel } from './decision-panel';
import { ParameterField } from './parameter-field';
import { PlanResult } from './plan-result';

const seller: UserInfo = {
  user_name: 'seller01',
  phone_number: '138****5678',
  balance: 0,
  active_date_til: null,
  company_name: null,
  unified_social_credit_code: null,
  email: null,
  permissions: ['admin'],
};

afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
});

const broadField = TOOL_DEFINITIONS['keyword-cold-start'].sections[0]!.fields.find(
  (field) => field.name === 'ad_group_name_broad',
)!;

describe('ParameterField', () => {
  it('derives the exact ad group name live from the broad one (spec §3)', async () => {
    renderWithProviders(
      <Form>
        <ParameterField field={broadField} marketplace="US" />
      </Form>,
    );
    expect(screen.getByTestId('exact-ad-group-name')).toHaveTextContent(
      '精准广告组名称会根据广泛广告组名称自动生成',
    );
    fireEvent.change(screen.getByLabelText('广泛广告组名称'), { target: { value: 'Shoes Broad' } });
    await waitFor(() =>
      expect(screen.getByTestId('exact-ad-group-name')).toHaveTextContent('精准广告组名称：Shoes Exact'),
    );
    fireEvent.change(screen.getByLabelText('广泛广告组名称'), { target: { value: 'Shoes' } });
    await waitFor(() => expect(screen.getByTestId('exact-ad-group-name')).toHaveTextContent('Shoes_exact'));
  });

  it('shows the marketplace currency on money fields and checks their limits', async () => {
    const budget = TOOL_DEFINITIONS['keyword-cold-start'].sections[2]!.fields[0]!;
    renderWithProviders(
      <Form>
        <ParameterField field={budget} marketplace="JP" />
      </Form>,
    );
    expect(screen.getByText('￥')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('每日预算'), { target: { value: '0' } });
    expect(await screen.findByText(/每日预算超出范围/)).toBeInTheDocument();
  });
});

describe('DecisionPanel', () => {
  it('shows the balance and the cost, and leads to /pricing when no use is left', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ code: 200, msg: '', data: seller });
    setSessionUser(seller);
    renderWithProviders(
      <DecisionPanel checking={false} generating={false} onCheck={vi.fn()} onGenerate={vi.fn()} />,
    );
    expect(await screen.findByTestId('plan-balance')).toHaveTextContent('0 次');
    expect(screen.getByText('1 次（生成失败不扣次数）')).toBeInTheDocument();
    expect(screen.getByText('剩余次数为 0，购买套餐后即可生成方案。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '购买套餐' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: /生成方案/ })).toBeDisabled();
  });

  it('lets a seller with uses generate', async () => {
    const withUses = { ...seller, balance: 5, active_date_til: '2099-01-01' };
    vi.spyOn(apiClient, 'get').mockResolvedValue({ code: 200, msg: '', data: withUses });
    setSessionUser(withUses);
    const onGenerate = vi.fn();
    renderWithProviders(
      <DecisionPanel checking={false} generating={false} onCheck={vi.fn()} onGenerate={onGenerate} />,
    );
    expect(await screen.findByTestId('plan-balance')).toHaveTextContent('5 次');
    fireEvent.click(screen.getByRole('button', { name: /生成方案/ }));
    expect(onGenerate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: '购买套餐' })).not.toBeInTheDocument();
  });
});

const plan: GeneratedPlanData = {
  plan_id: 'p1',
  flow: 'keyword-optimisation',
  marketplace: 'US',
  plan_name: 'Board manual',
  file_name: 'plan.xlsx',
  download_url: '/api/plans/p1/files/plan.xlsx',
  created_at: '2026-10-20T12:00:00Z',
  expires_at: '2026-11-19T12:00:00Z',
  summary: {
    change_counts: { bidIncrease: 1, negativeKeyword: 1 },
    expected_daily_spend: 20,
    recommended_daily_budget: 60,
    bid_changes: [],
    notes: [],
  },
  warnings: ['Budget is tight.'],
  balance: 4,
  preview: {
    change_counts: { bidIncrease: 1, negativeKeyword: 1 },
    total_rows: 2,
    rows: [
      {
        change_type: 'bidIncrease',
        entity: 'keyword',
        operation: 'update',
        campaign_name: 'Board manual',
        ad_group_name: 'board broad',
        target: 'cutting board',
        match_type: 'broad',
        bid_before: 1,
        bid_after: 1.2,
        rule_id: 'opt.bid.up',
        reason: 'Converts above target: bid raised.',
      },
      {
        change_type: 'negativeKeyword',
        entity: 'negativeKeyword',
        operation: 'create',
        target: 'glass board',
        rule_id: 'opt.negate',
        reason: '30 clicks without an order.',
      },
    ],
    harvested_terms: ['cutting board large'],
    negated_terms: ['glass board'],
  },
  workbooks: [
    {
      role: 'plan',
      file_name: 'plan.xlsx',
      download_url: '/api/plans/p1/files/plan.xlsx',
      size_bytes: 10240,
    },
    {
      role: 'rollback',
      file_name: 'undo.xlsx',
      download_url: '/api/plans/p1/files/undo.xlsx',
      size_bytes: 2048,
    },
  ],
};

describe('PlanResult', () => {
  it('lets a seller read the plan before downloading: counts, bids, terms, reasons, advice, every workbook', () => {
    renderWithProviders(<PlanResult plan={plan} dailyBudget="50" />);
    expect(screen.getAllByText('提高出价').length).toBeGreaterThan(0);
    expect(screen.getAllByText('否定关键词').length).toBeGreaterThan(0);
    expect(screen.getByText('$1.00')).toBeInTheDocument();
    expect(screen.getByText('$1.20')).toBeInTheDocument();
    expect(screen.getByText('Converts above target: bid raised.')).toBeInTheDocument();
    expect(screen.getByText('cutting board large')).toBeInTheDocument();
    expect(screen.getAllByText('glass board').length).toBeGreaterThan(0);
    expect(screen.getByText('Budget is tight.')).toBeInTheDocument();
    // The engine's recommended budget (3 x $20 expected spend = $60) is shown as it is; $50 given.
    expect(screen.getByText(/建议每日预算至少 \$60.00（3 倍），当前为 \$50.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载 plan.xlsx' })).toHaveAttribute(
      'href',
      '/api/plans/p1/files/plan.xlsx',
    );
    expect(screen.getByRole('link', { name: '下载 undo.xlsx' })).toBeInTheDocument();
  });
});
