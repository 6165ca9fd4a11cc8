// The error messages of the account calls, in zh and en, keyed `account.*`; spread into `errorCatalogue`.
import type { LocalizedMessage } from '../i18n/messages';

/** The refusals of the account calls (sign-in, SMS codes, registration, passwords). */
export const accountsErrors = {
  // One message for an unknown user and a wrong password, so sign-in never tells who has an account.
  'account.invalidCredentials': {
    zh: '账号或密码错误，请重新输入',
    en: 'The account or password is incorrect. Please try again.',
  },
  'account.locked': {
    zh: '登录失败次数过多，账号已暂时锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-in attempts. The account is temporarily locked; please try again in {minutes} minutes.',
  },
  'account.lockedSeconds': {
    zh: '登录失败次数过多，账号已暂时锁定，请 {seconds} 秒后再试',
    en: 'Too many failed sign-in attempts. The account is temporarily locked; please try again in {seconds} seconds.',
  },
  'account.tooManyAttemptsFromNetwork': {
    zh: '当前网络的登录尝试次数过多，请稍后再试',
    en: 'Too many sign-in attempts from your network. Please try again later.',
  },
  'account.smsTooFrequent': {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'Codes are being requested too often. Please wait {seconds} s and try again.',
  },
  'account.smsDailyLimitPhone': {
    zh: '该手机号今日获取验证码的次数已达上限，请明天再试',
    en: 'This phone number has reached today’s limit of verification codes. Please try again tomorrow.',
  },
  'account.smsDailyLimitNetwork': {
    zh: '当前网络今日获取验证码的次数已达上限，请明天再试',
    en: 'Your network has reached today’s limit of verification codes. Please try again tomorrow.',
  },
  'account.smsCodeWrong': {
    zh: '验证码错误，请重新输入',
    en: 'The verification code is wrong. Please enter it again.',
  },
  'account.smsCodeExpired': {
    zh: '验证码已过期或已被使用，请重新获取',
    en: 'The verification code has expired or was already used. Please request a new one.',
  },
  'account.smsCodeTooManyAttempts': {
    zh: '验证码输错次数过多，请重新获取验证码',
    en: 'Too many wrong codes were entered. Please request a new verification code.',
  },
  'account.userNameTaken': {
    zh: '该用户名已被使用，请换一个',
    en: 'This user name is already taken. Please choose another.',
  },
  'account.phoneRegistered': {
    zh: '该手机号已注册，请直接登录或找回密码',
    en: 'This phone number is already registered. Please sign in or reset your password.',
  },
  'account.phoneNotRegistered': {
    zh: '该手机号尚未注册，请先注册',
    en: 'This phone number is not registered yet. Please sign up first.',
  },
  'account.currentPasswordWrong': {
    zh: '当前密码错误，请重新输入',
    en: 'The current password is incorrect. Please enter it again.',
  },
} as const satisfies Record<string, LocalizedMessage>;
