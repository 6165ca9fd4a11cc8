// The words of the forecast in the explanation workbook (docs/algorithms.md Part D5), zh first. Sheet names
// stay within Excel's 31 characters.
import type { LocalizedText } from '../model/units';

const t = (zh: string, en: string): LocalizedText => ({ zh, en });

/** Every forecast word of the explanation workbook. */
export const FORECAST_WORDS = {
  sheet: t('预测', 'Forecast'),
  title: t(
    '方案预测：每天的预期点击、花费、订单和单次成交成本（CPS），调整前 → 调整后，括号内为 80% 区间',
    'Plan forecast: expected clicks, spend, orders and cost per sale (CPS) per day, before → after, 80 % interval in brackets',
  ),
  horizon: (days: number, draws: number): LocalizedText =>
    t(
      `区间是未来 ${days} 天日均值的 80% 区间（${draws} 次模拟）：10 次里约 8 次实际值会落在区间内。数据少的投放借用所在广告组、广告活动的数据，区间更宽。`,
      `Intervals are 80 % intervals of the average day over the next ${days} days (${draws} simulations): about 8 times in 10 the real figure falls inside. Targets with little data borrow from their ad group and campaign, so their intervals are wider.`,
    ),
  withoutForecast: (rows: number): LocalizedText =>
    t(
      `${rows} 行没有预测（新建的广告活动、广告组、广告，或模型不计算的调整）。`,
      `${rows} rows have no forecast (new campaigns, ad groups or product ads, or changes the model does not cover).`,
    ),
  totals: t('整个方案', 'Whole plan'),
  perCampaign: t('按广告活动', 'Per campaign'),
  columns: [
    t('范围', 'Scope'),
    t('每日点击 调整前', 'Clicks/day before'),
    t('每日点击 调整后', 'Clicks/day after'),
    t('每日花费 调整前', 'Spend/day before'),
    t('每日花费 调整后', 'Spend/day after'),
    t('每日订单 调整前', 'Orders/day before'),
    t('每日订单 调整后', 'Orders/day after'),
    t('CPS 调整前', 'CPS before'),
    t('CPS 调整后', 'CPS after'),
  ],
  /** Columns added to each row of the explanation sheet. */
  rowColumns: [
    t('预测每日点击（前 → 后）', 'Forecast clicks/day (before → after)'),
    t('预测每日花费（前 → 后）', 'Forecast spend/day (before → after)'),
    t('预测每日订单（前 → 后）', 'Forecast orders/day (before → after)'),
    t('预测 CPS（前 → 后）', 'Forecast CPS (before → after)'),
    t('自身数据权重', 'Own-data weight'),
    t('数据是否太新', 'Data too fresh'),
  ],
  noOrders: t('无订单', 'no orders'),
  noUpperBound: t('无上限', 'no upper bound'),
  tooFresh: t(
    '是：多数点击的订单尚未回传，暂不宜判断',
    'Yes: most clicks still lack their orders; too early to judge',
  ),
  notFresh: t('否', 'No'),
} as const;
