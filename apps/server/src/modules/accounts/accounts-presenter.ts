// Decides what leaves the server about a user: the spec §3 user-info fields with the phone number
// masked, never the hash, ids or timestamps of the users table.
import {
  accountSuccessMessage,
  maskPhoneNumber,
  type AccountSuccessKey,
  type Language,
  type LoginAnswerData,
  type MessageParams,
  type Permission,
  type UserInfo,
} from '@adplan/contracts';
import type { UserRow } from '../../db/database-schema';

/** A successful answer: code 200, a sentence in the caller's language, and the data. */
export interface SuccessAnswer<Data> {
  code: 200;
  msg: string;
  data?: Data;
}

/** Wraps `data` in the success envelope with the message `key` (placeholders from `params`). */
export function success<Data>(
  language: Language,
  key: AccountSuccessKey,
  data?: Data,
  params?: MessageParams,
): SuccessAnswer<Data> {
  const body: SuccessAnswer<Data> = { code: 200, msg: accountSuccessMessage(key, language, params) };
  if (data !== undefined) body.data = data;
  return body;
}

/** GET /user_info data for `user`, who holds `permissions`. */
export function toUserInfo(user: UserRow, permissions: readonly Permission[]): UserInfo {
  return {
    user_name: user.user_name,
    phone_number: maskPhoneNumber(user.phone_number),
    balance: user.balance,
    active_date_til: user.active_date_til === null ? null : user.active_date_til.slice(0, 10),
    company_name: user.company_name,
    unified_social_credit_code: user.unified_social_credit_code,
    email: user.email,
    permissions: [...permissions],
  };
}

/** POST /login and /register data. */
export function toLoginAnswer(user: UserRow): LoginAnswerData {
  return { user_name: user.user_name };
}
