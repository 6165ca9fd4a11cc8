// Issues and checks SMS verification codes under the limits that keep the gateway from being abused:
// one code per phone per 60 s, a daily cap per phone and per IP, a global daily budget, 5 minutes of
// validity, single use and at most 5 wrong attempts per code. Codes are random 6-digit numbers stored only
// as salted hashes. Every issued code counts towards the limits, delivered or not: a failed send still
// cost a gateway call, and a withheld one (no account for it) must look exactly like a sent one.
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MINUTES,
  SMS_RESEND_INTERVAL_SECONDS,
  type SmsPurpose,
} from '@adplan/contracts';
import { AppError, HttpStatus } from '../../../lib/app-error';
import { DAY_MS, HOUR_MS, MINUTE_MS, fromStoredTime, toStoredTime, type Clock } from '../../../lib/clock';
import { randomDigits, randomToken, safeEqual, sha256Hex } from '../../../lib/secure-random';
import type { SmsDelivery } from '../../../db/database-schema';
import type { SmsCodeRepository } from './sms-code-repository';
import type { SmsProvider } from './sms-provider';

/** Limits on sending and checking SMS codes. */
export interface SmsPolicy {
  resendIntervalMs: number;
  dailyPerPhone: number;
  dailyPerIp: number;
  /** Codes the whole service may issue per China day (SMS_DAILY_BUDGET). */
  dailyBudget: number;
  ttlMs: number;
  maxAttempts: number;
}

/** 60 s between codes, 10 per phone and 50 per IP a day, 1000 in all, 5 minutes of validity, 5 wrong attempts. */
export const DEFAULT_SMS_POLICY: SmsPolicy = {
  resendIntervalMs: SMS_RESEND_INTERVAL_SECONDS * 1000,
  dailyPerPhone: 10,
  dailyPerIp: 50,
  dailyBudget: 1000,
  ttlMs: SMS_CODE_TTL_MINUTES * MINUTE_MS,
  maxAttempts: 5,
};

/** How an issue went: delivered, refused by the gateway, or withheld on purpose. */
export type IssueOutcome = SmsDelivery;

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

  /**
   * Checks the limits and stores a new code; sends it when `deliver` (the phone can use it for `purpose`),
   * otherwise keeps it unsent so that the limits, and the answer, are the same either way. A failed
   * delivery stays counted (marked `failed`, never valid) and rethrows.
   */
  async issue(
    phoneNumber: string,
    purpose: SmsPurpose,
    ip: string | null,
    deliver = true,
  ): Promise<IssueOutcome> {
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
        delivery: deliver ? 'sent' : 'withheld',
      });
    });
    if (!deliver) return 'withheld';
    // The gateway is called after the transaction, so a slow provider never holds the lock.
    try {
      await this.provider.send({ phoneNumber, purpose, code });
      return 'sent';
    } catch (error) {
      await this.repository.setDelivery(id, 'failed');
      throw error;
    }
  }

  /** Accepts the code once; otherwise throws wrong / expired / too many attempts. */
  async consume(phoneNumber: string, purpose: SmsPurpose, code: string): Promise<void> {
    await this.markUsed(await this.verify(phoneNumber, purpose, code));
  }

  /**
   * Checks the code (counting the attempt) without using it up; returns the code's id for `markUsed`. Lets
   * registration prove control of the phone before it says whether a name or phone is taken.
   */
  async verify(phoneNumber: string, purpose: SmsPurpose, code: string): Promise<number> {
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
    return row.id;
  }

  /** Uses the verified code up; a concurrent request that used it first makes this one fail. */
  async markUsed(id: number): Promise<void> {
    if (!(await this.repository.markUsed(id, toStoredTime(this.clock.now())))) {
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
      // The console counts down from the server's figure instead of re-enabling its button too early.
      const seconds = Math.ceil(wait / 1000);
      throw new AppError(
        HttpStatus.rateLimited,
        'account.smsTooFrequent',
        { seconds },
        HttpStatus.rateLimited,
        {
          retry_after_seconds: seconds,
        },
      );
    }
    const dayStart = toStoredTime(startOfChinaDay(now));
    if ((await repository.countForPhoneSince(phoneNumber, dayStart)) >= this.policy.dailyPerPhone) {
      throw new AppError(HttpStatus.rateLimited, 'account.smsDailyLimitPhone');
    }
    if (ip !== null && (await repository.countForIpSince(ip, dayStart)) >= this.policy.dailyPerIp) {
      throw new AppError(HttpStatus.rateLimited, 'account.smsDailyLimitNetwork');
    }
    if ((await repository.countAllSince(dayStart)) >= this.policy.dailyBudget) {
      throw new AppError(HttpStatus.rateLimited, 'account.smsServiceBusy');
    }
  }
}
