// Field messages of the plan calls (zh + en) that the account and tool form messages do not already
// cover; spread into `validationMessages`.
import type { LocalizedMessage } from '../i18n/messages';

/** Plan-call validation messages, keyed `validation.*`. */
export const plansValidationMessages = {
  'validation.orderNum.required': { zh: '请提供方案编号', en: 'Please give the plan number.' },
  'validation.requestId.invalid': {
    zh: '进度编号格式不正确（8-64 位字母、数字、- 或 _）',
    en: 'The progress id is not valid (8-64 letters, digits, - or _).',
  },
  'validation.flow.invalid': { zh: '请选择方案类型', en: 'Please choose a plan type.' },
  'validation.params.invalid': {
    zh: '方案参数格式不正确，请刷新页面后重试',
    en: 'The plan parameters are not in the expected format. Please reload the page and try again.',
  },
  'validation.upload.reportFormat': {
    zh: '文件格式错误，报表请上传 CSV 或 xlsx 文件',
    en: 'Wrong file format. Please upload the report as a CSV or xlsx file.',
  },
  'validation.upload.tooManyReportFiles': {
    zh: '文件过多，最多上传 10 个报表文件',
    en: 'Too many files. You can upload at most 10 report files.',
  },
  'validation.upload.reportTooLarge': {
    zh: '报表文件过大，单个文件不能超过 20 MB',
    en: 'The report file is too large. Each file can be at most 20 MB.',
  },
  'validation.upload.contentMismatch': {
    zh: '文件内容与扩展名不符，请上传从亚马逊广告后台下载的原始文件',
    en: 'The file content does not match its extension. Please upload the original file downloaded from Amazon Ads.',
  },
  'validation.upload.unknownField': {
    zh: '无法识别的上传字段，请刷新页面后重试',
    en: 'An unexpected upload field was sent. Please reload the page and try again.',
  },
} as const satisfies Record<string, LocalizedMessage>;

/** Success sentences of the plan calls (`msg` of a code-200 answer). */
export const plansSuccessMessages = {
  'plan.generated': {
    zh: '广告方案已生成，已扣除 1 次使用次数',
    en: 'The ad plan has been generated; 1 use was deducted.',
  },
  'plan.checked': { zh: '检查完成', en: 'Check finished.' },
  'plan.checkPassed': { zh: '检查通过，可以生成方案', en: 'All checks passed. You can generate the plan.' },
  'plan.checkFailed': {
    zh: '检查未通过，请根据提示修改后重试',
    en: 'Some checks failed. Please correct what is marked and try again.',
  },
  'plan.asinExists': { zh: 'ASIN 存在', en: 'The ASIN exists.' },
  'plan.ok': { zh: '操作成功', en: 'Done.' },
  'plan.jobStarted': { zh: '任务已提交，正在处理', en: 'The task was accepted and is being processed.' },
} as const satisfies Record<string, LocalizedMessage>;

/** A key of `plansSuccessMessages`. */
export type PlansSuccessKey = keyof typeof plansSuccessMessages;

/** The success sentence `key` in `language`. */
export function plansSuccessMessage(key: PlansSuccessKey, language: 'zh' | 'en'): string {
  return plansSuccessMessages[key][language];
}
