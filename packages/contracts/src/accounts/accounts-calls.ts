// The account calls of spec §7 (`/sms`, `/login`, `/register`, `/user_info`, `/reset_password`,
// `/find_password`, `/logout`, route list): payload and answer schemas shared by server and web.
// Validation messages are message keys (see `validationMessages`), so server and web say the same words
// in the caller's language.
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

// The success sentences, the cookie names, the refusals and the common-password list travel with the calls
// they belong to (the package entry lists this file only).
export * from './accounts-messages';
export * from './account-cookies';
export * from './account-security-errors';
export * from './common-passwords';

/** Mainland mobile number: 11 digits, starts with 1, second digit 3-9 (spec §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Password: 6-20 printable characters, letters, digits and symbols, no spaces (spec §5). */
export const PASSWORD_PATTERN = /^[\x21-\x7E]{6,20}$/;
/** SMS verification codes are 6 digits. */
export const SMS_CODE_LENGTH = 6;
/** Seconds before another SMS code may be requested for the same phone number (the send button's countdown). */
export const SMS_RESEND_INTERVAL_SECONDS = 60;
/** Minutes an SMS code stays valid after it is sent. */
export const SMS_CODE_TTL_MINUTES = 5;
/**
 * User name: 4-20 characters of Chinese, letters, digits or underscore, starting with a letter or a Chinese
 * character (so it can never be mistaken for a phone number).
 */
export const USER_NAME_PATTERN = /^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9_\u4e00-\u9fa5]{3,19}$/;

const phoneNumber = z
  .string({ error: 'validation.phone.required' })
  .trim()
  .min(1, 'validation.phone.required')
  .regex(PHONE_PATTERN, 'validation.phone.invalid');

const password = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .regex(PASSWORD_PATTERN, 'validation.password.length');

/** A password being chosen (register, change, reset): spec §5's rule, and not one of the common passwords. */
const newPassword = (requiredKey: string) =>
  password(requiredKey).refine((value) => !isCommonPassword(value), 'validation.password.common');

const smsCode = z
  .string({ error: 'validation.smsCode.required' })
  .trim()
  .min(1, 'validation.smsCode.required')
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'validation.smsCode.invalid');

const userName = z
  .string({ error: 'validation.userName.required' })
  .trim()
  .min(1, 'validation.userName.required')
  .regex(USER_NAME_PATTERN, 'validation.userName.invalid');

const agreement = z.literal(true, { error: 'validation.agreement.required' });

/** What an SMS code is for; a code only works for the purpose it was sent for. */
export const smsPurposeSchema = z.enum(['login', 'register', 'find_password']);
export type SmsPurpose = z.infer<typeof smsPurposeSchema>;

/** POST /sms */
export const sendSmsPayloadSchema = z.object({ phone_number: phoneNumber, purpose: smsPurposeSchema });
export type SendSmsPayload = z.infer<typeof sendSmsPayloadSchema>;

/** POST /login — the three ways to sign in (spec §2 flows). */
export const loginPayloadSchema = z.discriminatedUnion('login_type', [
  z.object({
    login_type: z.literal('username_password'),
    user_name: userName,
    password: password('validation.password.required'),
    agreement,
  }),
  z.object({
    login_type: z.literal('phone_password'),
    phone_number: phoneNumber,
    password: password('validation.password.required'),
    agreement,
  }),
  z.object({ login_type: z.literal('phone_sms'), phone_number: phoneNumber, sms_code: smsCode, agreement }),
]);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
export type LoginType = LoginPayload['login_type'];

/** Answer data of a successful login. */
export const loginAnswerDataSchema = z.object({ user_name: z.string() });
export type LoginAnswerData = z.infer<typeof loginAnswerDataSchema>;

