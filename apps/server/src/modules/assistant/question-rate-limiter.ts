// A per-user sliding window of questions: the extended mode may call a paid model, so one user cannot
// ask faster than the contracts' limit. Kept in memory per server process (a few numbers per active
// user); with several replicas each holds its own window, which bounds a user at replicas × limit.
import type { Clock } from '../../lib/clock';

/** Counts questions per user over the last minute. */
export class QuestionRateLimiter {
  private readonly asked = new Map<number, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /**
   * Records a question of `userId` and answers 0 when it is allowed, else the seconds until the oldest
   * question of the window leaves it (nothing is recorded then).
   */
  take(userId: number): number {
    const now = this.clock.now();
    const recent = (this.asked.get(userId) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length >= this.perMinute) {
      this.asked.set(userId, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.asked.set(userId, recent);
    // Forget users who went quiet so the map stays as small as the set of active users.
    if (this.asked.size > 10_000) {
      for (const [user, times] of this.asked) {
        if (times.every((time) => time <= now - this.windowMs)) this.asked.delete(user);
      }
    }
    return 0;
  }
}
