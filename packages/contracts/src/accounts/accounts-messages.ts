// Success sentences of the account calls (`msg` of a code-200 answer), in both languages. Failures live in
// the error catalogue; these are the words a form shows when a call went through, e.g. the password dialog
// shows the msg of PUT /reset_password as its success message (spec §7).
import { interpolate, type Language, type LocalizedMessage, type MessageParams } from '../i18n/messages';

/** Success messages of the account calls by key. */
export const accountSuccessMessages = {
  'account.ok': { zh: '操作成功', en: 'Done.' },
  'account.smsSent': {
    zh: '验证码已发送，{minutes} 分钟内有效',
    en: 'The verification code has been sent. It is valid for {minutes} minutes.',
  },
  'account.loggedIn': { zh: '登录成功', en: 'Signed in.' },
  'account.registered': { zh: '注册成功', en: 'Your account has been created.' },
  'account.passwordChanged': {
    zh: '密码修改成功，其他设备上的登录已退出',
    en: 'Your password has been changed. You have been signed out on other devices.',
  },
  'account.passwordReset': {
    zh: '密码已重置，请使用新密码登录',
    en: 'Your password has been reset. Please sign in with the new password.',
  },
  'account.loggedOut': { zh: '已退出登录', en: 'Signed out.' },
  'account.clientErrorLogged': { zh: '错误已记录', en: 'The error has been logged.' },
} as const satisfies Record<string, LocalizedMessage>;

/** A key of `accountSuccessMessages`. */
export type AccountSuccessKey = keyof typeof accountSuccessMessages;

/** The success message `key` in `language` with its `{name}` placeholders filled from `params`. */
export function accountSuccessMessage(
  key: AccountSuccessKey,
  language: Language,
  params?: MessageParams,
): string {
  return interpolate(accountSuccessMessages[key][language], params);
}
