// Refusals of schedule bidding on linked shops in zh and en; spread into the error catalogue.
import type { LocalizedMessage } from '../i18n/messages';

/** Schedule messages, keyed `schedule.*`. */
export const schedulesErrors = {
  'schedule.ruleNotFound': {
    zh: '分时规则不存在或已超过 30 天保存期',
    en: 'This schedule rule does not exist or is older than the 30-day retention period.',
  },
  'schedule.campaignNotFound': {
    zh: '店铺中未找到广告活动“{campaign}”（仅支持启用或暂停中的商品推广和品牌推广活动）',
    en: 'The campaign "{campaign}" was not found in this shop (only enabled or paused Sponsored Products and Sponsored Brands campaigns).',
  },
  'schedule.ruleExists': {
    zh: '广告活动“{campaign}”已有运行中或暂停的分时规则，请先停止它',
    en: 'The campaign "{campaign}" already has a running or paused schedule rule. Please stop it first.',
  },
  'schedule.notActive': {
    zh: '只有运行中的分时规则可以暂停',
    en: 'Only a running schedule rule can be paused.',
  },
  'schedule.notPaused': {
    zh: '只有已暂停的分时规则可以恢复',
    en: 'Only a paused schedule rule can be resumed.',
  },
  'schedule.alreadyStopped': {
    zh: '该分时规则已停止',
    en: 'This schedule rule has already been stopped.',
  },
  'schedule.noHourlyFiles': {
    zh: '请上传广告活动的分时报告（CSV）',
    en: 'Please upload the hourly campaign report(s) (CSV).',
  },
  'schedule.tooManyHourlyFiles': {
    zh: '分时报告最多上传 {max} 个文件',
    en: 'Upload at most {max} hourly report files.',
  },
  'schedule.planHasNoSchedule': {
    zh: '该方案没有分时规则，请选择分时竞价方案',
    en: 'This plan has no schedule. Please choose a schedule bidding plan.',
  },
} as const satisfies Record<string, LocalizedMessage>;
