// Every sentence of a schedule's evidence gate (issue 20), in zh-CN (source of truth) and en-US.
import type { Marketplace } from '@adplan/contracts';
import type { EvidenceInterval } from '../../model/schedule-evidence';
import type { LocalizedText } from '../../model/units';
import { formatMoney } from '../shared/explain';

const signedMoney = (marketplace: Marketplace, amount: number) =>
  `${amount < 0 ? '-' : amount > 0 ? '+' : ''}${formatMoney(marketplace, Math.abs(amount))}`;

/** `+$12.00 (80 %: -$3.00 … +$20.00)` of an interval. */
function intervalText(marketplace: Marketplace, value: EvidenceInterval): LocalizedText {
  const expected = signedMoney(marketplace, value.expected);
  const low = signedMoney(marketplace, value.low);
  const high = signedMoney(marketplace, value.high);
  return {
    zh: `${expected}（80% 区间 ${low} 至 ${high}）`,
    en: `${expected} (80 % interval ${low} to ${high})`,
  };
}

/** Messages of the evidence gate, as functions of their figures. */
export const scheduleEvidenceMessages = {
  /** The reason on every period of a schedule refused because its gain is within noise. */
  withinNoise: (marketplace: Marketplace, days: number, gain: EvidenceInterval): LocalizedText => {
    const figures = intervalText(marketplace, gain);
    return {
      zh: `在 ${days} 天的分时历史上，这个分时方案比同样花费的统一调价多带来销售额 ${figures.zh}；区间下限不高于 0，收益在随机波动之内，不生成分时方案，保持原出价。`,
      en: `On the ${days}-day hourly history this schedule would gain ${figures.en} in sales over a flat bid change of the same spend; the low bound is not above 0, so the gain is within noise: no schedule, bids stay as they are.`,
    };
  },
  /** The reason on every period of a schedule refused because its adjusted periods rest on thin hours. */
  thinEvidence: (minClicks: number, minDays: number): LocalizedText => ({
    zh: `调整的时段中，达到最低证据（每个小时至少 ${minClicks} 次点击、分布在至少 ${minDays} 天）的小时不到一半，不生成分时方案，保持原出价。`,
    en: `Fewer than half the hours of an adjusted period hold the minimum evidence (at least ${minClicks} clicks an hour, over at least ${minDays} days): no schedule, bids stay as they are.`,
  }),
  /** The plan's note on a refused schedule: what it would have done, and that nothing is uploaded or charged. */
  refusedNote: (campaignName: string, reason: LocalizedText): LocalizedText => ({
    zh: `广告活动「${campaignName}」未生成分时方案：${reason.zh} 没有需要上传的文件，不消耗使用次数。`,
    en: `No schedule for campaign "${campaignName}": ${reason.en} There is nothing to upload, and no use is consumed.`,
  }),
};
