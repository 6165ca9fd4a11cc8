// Server-side sessions: the browser holds a random token, the database holds only its SHA-256, so a
// leaked database cannot be replayed as cookies. Expiry slides forward while the user is active, but never
// past the absolute lifetime counted from sign-in, so a stolen cookie kept busy still dies.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { DAY_MS, MINUTE_MS, fromStoredTime, toStoredTime, type Clock } from '../lib/clock';
import { randomToken, sha256Hex } from '../lib/secure-random';

/** How long sessions live: after their last use (idle) and after sign-in at the most (absolute). */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** 14 days after the last use, 30 days after sign-in at the most (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMs: 14 * DAY_MS, absoluteMs: 30 * DAY_MS };
/**
 * Ended sessions (expired or revoked) are kept this long before the retention job deletes them, so a user's
 * recent sign-ins (when, IP, browser) can still be reviewed with support for a week after they ended.
 */
export const ENDED_SESSION_RETENTION_MS = 7 * DAY_MS;
/** Sliding expiry is written at most this often, so ordinary requests do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/** A valid, unrevoked, unexpired session. */
export interface ActiveSession {
  id: number;
  userId: number;
  csrfToken: string;
  expiresAt: number;
  lastSeenAt: number;
  createdAt: number;
}

/** What the browser receives at sign-in: the session token (cookie) and the CSRF token. */
export interface IssuedSession {
  token: string;
  csrfToken: string;
  session: ActiveSession;
}

/** Who opened the session, kept for the user's own security review and for support. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Creates, finds, refreshes and revokes sessions. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
  ) {}

  /** When a session signed in at `createdAt` and used at `now` expires: idle window, capped by the absolute one. */
  private expiryOf(createdAt: number, now: number): number {
    return Math.min(now + this.lifetime.idleMs, createdAt + this.lifetime.absoluteMs);
  }

  async create(userId: number, client: ClientInfo): Promise<IssuedSession> {
    const now = this.clock.now();
    // Each sign-in sweeps the user's expired rows, so the table stays the size of the live sessions.
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', toStoredTime(now))
      .execute();
    const token = randomToken(32);
    const csrfToken = randomToken(32);
    const row = await this.db
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(token),
        csrf_token: csrfToken,
        user_id: userId,
        created_at: toStoredTime(now),
        expires_at: toStoredTime(this.expiryOf(now, now)),
        last_seen_at: toStoredTime(now),
        user_agent: client.userAgent?.slice(0, 500) ?? null,
        ip: client.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session: ActiveSession = {
      id: row.id,
      userId,
      csrfToken,
      expiresAt: this.expiryOf(now, now),
      lastSeenAt: now,
      createdAt: now,
    };
    return { token, csrfToken, session };
  }

  async findActive(token: string): Promise<ActiveSession | null> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'csrf_token', 'expires_at', 'last_seen_at', 'created_at'])
      .where('token_hash', '=', sha256Hex(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', toStoredTime(now))
      // Also holds for sessions opened under a longer SESSION_MAX_DAYS than the one configured now.
      .where('created_at', '>', toStoredTime(now - this.lifetime.absoluteMs))
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      userId: row.user_id,
      csrfToken: row.csrf_token,
      expiresAt: fromStoredTime(row.expires_at),
      lastSeenAt: fromStoredTime(row.last_seen_at),
      createdAt: fromStoredTime(row.created_at),
    };
  }

  /** Pushes expiry forward when the last refresh is old enough; returns the refreshed session or null. */
  async touch(session: ActiveSession): Promise<ActiveSession | null> {
    const now = this.clock.now();
    if (now - session.lastSeenAt < TOUCH_INTERVAL_MS) return null;
    const expiresAt = this.expiryOf(session.createdAt, now);
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: toStoredTime(now), expires_at: toStoredTime(expiresAt) })
      .where('id', '=', session.id)
      .execute();
    return { ...session, lastSeenAt: now, expiresAt };
  }

  /** Whether the user has a session (live or recently ended) opened from `ip`: a network they use. */
  async hasSignedInFrom(userId: number, ip: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('ip', '=', ip)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: toStoredTime(this.clock.now()) })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every live session of a user, except `keepSessionId` when given. */
  async revokeAllForUser(userId: number, keepSessionId?: number): Promise<number> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: toStoredTime(this.clock.now()) })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Deletes sessions that expired or were revoked more than `ENDED_SESSION_RETENTION_MS` ago; returns how
   * many. Neither kind can become live again, so the conditional DELETE is idempotent and any number of
   * replicas may run it at once without a lock.
   */
  async deleteEnded(): Promise<number> {
    const cutoff = toStoredTime(this.clock.now() - ENDED_SESSION_RETENTION_MS);
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
