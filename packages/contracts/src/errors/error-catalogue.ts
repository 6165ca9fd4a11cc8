// The error catalogue of spec §8 as data: every code or key the server puts in an answer's `code`, or the
// web shows for a failed call, mapped to a seller-facing sentence in zh and en. The numbered product codes
// travel in `code`; the string keys are for the HTTP client, the ASIN checks, billing, accounts and the
// server's own refusals. Placeholders are `{name}` and are the same in both languages.
// The account and HTTP-layer messages live in their areas (accounts/, api/); the spread names stay.
import { accountsErrors as accountMessages } from '../accounts/accounts-errors';
import {
  apiClientErrors as clientMessages,
  apiHttpErrors as httpMessages,
  apiServerErrors as serverMessages,
} from '../api/api-errors';
import { interpolate } from '../i18n/messages';
import { assistantErrors } from '../assistant/assistant-errors';
import { accountSecurityErrors } from '../accounts/account-security-errors';
import { billingErrors } from '../billing/billing-errors';
import { operatorErrors } from '../operator/operator-errors';
import type { Language, LocalizedMessage, MessageParams } from '../i18n/messages';
import { plansErrors } from '../plans/plans-errors';
import { schedulesErrors } from '../schedules/schedules-errors';
import { shopsErrors } from '../shops/shops-errors';
import { shopPlansErrors } from '../shops/shop-plans-errors';

/** Every numbered product code of spec §8, ascending. */
export const PRODUCT_CODES = [
  10001, 10003, 10005, 10006, 10007, 10008, 10011, 10012, 10013, 10014, 10016, 10017, 10019, 10020, 10021,
  10027, 10028, 10029, 10030, 10031, 10032, 20001, 20004, 20006, 20007, 20008, 20009, 20010, 20011, 20012,
  20013, 20014, 50005, 50011, 50014, 50015, 50016, 50017, 50018, 50019, 50020, 50021, 50022,
] as const satisfies readonly number[];

/** A numbered product code of spec §8 (file, data, authorisation and diagnostic failures). */
export type ProductCode = (typeof PRODUCT_CODES)[number];

// 50007 means different things in the two versions of the check, so the ASIN messages are keyed by name
// rather than by bare number.
const asinCheckMessages = {
  'asinCheck.50006': {
    zh: '网络不稳定。如果能在亚马逊前台搜索到该 ASIN，请稍后重试',
    en: 'The network is unstable. If you can find this ASIN on the Amazon storefront, please try again later.',
  },
  'asinCheck.50007.v1': {
    zh: 'ASIN 有误，仅支持子 ASIN，请检查后重新填写',
    en: 'Wrong ASIN: only child ASINs are allowed. Please check it and enter it again.',
  },
  'asinCheck.50007.v3': {
    zh: '网络不稳定，请稍后重试；如多次失败，请联系客服',
    en: 'The network is unstable. Please try again later, or contact customer support if it keeps failing.',
  },
  'asinCheck.20002': {
    zh: 'ASIN 查询服务异常，请稍后重试；如多次出现，请联系客服',
    en: 'The ASIN service ran into an error. Please try again later, and contact customer support if it happens again.',
  },
} as const satisfies Record<string, LocalizedMessage>;

