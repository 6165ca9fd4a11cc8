// Refusals of shop linking and use (issue 13) in zh and en; spread into the error catalogue. They travel
// with the spec §8 codes 10031 (authorisation invalid), 10032 (authorisation missing) and 50018 (shop
// access failed), so the seller reads what exactly went wrong and what to do next.
import { interpolate, type Language, type LocalizedMessage, type MessageParams } from '../i18n/messages';

/** Shop messages, keyed `shops.*`. */
export const shopsErrors = {
  'shops.stateMissing': {
    zh: '未找到这次授权请求（可能已过期或已使用），请重新点击“立即授权”',
    en: 'This authorisation request was not found (it may have expired or been used). Please click "Authorize Now" again.',
  },
  'shops.stateExpired': {
    zh: '授权请求已超过 10 分钟有效期，请重新点击“立即授权”',
    en: 'The authorisation request is older than 10 minutes. Please click "Authorize Now" again.',
  },
  'shops.codeSpent': {
    zh: '亚马逊授权码已失效（只能使用一次，5 分钟内有效），请重新点击“立即授权”',
    en: 'The Amazon authorisation code is no longer valid (it works once, within 5 minutes). Please click "Authorize Now" again.',
  },
  'shops.noSellerProfile': {
    zh: '该亚马逊账号下没有可授权的美国或加拿大卖家（Seller）店铺：仅支持卖家账号，不支持供应商（Vendor）或代理账号',
    en: 'This Amazon account has no Seller shop in the US or Canada that can be linked: only Seller accounts are supported, not Vendor or agency accounts.',
  },
  'shops.amazonUnavailable': {
    zh: '暂时无法连接亚马逊广告服务，请稍后重试',
    en: 'Amazon Advertising cannot be reached at the moment. Please try again later.',
  },
  'shops.readFailed': {
    zh: '从亚马逊广告服务读取店铺数据失败（{detail}），请稍后重试',
    en: 'Reading the shop from Amazon Advertising failed ({detail}). Please try again later.',
  },
  'shops.reauthorize': {
    zh: '店铺“{shop}”的亚马逊授权已失效（可能已在亚马逊撤销），请重新点击“立即授权”',
    en: 'The Amazon authorisation of "{shop}" is no longer valid (it may have been revoked at Amazon). Please click "Authorize Now" again.',
  },
  'shops.notUsableYet': {
    zh: '店铺“{shop}”刚完成授权，亚马逊需要 2 天准备数据，{date}（北京时间）起可用',
    en: 'The shop "{shop}" was linked recently; Amazon needs 2 days to prepare its data. It is usable from {date} (Beijing time).',
  },
  'shops.notFound': {
    zh: '店铺不存在或未授权',
    en: 'This shop does not exist or is not linked.',
  },
} as const satisfies Record<string, LocalizedMessage>;

/** Success messages of the shop calls, keyed `shops.*`. */
export const shopsSuccessMessages = {
  'shops.ok': { zh: '成功', en: 'OK' },
  'shops.linked': { zh: '已授权 {count} 个店铺', en: '{count} shop(s) linked' },
  'shops.unlinked': {
    zh: '已解除授权，店铺令牌已删除；方案和历史记录仍保留',
    en: 'The shop was unlinked and its tokens deleted; plans and history are kept.',
  },
} as const satisfies Record<string, LocalizedMessage>;

/** A success message key of the shop calls. */
export type ShopsSuccessKey = keyof typeof shopsSuccessMessages;

/** The success message `key` in `language` with its placeholders filled. */
export function shopsSuccessMessage(
  key: ShopsSuccessKey,
  language: Language,
  params?: MessageParams,
): string {
  return interpolate(shopsSuccessMessages[key][language], params);
}
