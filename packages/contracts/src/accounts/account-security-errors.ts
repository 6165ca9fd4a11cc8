// Refusals of the hardened account edge (issue 8 §4), zh and en: the global SMS budget, sign-in attempts
// that arrive together, the shutdown and time-out answers, and the size limit with its real value.
import type { LocalizedMessage } from '../i18n/messages';

/** Account and edge refusals added by the hardening; spread into the error catalogue. */
export const accountSecurityErrors = {
  'account.smsServiceBusy': {
    zh: '今日短信发送量已达上限，请明天再试或使用密码登录',
    en: 'Today’s text message quota is used up. Please try again tomorrow or sign in with your password.',
  },
  'account.attemptsInProgress': {
    zh: '该账号正在同时进行多次登录，请稍后再试',
    en: 'Several sign-ins to this account are under way at once. Please try again in a moment.',
  },
  'server.shuttingDown': {
    zh: '服务正在重启，请稍后重试',
    en: 'The service is restarting. Please try again in a moment.',
  },
  'server.requestTimeout': {
    zh: '请求发送超时，请检查网络后重试',
    en: 'The request took too long to arrive. Please check your network and try again.',
  },
  'server.badUrl': {
    zh: '请求地址无效',
    en: 'The request address is not valid.',
  },
  'server.payloadTooLargeLimit': {
    zh: '提交的内容过大，不能超过 {limit}',
    en: 'What you sent is too large. It can be at most {limit}.',
  },
} as const satisfies Record<string, LocalizedMessage>;