const productMessages = {
  10001: {
    zh: '无法读取文件内容，请上传从亚马逊广告后台下载的原始文件',
    en: 'We could not read the file content. Please upload the original file downloaded from Amazon Ads.',
  },
  10003: {
    zh: '文件中缺少“{sheet}”工作表，请重新下载包含该工作表的批量表格',
    en: 'The file has no "{sheet}" sheet. Please download a bulk sheet that includes it.',
  },
  10005: {
    zh: '广告活动“{campaign}”没有搜索词数据',
    en: 'Campaign "{campaign}" has no search-term data.',
  },
  10006: {
    zh: '缺少搜索词报告，请上传搜索词报告后重试',
    en: 'The search-term report is missing. Please upload it and try again.',
  },
  10007: {
    zh: '无法读取广告数据，请检查文件内容是否完整',
    en: 'We could not read the ads data. Please check that the file is complete.',
  },
  10008: {
    zh: '无法读取广告数据，请重新下载批量表格后再上传',
    en: 'We could not read the ads data. Please download the bulk sheet again and upload the new file.',
  },
  10011: {
    zh: '广告组“{adGroup}”没有关键词数据',
    en: 'Ad group "{adGroup}" has no keyword data.',
  },
  10012: {
    zh: '表格数据类型不正确：工作表“{sheet}”第 {row} 行“{column}”列',
    en: 'Wrong data type in the table: sheet "{sheet}", row {row}, column "{column}".',
  },
  10013: {
    zh: '批量表格中关键词“{keyword}”存在两种或以上不同的状态，请统一状态后重新上传',
    en: 'Keyword "{keyword}" has two or more different states in the bulk file. Please give it one state and upload again.',
  },
  10014: {
    zh: '广告活动“{campaign}”的竞价调整数据有误：每个广告活动最多 4 组广告位数据，且花费须为数字',
    en: 'The bidding adjustment data of campaign "{campaign}" is wrong: a campaign may have at most 4 placement groups and spend must be a number.',
  },
  10016: {
    zh: '没有有效的广告数据，请确认批量表格中有已启用且状态有效的广告',
    en: 'No valid ads data was found. Please check that the bulk sheet has enabled, eligible ads.',
  },
  10017: {
    zh: '广告活动“{campaign}”缺少分时报告数据',
    en: 'Campaign "{campaign}" has no data in the hourly report.',
  },
  10019: {
    zh: '分时报告无效，请按指引下载广告活动分时报告后重新上传',
    en: 'The hourly report is not valid. Please download the hourly campaign report as the guide shows and upload it again.',
  },
  10020: {
    zh: '没有可用于冷启动的商品投放广告',
    en: 'There are no product-targeting ads to cold-start.',
  },
  10021: {
    zh: '广告组“{adGroup}”中没有手动商品投放广告',
    en: 'Ad group "{adGroup}" has no manual product-targeting ads.',
  },
  10027: {
    zh: '无法读取广告活动和广告组，请检查批量表格',
    en: 'We could not read the campaigns and ad groups. Please check the bulk sheet.',
  },
  10028: {
    zh: '没有广告活动在投放该 ASIN，请检查 ASIN 和批量表格',
    en: 'No campaign is advertising this ASIN. Please check the ASIN and the bulk sheet.',
  },
  10029: {
    zh: '没有广告活动在投放该 ASIN，请检查 ASIN 和批量表格',
    en: 'No campaign is advertising this ASIN. Please check the ASIN and the bulk sheet.',
  },
  10030: {
    zh: '没有广告活动在投放该 ASIN，请检查 ASIN 和批量表格',
    en: 'No campaign is advertising this ASIN. Please check the ASIN and the bulk sheet.',
  },
  10031: {
    zh: '店铺授权已失效，请重新点击“立即授权”',
    en: 'The shop authorisation is no longer valid. Please click "Authorize Now" again.',
  },
  10032: {
    zh: '未找到店铺授权，请重新点击“立即授权”',
    en: 'No shop authorisation was found. Please click "Authorize Now" again.',
  },
  20001: {
    zh: '参数校验出错，请检查填写的内容后重试',
    en: 'The parameter check failed. Please review what you entered and try again.',
  },
  20004: { zh: '正在连接服务器，请稍候', en: 'Connecting to the server, please wait.' },
  20006: {
    zh: '广告活动名称不正确，请核对后重新填写',
    en: 'The campaign name is incorrect. Please check it and enter it again.',
  },
  20007: {
    zh: '缺少参数，请检查各选项是否已填写完整',
    en: 'A parameter is missing. Please check that every option is filled in.',
  },
  20008: {
    zh: '无法获取 SKU 信息，请稍后重试',
    en: 'We could not get the SKU information. Please try again later.',
  },
  20009: {
    zh: '广告诊断请求失败，请稍后重试',
    en: 'The ad diagnostic request failed. Please try again later.',
  },
  20010: {
    zh: '广告诊断文件下载失败，请稍后重试',
    en: 'The ad diagnostic file could not be downloaded. Please try again later.',
  },
  20011: {
    zh: '店铺或站点无效，无法进行广告诊断',
    en: 'The shop or marketplace is not valid, so the ads cannot be diagnosed.',
  },
  20012: {
    zh: '广告诊断无效，请检查诊断文件后重试',
    en: 'The ad diagnostic is not valid. Please check the diagnostic file and try again.',
  },
  20013: {
    zh: '获取广告诊断记录失败，请稍后重试',
    en: 'The ad diagnostic records could not be loaded. Please try again later.',
  },
  20014: {
    zh: '该店铺中没有由本工具创建的广告活动，广告诊断仅支持本工具创建或优化的广告活动',
    en: 'This shop has no campaigns created by this tool. Ad diagnostics cover only campaigns the tool created or optimised.',
  },
  50005: { zh: '服务繁忙，请稍后重试', en: 'The service is busy. Please try again later.' },
  50011: {
    zh: '请更换 ASIN，并确认该商品正在售卖',
    en: 'Please change the ASIN and make sure the listing is on sale.',
  },
  50014: {
    zh: '分时竞价请求失败，请稍后重试',
    en: 'The schedule bidding request failed. Please try again later.',
  },
  50015: {
    zh: '未获取到店铺信息，请确认店铺已授权',
    en: 'No shop information was found. Please check that the shop is authorised.',
  },
  50016: { zh: '未找到广告活动', en: 'No campaign was found.' },
  50017: { zh: '未找到 SKU', en: 'No SKU was found.' },
  50018: {
    zh: '查询授权店铺或访问店铺失败，请稍后重试',
    en: 'We could not look up the authorised shops or reach the shop. Please try again later.',
  },
  50019: { zh: '未知错误，请稍后重试', en: 'Unknown error. Please try again later.' },
  50020: {
    zh: '广告诊断请求失败，请稍后重试',
    en: 'The ad diagnostic request failed. Please try again later.',
  },
  50021: {
    zh: '广告诊断记录获取失败，请稍后重试',
    en: 'The ad diagnostic record could not be loaded. Please try again later.',
  },
  50022: {
    zh: '广告诊断结果下载失败，请稍后重试',
    en: 'The ad diagnostic result could not be downloaded. Please try again later.',
  },
} as const satisfies Record<ProductCode, LocalizedMessage>;