/** POST /register — phone + SMS code + user name + password + agreement tick. */
export const registerPayloadSchema = z
  .object({
    phone_number: phoneNumber,
    sms_code: smsCode,
    user_name: userName,
    password: newPassword('validation.password.required'),
    passwordagain: z
      .string({ error: 'validation.passwordAgain.required' })
      .trim()
      .min(1, 'validation.passwordAgain.required'),
    agreement,
  })
  .refine((form) => form.password === form.passwordagain, {
    path: ['passwordagain'],
    message: 'validation.passwordAgain.mismatch',
  });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** PUT /reset_password — change the password of the signed-in user (spec §3 password change form). */
export const resetPasswordPayloadSchema = z
  .object({
    password: password('validation.currentPassword.required'),
    new_password: newPassword('validation.newPassword.required'),
    passwordagain: z
      .string({ error: 'validation.passwordAgain.required' })
      .trim()
      .min(1, 'validation.passwordAgain.required'),
  })
  .refine((form) => form.new_password !== form.password, {
    path: ['new_password'],
    message: 'validation.newPassword.sameAsCurrent',
  })
  .refine((form) => form.new_password === form.passwordagain, {
    path: ['passwordagain'],
    message: 'validation.passwordAgain.mismatch',
  });
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

/** POST /find_password — reset a forgotten password with an SMS code. */
export const findPasswordPayloadSchema = z
  .object({
    phone_number: phoneNumber,
    sms_code: smsCode,
    new_password: newPassword('validation.newPassword.required'),
    passwordagain: z
      .string({ error: 'validation.passwordAgain.required' })
      .trim()
      .min(1, 'validation.passwordAgain.required'),
  })
  .refine((form) => form.new_password === form.passwordagain, {
    path: ['passwordagain'],
    message: 'validation.passwordAgain.mismatch',
  });
export type FindPasswordPayload = z.infer<typeof findPasswordPayloadSchema>;

/** Kinds of errors the console reports to POST /client_errors (spec §3 client error log). */
export const clientErrorKindSchema = z.enum(['render', 'call', 'chunk', 'script']);
export type ClientErrorKind = z.infer<typeof clientErrorKindSchema>;

/** Longest message the server keeps of a client error report; longer text is cut, not refused. */
export const CLIENT_ERROR_MESSAGE_MAX = 1000;

/** POST /client_errors: one error the console caught in production, with the page and the release. */
export const clientErrorPayloadSchema = z.object({
  kind: clientErrorKindSchema,
  message: z
    .string()
    .trim()
    .min(1)
    .transform((text) => text.slice(0, CLIENT_ERROR_MESSAGE_MAX)),
  /** The console route (hash path), never the query string: it may carry personal data. */
  page: z.string().trim().max(200),
  /** The build that ran (commit or version), so a report can be matched to the code. */
  release: z.string().trim().min(1).max(80),
  /** HTTP status or product code of a failed call, when there is one. */
  code: z.number().int().optional(),
  /** The call path of a failed call. */
  call: z.string().trim().max(200).optional(),
  /** When the console caught it (ISO text). */
  at: z.string().trim().max(40).optional(),
});
export type ClientErrorPayload = z.infer<typeof clientErrorPayloadSchema>;

/** `data` of a 429 answer to POST /sms: the seconds before another code may be requested. */
export const smsWaitDataSchema = z.object({ retry_after_seconds: z.number().int().min(1) });
export type SmsWaitData = z.infer<typeof smsWaitDataSchema>;

/** The single client role of spec §6, and the route permission values. */
export const permissionSchema = z.enum(['admin', 'notAdmin']);
export type Permission = z.infer<typeof permissionSchema>;

/** GET /user_info answer data (spec §3 user info). `phone_number` arrives masked (138****1234). */
export const userInfoSchema = z.object({
  user_name: z.string(),
  phone_number: z.string(),
  /** Remaining plan generations (uses). */
  balance: z.number().int().min(0),
  /** Package expiry `YYYY-MM-DD`, or null when the user has no active package. */
  active_date_til: z.string().nullable(),
  company_name: z.string().nullable(),
  unified_social_credit_code: z.string().nullable(),
  email: z.string().nullable(),
  permissions: z.array(permissionSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Masks the middle four digits of a mainland phone number: 13812345678 -> 138****5678. */
export function maskPhoneNumber(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
