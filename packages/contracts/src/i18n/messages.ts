// Validation messages shared by the web forms and the server's field errors. Schemas carry message keys
// (`validation.phone.invalid`), never sentences, so both tiers say the same words in the caller's language.
// zh is the source of truth; every entry must also have en, which the `LocalizedMessage` shape enforces.
import { assistantValidationMessages } from '../assistant/assistant-validation';
import { DEFAULT_LANGUAGE } from '../constants';
import { planParameterMessages } from '../plans/plan-parameter-messages';
import { plansValidationMessages } from '../plans/plans-messages';
import { schedulesValidationMessages } from '../schedules/schedules-messages';

/** A language the console speaks: simplified Chinese (default) or English. */
export type Language = 'zh' | 'en';

/** Every language the console speaks, the default first. */
export const SUPPORTED_LANGUAGES: readonly Language[] = ['zh', 'en'];

/** One message in both languages; placeholders are written `{name}` and must match between the two. */
export type LocalizedMessage = { zh: string; en: string };

/** Values that fill a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** Field-level validation messages of spec §5 by key: account forms, generic validators, tool forms, invoice. */
export const validationMessages = {
  'validation.required': { zh: '请填写此项', en: 'This field is required.' },

  'validation.phone.required': { zh: '请输入手机号', en: 'Please enter your phone number.' },
  'validation.phone.invalid': {
    zh: '请输入正确的 11 位手机号',
    en: 'Please enter a valid 11-digit mainland China mobile number.',
  },
  'validation.password.required': { zh: '请输入密码', en: 'Please enter your password.' },
  'validation.password.length': {
    zh: '请输入 6-20 位密码，可使用字母、数字和符号，不能包含空格',
    en: 'Please enter a 6-20 character password using letters, numbers and symbols, without spaces.',
  },
  'validation.password.common': {
    zh: '该密码过于常见，容易被猜中，请换一个',
    en: 'This password is too common and easy to guess. Please choose another.',
  },
  'validation.smsCode.required': { zh: '请输入短信验证码', en: 'Please enter the SMS verification code.' },
  'validation.smsCode.invalid': {
    zh: '验证码格式不正确，请输入 6 位数字验证码',
    en: 'The verification code is not valid. Please enter the 6-digit code.',
  },
  'validation.userName.required': { zh: '请输入用户名', en: 'Please enter your user name.' },
  'validation.userName.invalid': {
    zh: '用户名需为 4-20 位中文、字母、数字或下划线，并以中文或字母开头',
    en: 'User names have 4-20 Chinese characters, letters, digits or underscores and start with a Chinese character or a letter.',
  },
  'validation.agreement.required': {
    zh: '请阅读并勾选同意《用户服务协议》和《隐私政策》',
    en: 'Please read and accept the Terms of Service and the Privacy Policy.',
  },
  'validation.passwordAgain.required': { zh: '请再次输入密码', en: 'Please enter the password again.' },
  'validation.passwordAgain.mismatch': {
    zh: '两次输入的密码不一致',
    en: 'The two passwords do not match.',
  },
  'validation.currentPassword.required': { zh: '请输入当前密码', en: 'Please enter your current password.' },
  'validation.newPassword.required': { zh: '请输入新密码', en: 'Please enter a new password.' },
  'validation.newPassword.sameAsCurrent': {
    zh: '新密码不能与当前密码相同',
    en: 'The new password must be different from your current password.',
  },

  'validation.externalUrl.invalid': {
    zh: '请输入以 http://、https://、mailto: 或 tel: 开头的链接',
    en: 'Please enter a link that starts with http://, https://, mailto: or tel:.',
  },
  'validation.digits.invalid': { zh: '只能输入数字', en: 'Please enter digits only.' },
  'validation.name.invalid': {
    zh: '只能包含中文、字母和数字',
    en: 'Please use only Chinese characters, letters and digits.',
  },
  'validation.ipv4.invalid': { zh: '请输入正确的 IPv4 地址', en: 'Please enter a valid IPv4 address.' },
  'validation.url.invalid': { zh: '请输入正确的网址', en: 'Please enter a valid web address (URL).' },
  'validation.lowerCase.invalid': { zh: '只能输入小写英文字母', en: 'Please enter lower-case letters only.' },
  'validation.upperCase.invalid': { zh: '只能输入大写英文字母', en: 'Please enter upper-case letters only.' },
  'validation.letters.invalid': { zh: '只能输入英文字母', en: 'Please enter letters only.' },
  'validation.port.invalid': {
    zh: '请输入 0-65535 之间的端口号',
    en: 'Please enter a port number between 0 and 65535.',
  },
  'validation.idCard.invalid': {
    zh: '请输入正确的 18 位身份证号码',
    en: 'Please enter a valid 18-digit Chinese ID card number.',
  },
  'validation.email.required': { zh: '请输入邮箱地址', en: 'Please enter an email address.' },
  'validation.email.invalid': { zh: '请输入正确的邮箱地址', en: 'Please enter a valid email address.' },
  'validation.chineseName.invalid': { zh: '请输入 2-4 个汉字', en: 'Please enter 2-4 Chinese characters.' },
  'validation.landline.invalid': {
    zh: '请输入正确的固定电话号码或 400/800 电话',
    en: 'Please enter a valid landline number or a 400/800 number.',
  },
  'validation.amount.invalid': {
    zh: '请输入正确的金额，最多保留两位小数',
    en: 'Please enter a valid amount with at most 2 decimal places.',
  },
  'validation.notPureDigits.invalid': { zh: '不能全部为数字', en: 'This cannot be made of digits only.' },

  'validation.marketplace.required': { zh: '请选择站点', en: 'Please choose a marketplace.' },
  'validation.marketplace.invalid': {
    zh: '站点仅支持美国、英国、加拿大和日本',
    en: 'Please choose one of the supported marketplaces: US, UK, CA or JP.',
  },
  'validation.marketplace.notAuthorisable': {
    zh: '授权版工具目前仅支持美国站和加拿大站',
    en: 'Tools for authorised shops support the US and CA marketplaces only.',
  },
  'validation.overviewSource.invalid': {
    zh: '数据来源应为上传的文件或已授权的店铺',
    en: 'The data source must be your uploaded files or one of your linked shops.',
  },
  'validation.asin.required': { zh: '请输入 ASIN', en: 'Please enter an ASIN.' },
  'validation.asin.invalid': {
    zh: 'ASIN 格式不正确，ASIN 由 10 位字母或数字组成',
    en: 'This ASIN is not valid. An ASIN has 10 letters or digits.',
  },
  'validation.asin.childOnly': {
    zh: '请填写子 ASIN，不支持父 ASIN',
    en: 'Please enter a child ASIN; parent ASINs are not supported.',
  },
  'validation.competitorAsin.required': {
    zh: '新品请填写一个有竞争力的竞品 ASIN',
    en: 'For a new product, please enter a strong competitor ASIN.',
  },
  'validation.competitorAsin.weak': {
    zh: '该竞品 ASIN 竞争力较弱，建议更换为更强的竞品 ASIN',
    en: 'This competitor ASIN looks weak. We suggest choosing a stronger competitor ASIN.',
  },
  'validation.dailyBudget.required': { zh: '请输入每日预算', en: 'Please enter a daily budget.' },
  'validation.dailyBudget.range': {
    zh: '每日预算需大于 0 且不超过 100,000,000',
    en: 'The daily budget must be greater than 0 and at most 100,000,000.',
  },
  'validation.dailyBudget.low': {
    zh: '每日预算低于 {minimum}，预算过低可能导致广告提前停止投放，建议适当提高',
    en: 'The daily budget is below {minimum}. A budget this low may stop your ads early, so consider raising it.',
  },
  'validation.dailyBudget.belowRecommended': {
    zh: '建议预算至少为计划日花费的 3 倍，即不低于 {recommended}',
    en: 'We recommend a budget of at least 3 times the planned daily spend, that is at least {recommended}.',
  },
  'validation.organicConversionRate.required': {
    zh: '请输入自然转化率',
    en: 'Please enter the organic conversion rate.',
  },
  'validation.organicConversionRate.range': {
    zh: '自然转化率需大于 0% 且不超过 50%',
    en: 'The organic conversion rate must be greater than 0% and at most 50%.',
  },
  'validation.organicConversionRate.confirm': {
    zh: '您填写的自然转化率为 {percent}%，请确认这是近 2 个月的数据',
    en: 'You entered an organic conversion rate of {percent}%. Please confirm that it covers the last 2 months.',
  },
  'validation.cps.required': {
    zh: '请输入目标 CPS（单次成交成本）',
    en: 'Please enter the target cost per sale (CPS).',
  },
  'validation.cps.range': {
    zh: '目标 CPS 需大于 0 且不超过 100,000',
    en: 'The target CPS must be greater than 0 and at most 100,000.',
  },
  'validation.sku.required': { zh: '请输入 SKU', en: 'Please enter a SKU.' },
  'validation.sku.tooLong': { zh: 'SKU 不能超过 40 个字符', en: 'The SKU can have at most 40 characters.' },
  'validation.mainSearchTerm.required': { zh: '请输入主搜索词', en: 'Please enter the main search term.' },
  'validation.mainSearchTerm.tooLong': {
    zh: '主搜索词不能超过 100 个字符',
    en: 'The main search term can have at most 100 characters.',
  },
  'validation.campaignName.required': { zh: '请输入广告活动名称', en: 'Please enter a campaign name.' },
  'validation.adGroupName.required': { zh: '请输入广告组名称', en: 'Please enter an ad group name.' },
  'validation.adName.disallowedCharacters': {
    zh: '名称中含有亚马逊不允许的字符（如 ! # % ^ < >、表情符号或全角标点），请修改后重试',
    en: 'The name contains characters Amazon does not allow (such as ! # % ^ < >, emoji or full-width punctuation). Please change it and try again.',
  },
  'validation.creativeAssetUrl.invalid': {
    zh: '创意素材链接不是有效的网址，请检查后重新填写',
    en: 'The creative asset link is not a valid URL. Please check it and enter it again.',
  },
  'validation.campaign.incorrect': {
    zh: '广告活动 ID 或名称不正确，请在亚马逊广告后台核对后重新填写',
    en: 'The campaign ID or name is incorrect. Please check it in your Amazon Ads console and enter it again.',
  },
  'validation.clicks.suggestOptimisation': {
    zh: '该广告的点击量已超过 1000，建议使用优化工具',
    en: 'These ads have more than 1,000 clicks. We suggest using the optimisation tool instead.',
  },

  'validation.upload.required': { zh: '请上传文件', en: 'Please upload a file.' },
  'validation.upload.bulkSheetFormat': {
    zh: '文件格式不正确，请上传 xls 或 xlsx 格式的批量表格',
    en: 'Wrong file format. Please upload the bulk sheet as an xls or xlsx file.',
  },
  'validation.upload.csvFormat': {
    zh: '文件格式不正确，请上传 CSV 格式的报表',
    en: 'Wrong file format. Please upload the report as a CSV file.',
  },
  'validation.upload.tooManyCsvFiles': {
    zh: '文件数量过多，CSV 报表最多上传 10 个',
    en: 'Too many files. You can upload at most 10 CSV reports.',
  },
  'validation.upload.bulkSheetOneFile': {
    zh: '文件数量过多，批量表格只能上传 1 个文件',
    en: 'Too many files. Please upload only one bulk sheet.',
  },
  'validation.upload.bulkSheetTooLarge': {
    zh: '批量表格不能超过 10 MB',
    en: 'The bulk sheet can be at most 10 MB.',
  },
  'validation.upload.diagnosticFileName': {
    zh: '诊断文件名格式应为：任意名称_站点_YYYY-MM-DD_广告诊断.csv',
    en: 'The diagnostic file name must look like: any-name_COUNTRY_YYYY-MM-DD_广告诊断.csv.',
  },

  'validation.creditCode.required': {
    zh: '请输入统一社会信用代码',
    en: 'Please enter the unified social credit code.',
  },
  'validation.creditCode.invalid': {
    zh: '请输入正确的 18 位统一社会信用代码',
    en: 'Please enter a valid 18-character unified social credit code.',
  },
  'validation.invoice.orderRequired': {
    zh: '请至少选择一个订单',
    en: 'Please choose at least one order.',
  },
  'validation.invoice.titleRequired': {
    zh: '请填写发票抬头（公司名称）',
    en: 'Please enter the invoice title (company name).',
  },
  ...planParameterMessages,
  ...schedulesValidationMessages,
  ...plansValidationMessages,
  ...assistantValidationMessages,
} as const satisfies Record<string, LocalizedMessage>;

