// Brute-force protection for sign-in: too many failures for one account, or from one IP address,
// within a window lock further attempts for a while, with a message saying when to try again.
// Unknown user names are counted too (by the name typed), so locking never reveals whether an account exists.
import { AppError, HttpStatus } from '../../../lib/app-error';
import { MINUTE_MS, fromStoredTime, toStoredTime, type Clock } from '../../../lib/clock';
import type { LockoutRepository } from './lockout-repository';

/** Thresholds of the lock-out: failures allowed per window, and how long a lock lasts. */
export interface LockoutPolicy {
  accountMaxFailures: number;
  ipMaxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** 5 failures per account or 20 per IP within 15 minutes lock for 15 minutes. */
export const DEFAULT_LOCKOUT_POLICY: LockoutPolicy = {
  accountMaxFailures: 5,
  ipMaxFailures: 20,
  windowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
};

/** Who is signing in: the account (or the identifier typed, when unknown) and the client IP. */
export interface LoginSubjects {
  account: string;
  ip: string | null;
}

/** A sign-in attempt in progress: who attempts it and the failure rows counted for it in advance. */
export interface LoginAttempt {
  subjects: LoginSubjects;
  failureIds: number[];
}

/** Subject of an account that exists, or of an identifier that matched no account. */
export function accountSubject(userId: number | undefined, identifier: string): string {
  return userId === undefined ? `name:${identifier.toLowerCase()}` : `account:${userId}`;
}

/** Checks and updates the sign-in lock-outs. */
export class LoginLockout {
  constructor(
    private readonly repository: LockoutRepository,
    private readonly clock: Clock,
    private readonly policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
  ) {}

  /** Throws the "locked, try again in N minutes" error while the account or the IP is locked. */
  async assertNotLocked(subjects: LoginSubjects): Promise<void> {
    for (const subject of this.subjectList(subjects)) {
      const until = await this.repository.lockedUntil(subject);
      const remaining = until === undefined ? 0 : fromStoredTime(until) - this.clock.now();
      if (remaining > 0) throw lockedError(subject, remaining);
    }
  }

  /**
   * Starts a sign-in attempt: refuses while locked, then counts the attempt as a failure BEFORE the
   * password is checked. Counting first is what makes the limit hold under concurrency: a burst of
   * parallel guesses each sees the others' rows, so no more than the limit ever reach the password
   * check. An attempt over the limit is refused unchecked and its row dropped again.
   */
  async beginAttempt(subjects: LoginSubjects): Promise<LoginAttempt> {
    await this.assertNotLocked(subjects);
    const now = this.clock.now();
    const windowStart = toStoredTime(now - this.policy.windowMs);
    const attempt: LoginAttempt = { subjects, failureIds: [] };
    for (const subject of this.subjectList(subjects)) {
      const { id, failures } = await this.repository.addFailure(subject, toStoredTime(now), windowStart);
      attempt.failureIds.push(id);
      if (failures > this.limitOf(subject)) {
        await this.repository.deleteFailures(attempt.failureIds);
        throw lockedError(subject, this.policy.lockMs);
      }
    }
    return attempt;
  }

  /** The attempt failed: its rows stay counted; returns the lock error when they reached a limit. */
  async failAttempt(attempt: LoginAttempt): Promise<AppError | undefined> {
    const now = this.clock.now();
    const windowStart = toStoredTime(now - this.policy.windowMs);
    let lock: AppError | undefined;
    for (const subject of this.subjectList(attempt.subjects)) {
      const failures = await this.repository.countFailures(subject, windowStart);
      if (failures < this.limitOf(subject)) continue;
      await this.repository.lock(subject, toStoredTime(now + this.policy.lockMs));
      lock ??= lockedError(subject, this.policy.lockMs);
    }
    return lock;
  }

  /** The attempt succeeded: it is not a failure, and the account's earlier failures are forgotten. */
  async succeedAttempt(attempt: LoginAttempt): Promise<void> {
    await this.repository.deleteFailures(attempt.failureIds);
    await this.repository.clearFailures(attempt.subjects.account);
  }

  /** Lifts the account's lock and failures: its owner proved control of the phone (password reset by SMS). */
  async unlockAccount(account: string): Promise<void> {
    await this.repository.unlock(account);
  }

  private limitOf(subject: string): number {
    return subject.startsWith('ip:') ? this.policy.ipMaxFailures : this.policy.accountMaxFailures;
  }

  private subjectList(subjects: LoginSubjects): string[] {
    return subjects.ip === null ? [subjects.account] : [subjects.account, `ip:${subjects.ip}`];
  }
}

function lockedError(subject: string, remainingMs: number): AppError {
  if (subject.startsWith('ip:'))
    return new AppError(HttpStatus.rateLimited, 'account.tooManyAttemptsFromNetwork');
  if (remainingMs < MINUTE_MS) {
    return new AppError(HttpStatus.rateLimited, 'account.lockedSeconds', {
      seconds: Math.ceil(remainingMs / 1000),
    });
  }
  return new AppError(HttpStatus.rateLimited, 'account.locked', {
    minutes: Math.ceil(remainingMs / MINUTE_MS),
  });
}