const otherMessages = {
  'session.loginApiError': {
    zh: '登录接口异常，请稍后刷新页面重试，或联系客服',
    en: 'The sign-in service ran into an error. Please refresh the page later, or contact customer support.',
  },
  'session.verificationFailed': {
    zh: '身份验证失败，请重新登录',
    en: 'Verification failed. Please sign in again.',
  },
  'file.invalidKey': {
    zh: '文件标识无效，请重新上传文件',
    en: 'The file key is not valid. Please upload the file again.',
  },
  'file.readError': {
    zh: '文件读取出错，请检查文件后重新上传',
    en: 'The file could not be read. Please check it and upload it again.',
  },
  'file.hourlyReportReadError': {
    zh: '分时报告读取出错，请检查报告后重新上传',
    en: 'The hourly report could not be read. Please check it and upload it again.',
  },
  'request.submitFailed': { zh: '提交失败，请稍后重试', en: 'Submission failed. Please try again later.' },
  'sbv.videoRejected': {
    zh: '视频未通过审核，请更换视频后重试',
    en: 'The video was rejected in review. Please use another video and try again.',
  },
  'data.noManualKeyword': {
    zh: '没有手动关键词投放数据',
    en: 'There is no manual keyword-targeting data.',
  },
  'data.noAsin': { zh: '没有 ASIN 数据', en: 'There is no ASIN data.' },
  'data.noBiddingAdjustment': { zh: '没有竞价调整数据', en: 'There is no bidding adjustment data.' },
  'data.noProductAd': {
    zh: '没有 Product Ad 数据，或 SKU 无效',
    en: 'There is no Product Ad data, or the SKU is not valid.',
  },
  'data.noSbv': { zh: '没有品牌视频广告（SBV）数据', en: 'There is no Sponsored Brands video (SBV) data.' },
  'data.noBrandSearchTermReport': {
    zh: '缺少品牌广告搜索词报告',
    en: 'The Sponsored Brands search-term report is missing.',
  },
} as const satisfies Record<string, LocalizedMessage>;

/** Every error message of spec §8 plus the account and server refusals, keyed by product code or by name. */
export const errorCatalogue = {
  ...httpMessages,
  ...clientMessages,
  ...asinCheckMessages,
  ...productMessages,
  ...otherMessages,
  ...accountSecurityErrors,
  ...billingErrors,
  ...operatorErrors,
  ...plansErrors,
  ...shopPlansErrors,
  ...assistantErrors,
  ...schedulesErrors,
  ...shopsErrors,
  ...accountMessages,
  ...serverMessages,
} as const;

/** A key of the error catalogue: a product or client code, or a named message such as `account.locked`. */
export type ErrorKey = keyof typeof errorCatalogue;

const productCodes: ReadonlySet<number> = new Set(PRODUCT_CODES);

/** True when `code` is one of the numbered product codes of spec §8. */
export function isProductCode(code: number): code is ProductCode {
  return productCodes.has(code);
}

/** True when `key` is in the error catalogue (a number is looked up as a code). */
export function isErrorKey(key: string | number): key is ErrorKey {
  return Object.hasOwn(errorCatalogue, key);
}

/**
 * The message for an error key or code in `language` with its placeholders filled; a code the catalogue does
 * not know reads as the unknown-error message rather than a bare number.
 */
export function errorMessage(key: ErrorKey | number, language: Language, params?: MessageParams): string {
  const entry: LocalizedMessage = isErrorKey(key) ? errorCatalogue[key] : errorCatalogue['http.unknown'];
  return interpolate(entry[language], params);
}