/** A key of `validationMessages`. */
export type ValidationMessageKey = keyof typeof validationMessages;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Fills `{name}` placeholders from `params`; a placeholder without a value stays as written so the gap shows. */
export function interpolate(message: string, params?: MessageParams): string {
  if (!params) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The distinct placeholder names of a message, sorted (`'{row} of {sheet}'` -> `['row', 'sheet']`). */
export function placeholdersOf(message: string): string[] {
  return [...new Set(Array.from(message.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))].sort();
}

/** True when `key` names a validation message. */
export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(validationMessages, key);
}

/** Translates a validation message key into `language` with placeholders filled; an unknown key is returned as is. */
export function translate(key: string, language: Language, params?: MessageParams): string {
  if (!isValidationMessageKey(key)) return key;
  return interpolate(validationMessages[key][language], params);
}

/** Reads one `q=` weight of an Accept-Language entry: 1 when absent, undefined when malformed. */
function qualityOf(entryParams: readonly string[]): number | undefined {
  for (const param of entryParams) {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'q') continue;
    if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return undefined;
    return Number(value);
  }
  return 1;
}

/**
 * Picks the console language from an HTTP Accept-Language header: en when English carries a higher q-value
 * than Chinese (or comes first at an equal one, as browsers list preferences in order), otherwise zh.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; quality: number } | undefined;
  for (const entry of header.split(',')) {
    const [tag = '', ...entryParams] = entry.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'zh' && primary !== 'en') continue;
    const quality = qualityOf(entryParams);
    // q=0 means "not acceptable", and a malformed weight cannot be trusted either way.
    if (quality === undefined || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
