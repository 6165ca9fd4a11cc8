// Decides what leaves the server about a user: the spec §3 user-info fields with the phone number
// masked, never the hash, ids or timestamps of the users table.
import {
  accountSuccessMessage,
  success as successAnswer,
  maskPhoneNumber,
  type AccountSuccessKey,
  type Language,
  type LoginAnswerData,
  type MessageParams,
  type Permission,
  type SuccessAnswer,
  type UserInfo,
} from '@adplan/contracts';
import type { UserRow } from '../../db/database-schema';
import type { UsageAccount } from '../../ports/usage-ledger';

/** Wraps `data` in the success envelope with the message `key` (placeholders from `params`). */
export function success<Data>(
  language: Language,
  key: AccountSuccessKey,
  data?: Data,
  params?: MessageParams,
): SuccessAnswer<Data> {
  return successAnswer(accountSuccessMessage(key, language, params), data);
}

/** GET /user_info data for `user`, whose ledger says `usage` and who holds `permissions`. */
export function toUserInfo(user: UserRow, usage: UsageAccount, permissions: readonly Permission[]): UserInfo {
  return {
    user_name: user.user_name,
    phone_number: maskPhoneNumber(user.phone_number),
    balance: usage.balance,
    active_date_til: usage.activeDateTil,
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
