// Answers of the diagnostic and shop-list calls for the page's browser test, checked against the
// contracts' schemas. The diagnosis comes from the server's planted-account test (figures rounded as the
// rules round them), so the page is seen with realistic findings of every severity.
import { authShopListSchema, diagnosisListSchema, diagnosisSchema } from '@adplan/contracts';

const text = (zh: string, en: string) => ({ zh, en });

export const SHOP_LIST = authShopListSchema.parse({
  shops: [
    {
      shop_id: 'shop-us-1',
      shop_name: 'Acme Kitchen',
      marketplace: 'US',
      account_type: 'seller',
      authorized_at: '2025-01-01T00:00:00.000Z',
      usable_from: '2025-01-03T00:00:00.000Z',
      status: 'active',
    },
  ],
});

export const DIAGNOSIS = diagnosisSchema.parse({
  diagnosis_id: 'd1',
  shop_id: 'shop-us-1',
  shop_name: 'Acme Kitchen',
  marketplace: 'US',
  currency: 'USD',
  created_at: '2025-03-20T20:00:00.000Z',
  window_start: '2025-01-17',
  window_end: '2025-03-17',
  summary: {
    campaigns: 3,
    findings: 4,
    by_severity: [
      { severity: 'high', count: 2 },
      { severity: 'medium', count: 1 },
      { severity: 'low', count: 0 },
      { severity: 'info', count: 1 },
    ],
    by_kind: [
      { kind: 'budget_capped', count: 1 },
      { kind: 'bid_below_winning', count: 1 },
      { kind: 'term_without_orders', count: 1 },
      { kind: 'too_early', count: 1 },
    ],
  },
  campaigns: [
    { campaign_id: '101', campaign_name: 'Budget capped', ad_product: 'SP' },
    { campaign_id: '103', campaign_name: 'Broad problems', ad_product: 'SP' },
    { campaign_id: '106', campaign_name: 'Fresh', ad_product: 'SP' },
  ],
  findings: [
    {
      rule_id: 'DIAG-BUDGET-CAPPED',
      kind: 'budget_capped',
      severity: 'high',
      ad_product: 'SP',
      campaign_id: '101',
      campaign_name: 'Budget capped',
      ad_group_id: null,
      target: null,
      search_term: null,
      figures: [
        { name: 'daily_budget', value: 20 },
        { name: 'capped_days', value: 5 },
        { name: 'judged_days', value: 14 },
        { name: 'served_share', value: 0.4 },
        { name: 'suggested_budget', value: 40 },
      ],
      reason: text(
        '最近 14 天中有 5 天花费达到日预算 20.00 USD 的 95% 以上。按曝光量估算，触顶日只投放了约 40.0% 的时段，预算在一天较早时就已用完',
        'On 5 of the last 14 days spend reached 95% or more of the 20.00 USD daily budget. Judging by impressions, capped days served only about 40.0% of a full day: the budget ran out early in the day.',
      ),
      action: text(
        '把日预算提高到约 40.00 USD，或在预算用完的时段前降低出价（分时调价）',
        'Raise the daily budget to about 40.00 USD, or lower bids in the hours before it runs out (schedule bidding).',
      ),
    },
    {
      rule_id: 'DIAG-TERM-NO-ORDERS',
      kind: 'term_without_orders',
      severity: 'high',
      ad_product: 'SP',
      campaign_id: '103',
      campaign_name: 'Broad problems',
      ad_group_id: '1031',
      target: null,
      search_term: 'cheap garlic tool',
      figures: [
        { name: 'clicks', value: 25 },
        { name: 'spend', value: 30 },
        { name: 'orders', value: 0 },
        { name: 'reference_cps', value: 10 },
        { name: 'click_gate', value: 10 },
      ],
      reason: text(
        '该搜索词花费 30.00 USD（≥ 参考单次订单成本 10.00 USD），25 次点击（≥ 10），没有订单',
        'This search term spent 30.00 USD (at least the reference cost per sale of 10.00 USD) over 25 clicks (at least 10) without an order.',
      ),
      action: text(
        '在该广告组添加否定精准 “cheap garlic tool”；若它是品牌词或核心词，请改为降低对应投放的出价',
        'Add the negative exact keyword "cheap garlic tool" to this ad group; if it is a brand or main term, lower the bid of the target that matched it instead.',
      ),
    },
    {
      rule_id: 'DIAG-BID-BELOW-WINNING',
      kind: 'bid_below_winning',
      severity: 'medium',
      ad_product: 'SP',
      campaign_id: '103',
      campaign_name: 'Broad problems',
      ad_group_id: '1031',
      target: 'garlic crusher',
      search_term: null,
      figures: [
        { name: 'impressions', value: 40 },
        { name: 'bid', value: 0.3 },
        { name: 'typical_cpc', value: 1 },
        { name: 'suggested_bid', value: 1 },
      ],
      reason: text(
        '诊断期内只有 40 次曝光（少于 100），出价 0.30 USD 低于该活动的平均点击成本 1.00 USD，竞价基本赢不到展示',
        "Only 40 impressions in the window (under 100) with a bid of 0.30 USD, below the campaign's typical CPC of 1.00 USD: the bid rarely wins an auction.",
      ),
      action: text(
        '把出价提高到约 1.00 USD，一周后再看曝光',
        'Raise the bid to about 1.00 USD and check the impressions again after a week.',
      ),
    },
    {
      rule_id: 'DIAG-TOO-EARLY-FRESH',
      kind: 'too_early',
      severity: 'info',
      ad_product: 'SP',
      campaign_id: '106',
      campaign_name: 'Fresh',
      ad_group_id: null,
      target: null,
      search_term: null,
      figures: [
        { name: 'days_live', value: 3 },
        { name: 'clicks', value: 5 },
      ],
      reason: text(
        '活动投放仅 3 天（少于 7 天），订单归因尚未完成，现在判断会误判',
        'The campaign has served for only 3 days (under 7); orders are still being attributed, so a verdict now would be wrong.',
      ),
      action: text(
        '暂不调整，投放满 7 天后再诊断',
        'Leave it as it is and diagnose again once it has served 7 days.',
      ),
    },
  ],
  file_name: 'Acme_Kitchen_US_2025-03-20_广告诊断.csv',
  download_url: '/api/ad_diagnosis_file/d1',
});

export const DIAGNOSIS_LIST = diagnosisListSchema.parse({
  diagnoses: [
    {
      diagnosis_id: 'd1',
      created_at: DIAGNOSIS.created_at,
      window_start: DIAGNOSIS.window_start,
      window_end: DIAGNOSIS.window_end,
      campaigns: 3,
      findings: 4,
      high: 2,
      file_name: DIAGNOSIS.file_name,
      download_url: DIAGNOSIS.download_url,
    },
  ],
});
