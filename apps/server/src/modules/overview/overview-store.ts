// The AccountOverviews port over the database (ports/account-overviews.ts): modules that read a seller's
// data record the summary here. A failed write is logged and swallowed: the plan or diagnosis it follows
// has been stored already and must not fail for want of its overview.
import { OVERVIEW_RETENTION_DAYS } from '@adplan/contracts';
import type { AppDatabase } from '../../db/database';
import { DAY_MS, toStoredTime, type Clock } from '../../lib/clock';
import type { AccountOverview } from '@adplan/engine';
import type { AccountOverviews, OverviewSnapshot } from '../../ports/account-overviews';
import { OverviewRepository } from './overview-repository';

/** Records snapshots in `account_overviews`. */
export class SqlAccountOverviews implements AccountOverviews {
  constructor(
    private readonly database: AppDatabase,
    private readonly clock: Clock,
    private readonly logError: (error: unknown, message: string) => void = () => undefined,
  ) {}

  async record(snapshot: OverviewSnapshot): Promise<void> {
    const now = this.clock.now();
    try {
      await new OverviewRepository(this.database.db).upsert({
        user_id: snapshot.userId,
        marketplace: snapshot.overview.marketplace,
        source: snapshot.source,
        shop_name: snapshot.shopName ?? null,
        overview_json: JSON.stringify(snapshot.overview),
        created_at: toStoredTime(now),
        expires_at: toStoredTime(now + OVERVIEW_RETENTION_DAYS * DAY_MS),
      });
    } catch (error) {
      this.logError(error, 'account overview store failed');
    }
  }

  async latest(userId: number, marketplace: string, source: string) {
    const now = toStoredTime(this.clock.now());
    const row = await new OverviewRepository(this.database.db).find(userId, marketplace, source, now);
    if (!row) return undefined;
    try {
      return { overview: JSON.parse(row.overview_json) as AccountOverview, recordedAt: row.created_at };
    } catch (error) {
      // A row this server cannot read (written by a different version) counts as none.
      this.logError(error, 'account overview read failed');
      return undefined;
    }
  }
}
