// The account overview use case: answer the seller's snapshot of a marketplace and source (the newest one
// when none is named) with the list of every snapshot there is. Scoped to the seller: another user's shop
// answers 404, as if it did not exist.
import type { AccountOverviewAnswer, AccountOverviewPayload } from '@adplan/contracts';
import type { AccountOverview } from '@adplan/engine';
import type { AppDatabase } from '../../db/database';
import { AppError, HttpStatus } from '../../lib/app-error';
import { toStoredTime, type Clock } from '../../lib/clock';
import type { ShopAccess } from '../../ports/shop-access';
import { presentOverview, presentSnapshot } from './overview-presenter';
import { OverviewRepository, type StoredOverview } from './overview-repository';

export interface OverviewServiceDeps {
  database: AppDatabase;
  clock: Clock;
  shops: Pick<ShopAccess, 'findShop'>;
  logError: (error: unknown, message: string) => void;
}

const SHOP_PREFIX = 'shop:';

/** Reads account overview snapshots. */
export class OverviewService {
  private readonly repository: OverviewRepository;

  constructor(private readonly deps: OverviewServiceDeps) {
    this.repository = new OverviewRepository(deps.database.db);
  }

  /** The snapshot asked for (or the newest), null when there is none, and every snapshot of the seller. */
  async show(userId: number, payload: AccountOverviewPayload): Promise<AccountOverviewAnswer> {
    const { marketplace, source } = payload;
    if (source?.startsWith(SHOP_PREFIX)) {
      const shop = await this.deps.shops.findShop(userId, source.slice(SHOP_PREFIX.length));
      if (!shop) throw new AppError(HttpStatus.notFound, 'server.notFound');
    }
    const now = toStoredTime(this.deps.clock.now());
    const list = await this.repository.list(userId, now);
    const chosen = list.find(
      (row) =>
        (marketplace === undefined || row.marketplace === marketplace) &&
        (source === undefined || row.source === source),
    );
    const row = chosen && (await this.repository.find(userId, chosen.marketplace, chosen.source, now));
    return { overview: row ? this.present(row) : null, snapshots: list.map(presentSnapshot) };
  }

  private present(row: StoredOverview) {
    try {
      return presentOverview(row, JSON.parse(row.overview_json) as AccountOverview);
    } catch (error) {
      // A row this server cannot read (written by a different version) is shown as no overview yet.
      this.deps.logError(error, 'account overview read failed');
      return null;
    }
  }
}

/** The snapshots' retention: deletes those past the plans' 30 days. */
export function overviewRetention(database: AppDatabase) {
  const repository = new OverviewRepository(database.db);
  return (now: number) => repository.deleteExpired(toStoredTime(now));
}
