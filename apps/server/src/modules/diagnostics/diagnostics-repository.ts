// Diagnoses on the database. Every read is scoped to the owner, so another user's diagnosis id finds nothing
// (the routes answer 404, never a leak); expired diagnoses are invisible before the retention job runs.
import type { Selectable } from 'kysely';
import type { DiagnosesTable } from '../../db/database-schema';
import type { DbExecutor } from '../../ports/usage-ledger';

/** A stored diagnosis row. */
export type StoredDiagnosis = Selectable<DiagnosesTable>;

/** Diagnosis storage. */
export class DiagnosticsRepository {
  constructor(private readonly db: DbExecutor) {}

  async insert(diagnosis: StoredDiagnosis): Promise<void> {
    await this.db.insertInto('diagnoses').values(diagnosis).execute();
  }

  /** The user's live diagnosis, or undefined. */
  async find(userId: number, diagnosisId: string, now: string): Promise<StoredDiagnosis | undefined> {
    return this.db
      .selectFrom('diagnoses')
      .selectAll()
      .where('id', '=', diagnosisId)
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** The user's live diagnoses of one shop, newest first, without their findings. */
  async listForShop(
    userId: number,
    shopId: string,
    now: string,
    limit: number,
  ): Promise<Array<Omit<StoredDiagnosis, 'findings_json' | 'campaigns_json'>>> {
    return this.db
      .selectFrom('diagnoses')
      .select([
        'id',
        'user_id',
        'shop_id',
        'shop_name',
        'marketplace',
        'currency',
        'window_start',
        'window_end',
        'campaign_count',
        'finding_count',
        'high_count',
        'file_name',
        'created_at',
        'expires_at',
      ])
      .where('user_id', '=', userId)
      .where('shop_id', '=', shopId)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Deletes diagnoses past their 30 days; answers how many. */
  async deleteExpired(now: string): Promise<number> {
    const result = await this.db.deleteFrom('diagnoses').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
