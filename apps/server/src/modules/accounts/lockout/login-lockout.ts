// Brute-force protection for password sign-in (docs/decisions/0008-login-lockout.md). Failures are counted
// three ways within a window: for the account from one IP (5), for one IP across accounts (20), and for the
// account from anywhere (10). The first two lock that pair or that IP. The account-wide count only holds
// back networks the account has never signed in from, so a stranger's wrong guesses cannot lock a seller
// out of their own office, while guesses spread over many addresses still hit a ceiling. SMS sign-in is
// never locked by password failures. Unknown user names are counted too (by the name typed), so locking
// never reveals whether an account exists. While locked, right and wrong passwords get the same answer:
// the password is not even checked.
import { AppError, HttpStatus } from '../../../lib/app-error';
import { MINUTE_MS, fromStoredTime, toStoredTime, type Clock } from '../../../lib/clock';
import type { LockoutRepository } from './lockout-repository';

/** Thresholds of the lock-out: failures allowed per window, and how long a lock lasts. */
export interface LockoutPolicy {
  /** Failures of one account from one IP. */
  pairMaxFailures: number;
  /** Failures from one IP, whatever the account. */
  ipMaxFailures: number;
  /** Failures of one account from anywhere; enforced only on networks the account never signed in from. */
  accountMaxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** 5 per account and IP, 20 per IP, 10 per account from unknown networks, within 15 minutes; locks 15 minutes. */
export const DEFAULT_LOCKOUT_POLICY: LockoutPolicy = {
  pairMaxFailures: 5,
  ipMaxFailures: 20,
  accountMaxFailures: 10,
  windowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
};

/** Who is signing in: the account (or the identifier typed, when unknown) and the client IP. */
export interface LoginSubjects {
  account: string;
  ip: string | null;
  /** The account has signed in from this IP before (a recent session): the account-wide limit spares it. */
  knownNetwork?: boolean;
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

type SubjectKind = 'pair' | 'ip' | 'account';

interface CountedSubject {
  subject: string;
  kind: SubjectKind;
  /** Whether its lock and limit apply to this attempt (the account-wide one spares known networks). */
  enforced: boolean;
}

/** The subjects an attempt is counted under. */
function subjectsOf(subjects: LoginSubjects): CountedSubject[] {
  if (subjects.ip === null) return [{ subject: subjects.account, kind: 'pair', enforced: true }];
  return [
    { subject: `${subjects.account}|ip:${subjects.ip}`, kind: 'pair', enforced: true },
    { subject: `ip:${subjects.ip}`, kind: 'ip', enforced: true },
    { subject: subjects.account, kind: 'account', enforced: subjects.knownNetwork !== true },
  ];
}

/** Checks and updates the sign-in lock-outs. */
export class LoginLockout {
  constructor(
    private readonly repository: LockoutRepository,
    private readonly clock: Clock,
    private readonly policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
  ) {}

  /** Throws the "locked, try again in N minutes" error while a lock applies to this attempt. */
  async assertNotLocked(subjects: LoginSubjects): Promise<void> {
    for (const { subject, kind, enforced } of subjectsOf(subjects)) {
      if (!enforced) continue;
      const remaining = await this.remainingLock(subject);
      if (remaining > 0) throw lockedError(kind, remaining);
    }
  }

  /**
   * Starts a sign-in attempt: refuses while locked, then counts the attempt as a failure BEFORE the
   * password is checked. Counting first is what makes the limit hold under concurrency: a burst of
   * parallel guesses each sees the others' rows, so no more than the limit ever reach the password
   * check. An attempt over the limit is refused unchecked and its rows dropped again: with "locked" when a
   * lock exists, and otherwise (only attempts in flight fill the count, e.g. several correct sign-ins at
   * once) with "try again in a moment", never a lock that does not exist.
   */
  async beginAttempt(subjects: LoginSubjects): Promise<LoginAttempt> {
    await this.assertNotLocked(subjects);
    const now = this.clock.now();
    const windowStart = toStoredTime(now - this.policy.windowMs);
    const attempt: LoginAttempt = { subjects, failureIds: [] };
    for (const { subject, kind, enforced } of subjectsOf(subjects)) {
      const { id, failures } = await this.repository.addFailure(subject, toStoredTime(now), windowStart);
      attempt.failureIds.push(id);
      if (enforced && failures > this.limitOf(kind)) {
        await this.repository.deleteFailures(attempt.failureIds);
        const remaining = await this.remainingLock(subject);
        if (remaining > 0) throw lockedError(kind, remaining);
        throw new AppError(HttpStatus.rateLimited, 'account.attemptsInProgress');
      }
    }
    // A lock set while this attempt was being counted cleared the failures it counted against; checking
    // again after counting keeps such an attempt from slipping through with a count that started over.
    for (const { subject, kind, enforced } of subjectsOf(subjects)) {
      if (!enforced) continue;
      const remaining = await this.remainingLock(subject);
      if (remaining > 0) {
        await this.repository.deleteFailures(attempt.failureIds);
        throw lockedError(kind, remaining);
      }
    }
    return attempt;
  }

  /** The attempt failed: its rows stay counted; returns the lock error when they reached a limit. */
  async failAttempt(attempt: LoginAttempt): Promise<AppError | undefined> {
    const now = this.clock.now();
    const windowStart = toStoredTime(now - this.policy.windowMs);
    let lock: AppError | undefined;
    for (const { subject, kind, enforced } of subjectsOf(attempt.subjects)) {
      const failures = await this.repository.countFailures(subject, windowStart);
      if (failures < this.limitOf(kind)) continue;
      // The account-wide lock is set even when it spares this network: it holds back the others.
      await this.repository.lock(subject, toStoredTime(now + this.policy.lockMs));
      if (enforced) lock ??= lockedError(kind, this.policy.lockMs);
    }
    return lock;
  }

  /** The attempt succeeded: it is not a failure, and the account's earlier failures from this IP are forgotten. */
  async succeedAttempt(attempt: LoginAttempt): Promise<void> {
    await this.repository.deleteFailures(attempt.failureIds);
    const [pair] = subjectsOf(attempt.subjects);
    if (pair !== undefined) await this.repository.clearFailures(pair.subject);
  }

  /**
   * Lifts every lock and failure of the account, from any IP: its owner proved control of the phone
   * (password reset or sign-in by SMS).
   */
  async unlockAccount(account: string): Promise<void> {
    await this.repository.unlockAccount(account);
  }

  private async remainingLock(subject: string): Promise<number> {
    const until = await this.repository.lockedUntil(subject);
    return until === undefined ? 0 : fromStoredTime(until) - this.clock.now();
  }

  private limitOf(kind: SubjectKind): number {
    if (kind === 'ip') return this.policy.ipMaxFailures;
    return kind === 'pair' ? this.policy.pairMaxFailures : this.policy.accountMaxFailures;
  }
}

function lockedError(kind: SubjectKind, remainingMs: number): AppError {
  if (kind === 'ip') return new AppError(HttpStatus.rateLimited, 'account.tooManyAttemptsFromNetwork');
  if (remainingMs < MINUTE_MS) {
    return new AppError(HttpStatus.rateLimited, 'account.lockedSeconds', {
      seconds: Math.ceil(remainingMs / 1000),
    });
  }
  return new AppError(HttpStatus.rateLimited, 'account.locked', {
    minutes: Math.ceil(remainingMs / MINUTE_MS),
  });
}
