// What the accounts module lets the retention job forget: SMS codes no limit looks at any more, and
// sign-in locks and failures whose time is over. The windows come from the policies that read these rows,
// so a row is only deleted once no check could still count it.
import type { AppDatabase } from '../../db/database';
import { DAY_MS, toStoredTime, type Clock } from '../../lib/clock';
import { LockoutRepository } from './lockout/lockout-repository';
import { DEFAULT_LOCKOUT_POLICY, type LockoutPolicy } from './lockout/login-lockout';
import { SmsCodeRepository } from './sms/sms-code-repository';

/**
 * SMS codes are kept 48 hours. The longest look-back of any SMS check is the daily cap, which counts from
 * the start of the current China day (under 24 hours ago); a second day is margin for clock skew between
 * replicas and for support questions about yesterday's codes.
 */
export const SMS_CODE_RETENTION_MS = 2 * DAY_MS;

/** Rows removed by one purge, per table. */
export interface AccountsPurgeResult {
  smsCodes: number;
  loginLockouts: number;
  loginFailures: number;
}

/**
 * Deletes SMS codes older than `SMS_CODE_RETENTION_MS`, locks that have ended and failures outside the
 * counting window. Each step is a conditional DELETE of rows no request can use any more, so running it
 * twice, or on several replicas at once, removes each row once and changes nothing else: no lock needed.
 */
export async function purgeLapsedAccountRecords(
  { db, dialect }: Pick<AppDatabase, 'db' | 'dialect'>,
  clock: Clock,
  lockoutPolicy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
): Promise<AccountsPurgeResult> {
  const now = clock.now();
  const smsCodes = await new SmsCodeRepository(db, dialect).deleteAllCreatedBefore(
    toStoredTime(now - SMS_CODE_RETENTION_MS),
  );
  const lapsed = await new LockoutRepository(db).deleteLapsed(
    toStoredTime(now),
    toStoredTime(now - lockoutPolicy.windowMs),
  );
  return { smsCodes, loginLockouts: lapsed.lockouts, loginFailures: lapsed.failures };
}
