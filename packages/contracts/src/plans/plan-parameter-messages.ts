// The field problems of the plan parameter checks (spec §5) as validation message keys, zh and en, spread
// into `validationMessages` so the web, the server and the engine say the same words. `{field}` is the
// field's label (PLAN_PARAMETER_LABELS) in the message's language; `{detail}` the limit or offending value.
import type { LocalizedMessage } from '../i18n/messages';

/** Plan parameter messages, keyed `validation.planParameter.*`. */
export const planParameterMessages = {
  'validation.planParameter.required': { zh: '请填写{field}', en: '{field} is required' },
  'validation.planParameter.notNumber': { zh: '{field}必须是数字', en: '{field} must be a number' },
  'validation.planParameter.outOfRange': {
    zh: '{field}超出范围：{detail}',
    en: '{field} is out of range: {detail}',
  },
  'validation.planParameter.tooLong': { zh: '{field}过长：{detail}', en: '{field} is too long: {detail}' },
  'validation.planParameter.invalidCharacters': {
    zh: '{field}含有亚马逊不允许的字符：{detail}',
    en: '{field} contains characters Amazon does not allow: {detail}',
  },
  'validation.planParameter.invalidChoice': {
    zh: '{field}只能是：{detail}',
    en: '{field} must be one of: {detail}',
  },
  'validation.planParameter.invalidAsin': {
    zh: '{field}不是有效的子 ASIN（10 位，B0 开头或 ISBN-10）：{detail}',
    en: '{field} is not a valid child ASIN (10 characters, B0… or an ISBN-10): {detail}',
  },
  'validation.planParameter.invalidCampaignId': {
    zh: '{field}应为亚马逊的数字 ID：{detail}',
    en: "{field} must be Amazon's numeric ID: {detail}",
  },
  'validation.planParameter.invalidUrl': {
    zh: '{field}不是有效的网址（需以 http:// 或 https:// 开头）：{detail}',
    en: '{field} is not a valid link (it must start with http:// or https://): {detail}',
  },
  'validation.planParameter.emptyList': { zh: '请至少填写一个{field}', en: 'Give at least one {field}' },
  'validation.planParameter.competitorRequired': {
    zh: '新品必须提供至少一个强竞品 ASIN',
    en: 'A new product must give at least one strong competitor ASIN',
  },
  'validation.planParameter.notBoolean': { zh: '{field}应为是或否', en: '{field} must be yes or no' },
  'validation.planParameter.duplicateName': {
    zh: '账户中已有名为「{detail}」的广告活动，新建广告活动需要另取名称',
    en: 'The account already has a campaign named "{detail}"; a new campaign needs another name',
  },
} as const satisfies Record<string, LocalizedMessage>;
