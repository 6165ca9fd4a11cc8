// The error messages of the HTTP layer itself, in zh and en: what the web client says when a call fails
// in transport, the client status codes of spec §8, and the server's own refusals. Spread into
// `errorCatalogue` (errors/error-catalogue.ts); keys keep their `http.`, `server.` and numeric names.
import type { LocalizedMessage } from '../i18n/messages';

/** The client status codes of spec §8: 401 invalid session, 409 no permission, 421 ad-plan time-out. */
export const CLIENT_CODES = [401, 409, 421] as const satisfies readonly number[];

/** One of the client status codes of spec §8. */
export type ClientCode = (typeof CLIENT_CODES)[number];

/** What the web says when a call fails without a usable answer (spec §8 HTTP client errors). */
export const apiHttpErrors = {
  'http.invalidToken': {
    zh: '后端接口 {code} 异常，请稍后重试',
    en: 'Backend interface {code} error. Please try again later.',
  },
  'http.network': {
    zh: '后端接口连接异常，请检查网络后重试',
    en: 'Cannot connect to the backend. Please check your network and try again.',
  },
  'http.timeout': {
    zh: '后端接口请求超时，请稍后重试',
    en: 'The backend request timed out. Please try again later.',
  },
  'http.status': {
    zh: '后端接口 {code} 异常，请稍后重试',
    en: 'Backend interface {code} error. Please try again later.',
  },
  'http.unknown': { zh: '未知错误，请稍后重试', en: 'Unknown error. Please try again later.' },
} as const satisfies Record<string, LocalizedMessage>;

/** The client status codes' messages of spec §8: invalid session, no permission, ad-plan time-out. */
export const apiClientErrors = {
  401: { zh: '登录状态已失效，请重新登录', en: 'Your session has expired. Please sign in again.' },
  409: { zh: '您没有执行此操作的权限', en: 'You do not have permission to do this.' },
  421: {
    zh: '广告方案生成超时，请稍后重试',
    en: 'Generating the ad plan timed out. Please try again later.',
  },
} as const satisfies Record<ClientCode, LocalizedMessage>;

/** The server's own refusals: CSRF, rate limit, body size, file type, not found, internal, bad input. */
export const apiServerErrors = {
  'server.csrfFailed': {
    zh: '页面安全校验失败，请刷新页面后重试',
    en: 'The security check failed. Please refresh the page and try again.',
  },
  'server.rateLimited': {
    zh: '操作过于频繁，请稍后再试',
    en: 'Too many requests. Please slow down and try again later.',
  },
  'server.payloadTooLarge': {
    zh: '上传的内容过大，文件不能超过 10 MB',
    en: 'The upload is too large. Files can be at most 10 MB.',
  },
  'server.unsupportedFileType': {
    zh: '不支持该文件类型，请上传 xls、xlsx 或 CSV 文件',
    en: 'This file type is not supported. Please upload an xls, xlsx or CSV file.',
  },
  'server.notFound': { zh: '请求的内容不存在', en: 'What you asked for was not found.' },
  // Deliberately vague: a 500 never tells the client what broke inside.
  'server.internal': {
    zh: '服务器出错了，请稍后重试；如多次出现，请联系客服',
    en: 'Something went wrong on our side. Please try again later, and contact customer support if it keeps happening.',
  },
  'server.validationFailed': {
    zh: '填写的内容有误，请检查标出的字段',
    en: 'Some of the information is not valid. Please check the highlighted fields.',
  },
} as const satisfies Record<string, LocalizedMessage>;
