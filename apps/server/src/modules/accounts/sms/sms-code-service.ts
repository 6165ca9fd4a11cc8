// Issues and checks SMS verification codes under the limits that keep the gateway from being abused:
// one code per phone per 60 s, a daily cap per phone and per IP, 5 minutes of validity, single use and
// at most 5 wrong attempts per code. Codes are random 6-digit numbers stored only as salted hashes.
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MINUTES,
  SMS_RESEND_INTERVAL_SECONDS,
  type SmsPurpose,
} from '@adplan/contracts';
import { AppError, HttpStatus } from '../../../lib/app-error';
import { DAY_MS, HOUR_MS, MINUTE_MS, fromStoredTime, toStoredTime, type Clock } from '../../../lib/clock';
import { randomDigits, randomToken, safeEqual, sha256Hex } from '../../../lib/secure-random';
import type { SmsCodeRepository } from './sms-code-repository';
import type { SmsProvider } from './sms-provider';

/** Limits on sending and checking SMS codes. */
export interface SmsPolicy {
  resendIntervalMs: number;
  dailyPerPhone: number;
  dailyPerIp: number;
  ttlMs: number;
  maxAttempts: number;
}

/** 60 s between codes, 10 per phone and 50 per IP a day, 5 minutes of validity, 5 wrong attempts. */
export const DEFAULT_SMS_POLICY: SmsPolicy = {
  resendIntervalMs: SMS_RESEND_INTERVAL_SECONDS * 1000,
  dailyPerPhone: 10,
  dailyPerIp: 50,
  ttlMs: SMS_CODE_TTL_MINUTES * MINUTE_MS,
  maxAttempts: 5,
};

/** Daily caps reset at midnight China time (UTC+8, no daylight saving), the sellers' calendar day. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

function startOfChinaDay(now: number): number {
  return Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

function hashCode(code: string, salt: string = randomToken(12)): string {
  return `${salt}:${sha256Hex(`${salt}:${code}`)}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt = '', digest = ''] = stored.split(':');
  return safeEqual(sha256Hex(`${salt}:${code}`), digest);
}

/** Sends and verifies SMS codes. */
export class SmsCodeService {
  constructor(
    private readonly repository: SmsCodeRepository,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
    private readonly policy: SmsPolicy = DEFAULT_SMS_POLICY,
  ) {}

  /** Checks the limits, stores a new code and sends it; a failed delivery leaves nothing behind. */
  async issue(phoneNumber: string, purpose: SmsPurpose, ip: string | null): Promise<void> {
    const code = randomDigits(SMS_CODE_LENGTH);
    // Checks and insert are one step under the issuing lock, so parallel requests cannot exceed the limits.
    const id = await this.repository.whileIssuing(async (repository) => {
      const now = this.clock.now();
      await this.assertMaySend(repository, phoneNumber, ip, now);
      // Codes from before yesterday count towards no limit any more; dropping them keeps the table small.
      await repository.deleteOlderThan(phoneNumber, toStoredTime(startOfChinaDay(now) - DAY_MS));
      return repository.insert({
        phone_number: phoneNumber,
        purpose,
        code_hash: hashCode(code),
        created_at: toStoredTime(now),
        expires_at: toStoredTime(now + this.policy.ttlMs),
        ip,
      });
    });
    // The gateway is called after the transaction, so a slow provider never holds the lock.
    try {
      await this.provider.send({ phoneNumber, purpose, code });
    } catch (error) {
      await this.repository.delete(id);
      throw error;
    }
  }

  /** Accepts the code once; otherwise throws wrong / expired / too many attempts. */
  async consume(phoneNumber: string, purpose: SmsPurpose, code: string): Promise<void> {
    const now = this.clock.now();
    const row = await this.repository.latestUnused(phoneNumber, purpose);
    if (row === undefined) throw new AppError(HttpStatus.badRequest, 'account.smsCodeWrong');
    if (fromStoredTime(row.expires_at) <= now)
      throw new AppError(HttpStatus.badRequest, 'account.smsCodeExpired');
    // The attempt is counted before the code is compared, so the cap holds for concurrent guesses too.
    const attempt = await this.repository.claimAttempt(row.id, this.policy.maxAttempts);
    if (attempt === undefined) throw new AppError(HttpStatus.badRequest, 'account.smsCodeTooManyAttempts');
    if (!codeMatches(row.code_hash, code)) {
      const key =
        attempt >= this.policy.maxAttempts ? 'account.smsCodeTooManyAttempts' : 'account.smsCodeWrong';
      throw new AppError(HttpStatus.badRequest, key);
    }
    if (!(await this.repository.markUsed(row.id, toStoredTime(now)))) {
      throw new AppError(HttpStatus.badRequest, 'account.smsCodeExpired');
    }
  }

  private async assertMaySend(
    repository: SmsCodeRepository,
    phoneNumber: string,
    ip: string | null,
    now: number,
  ): Promise<void> {
    const latest = await repository.latestCreatedAt(phoneNumber);
    const wait = latest === undefined ? 0 : fromStoredTime(latest) + this.policy.resendIntervalMs - now;
    if (wait > 0) {
      throw new AppError(HttpStatus.rateLimited, 'account.smsTooFrequent', {
        seconds: Math.ceil(wait / 1000),
      });
    }
    const dayStart = toStoredTime(startOfChinaDay(now));
    if ((await repository.countForPhoneSince(phoneNumber, dayStart)) >= this.policy.dailyPerPhone) {
      throw new AppError(HttpStatus.rateLimited, 'account.smsDailyLimitPhone');
    }
    if (ip !== null && (await repository.countForIpSince(ip, dayStart)) >= this.policy.dailyPerIp) {
      throw new AppError(HttpStatus.rateLimited, 'account.smsDailyLimitNetwork');
    }
  }
}
