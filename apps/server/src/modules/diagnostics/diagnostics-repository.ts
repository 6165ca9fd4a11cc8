// Diagnoses on the database. Every read is scoped to the owner, so another user's diagnosis id finds nothing
// (the routes answer 404, never a leak); expired diagnoses are invisible before the retention job runs.
// A diagnosis is inserted `running` and its job moves it, once, to `done` or `failed` (ADR 0015): every
// move is conditional on `running`, so a job run twice or a stranded-row sweep never overwrites an answer.
import type { Selectable } from 'kysely';
import type { DiagnosesTable } from '../../db/database-schema';
import type { DbExecutor } from '../../ports/usage-ledger';

/** A stored diagnosis row. */
export type StoredDiagnosis = Selectable<DiagnosesTable>;

/** A stored diagnosis without its findings and campaigns (a list line). */
export type DiagnosisListRow = Omit<StoredDiagnosis, 'findings_json' | 'campaigns_json'>;

/** What a finished job writes into its diagnosis. */
export interface DiagnosisOutcome {
  window_start: string;
  window_end: string;
  campaign_count: number;
  finding_count: number;
  high_count: number;
  findings_json: string;
  campaigns_json: string;
}

const LIST_COLUMNS = [
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
  'state',
  'error_code',
  'error_reason',
  'finished_at',
] as const;

/** Diagnosis storage. */
export class DiagnosticsRepository {
  constructor(private readonly db: DbExecutor) {}

  /** Inserts a running diagnosis; false when the seller already has one running for the shop. */
  async insertRunning(diagnosis: StoredDiagnosis): Promise<boolean> {
    const result = await this.db
      .insertInto('diagnoses')
      .values(diagnosis)
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** The user's running diagnosis of a shop, or undefined. */
  async findRunning(userId: number, shopId: string): Promise<StoredDiagnosis | undefined> {
    return this.db
      .selectFrom('diagnoses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('shop_id', '=', shopId)
      .where('state', '=', 'running')
      .executeTakeFirst();
  }

  /** A diagnosis by id whoever owns it (the job's read), or undefined. */
  async findById(diagnosisId: string): Promise<StoredDiagnosis | undefined> {
    return this.db.selectFrom('diagnoses').selectAll().where('id', '=', diagnosisId).executeTakeFirst();
  }

  /** Stores the findings of a running diagnosis; false when it was no longer running. */
  async complete(diagnosisId: string, outcome: DiagnosisOutcome, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('diagnoses')
      .set({ ...outcome, state: 'done', finished_at: now })
      .where('id', '=', diagnosisId)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Stores why a running diagnosis failed; false when it was no longer running. */
  async fail(diagnosisId: string, code: number, reason: string | null, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('diagnoses')
      .set({ state: 'failed', error_code: code, error_reason: reason, finished_at: now })
      .where('id', '=', diagnosisId)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Marks failed (50020, stranded) every diagnosis still running that started before `before`; answers how many. */
  async failStranded(before: string, now: string): Promise<number> {
    const result = await this.db
      .updateTable('diagnoses')
      .set({ state: 'failed', error_code: 50020, error_reason: 'stranded', finished_at: now })
      .where('state', '=', 'running')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
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
  async listForShop(userId: number, shopId: string, now: string, limit: number): Promise<DiagnosisListRow[]> {
    return this.db
      .selectFrom('diagnoses')
      .select([...LIST_COLUMNS])
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
