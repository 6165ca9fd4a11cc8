// The explanation workbook's rows of a schedule's evidence (issue 20, algorithms B4.9): for each chosen
// period the spend saved and the sales and orders gained on the uploaded history with their 80 % intervals,
// then the gain over a flat change of equal spend and whether the schedule was produced.
import { marketplaceInfo, roundMoney, type Marketplace } from '@adplan/contracts';
import type { ScheduleRule } from '../model/schedule';
import type { EvidenceInterval, ScheduleEvidenceVerdict } from '../model/schedule-evidence';
import type { LocalizedText } from '../model/units';
import type { ExplanationLanguage } from './explanation-labels';
import { adjustmentWords, periodName } from './explanation-words';

const t = (zh: string, en: string): LocalizedText => ({ zh, en });

/** `$12.50`, `￥1200`: money at the marketplace's precision. */
function formatMoney(marketplace: Marketplace, amount: number): string {
  const info = marketplaceInfo(marketplace);
  return `${info.currencySymbol}${roundMoney(marketplace, amount).toFixed(info.decimals)}`;
}

const WORDS = {
  title: (days: number) =>
    t(
      `分时方案在 ${days} 天历史数据上的证据（80% 区间）`,
      `Evidence on the ${days}-day history (80 % intervals)`,
    ),
  columns: [
    t('时段', 'Period'),
    t('站点时间', 'Marketplace time'),
    t('建议调整', 'Proposed adjustment'),
    t('节省花费', 'Spend saved'),
    t('销售额变化', 'Sales change'),
    t('订单变化', 'Orders change'),
    t('达到最低证据的小时', 'Hours with minimum evidence'),
  ],
  whole: t('整个方案', 'Whole schedule'),
  gain: t('比同花费统一调价多得的销售额', 'Sales gained over a flat change of equal spend'),
  optimism: t('已扣除的选择乐观偏差', 'Selection optimism deducted'),
  verdict: t('结论', 'Verdict'),
};

const VERDICT: Record<ScheduleEvidenceVerdict, LocalizedText> = {
  produced: t('收益高于随机波动：已生成分时方案', 'Gain above noise: schedule produced'),
  withinNoise: t('收益在随机波动之内：未生成分时方案', 'Gain within noise: no schedule'),
  thinEvidence: t(
    '调整时段的数据不足：未生成分时方案',
    'Too little data in the adjusted periods: no schedule',
  ),
  noChange: t('所有时段均为 0%：无需分时调价', 'Every period at 0 %: no schedule needed'),
};

/**
 * `$12.00 (−$3.00 … $20.00)`: a figure with its interval. Negatives take the minus sign U+2212, as a cell
 * starting with `+` or `-` would be read as a formula and is written quoted (formula safety).
 */
function withInterval(value: EvidenceInterval, write: (amount: number) => string): string {
  const signed = (amount: number) => `${amount < 0 ? '\u2212' : ''}${write(Math.abs(amount))}`;
  return `${signed(value.expected)} (${signed(value.low)} … ${signed(value.high)})`;
}

/** The evidence rows of one schedule rule; none for a rule without evidence. */
export function scheduleEvidenceLines(
  rule: ScheduleRule,
  marketplace: Marketplace,
  language: ExplanationLanguage,
): Array<Array<string | number | undefined>> {
  const evidence = rule.evidence;
  if (!evidence) return [];
  const money = (value: EvidenceInterval) =>
    withInterval(value, (amount) => formatMoney(marketplace, amount));
  const orders = (value: EvidenceInterval) => withInterval(value, (amount) => amount.toFixed(1));
  const lines: Array<Array<string | number | undefined>> = [
    [],
    [WORDS.title(evidence.days)[language]],
    WORDS.columns.map((column) => column[language]),
  ];
  for (const period of evidence.periods)
    lines.push([
      periodName(period.name, language),
      `${period.start} – ${period.end}`,
      adjustmentWords(period.bidAdjustment, language),
      money(period.spendSaved),
      money(period.salesChange),
      orders(period.ordersChange),
      `${period.measuredHours} / ${period.hours}`,
    ]);
  lines.push([WORDS.whole[language], '', '', money(evidence.spendSaved), money(evidence.salesChange)]);
  lines.push([WORDS.gain[language], money(evidence.gainAtEqualSpend)]);
  lines.push([WORDS.optimism[language], formatMoney(marketplace, evidence.selectionOptimism)]);
  lines.push([WORDS.verdict[language], VERDICT[evidence.verdict][language]]);
  return lines;
}
