// Plans, their files and the generation progress on the database. Every read is scoped to the owner, so
// another user's plan id finds nothing (and answers 404, never a leak).
import type { DbExecutor } from '../../ports/usage-ledger';

/** A stored plan without its files' bytes. */
export interface StoredPlan {
  id: string;
  userId: number;
  flow: string;
  marketplace: string;
  planName: string;
  language: string;
  resultJson: string;
  createdAt: string;
  expiresAt: string;
  /** The generated rows and account entities (JSON) edits start from; absent for plans stored before 0016. */
  sourceJson?: string | null;
  /** The seller's edits in force (JSON), or null. */
  editsJson?: string | null;
  /** The plan's forecast as generated (contracts' PlanForecastView, JSON), or null (migration 0015). */
  forecastJson?: string | null;
}

/** A stored file of a plan; `content` only where asked for. */
export interface StoredPlanFile {
  planId: string;
  fileName: string;
  position: number;
  role: string;
  periodJson: string | null;
  sizeBytes: number;
}

/** Plan storage. */
export class PlansRepository {
  /** Stores a plan and its files inside the caller's transaction. */
  async insert(
    trx: DbExecutor,
    plan: StoredPlan,
    files: Array<StoredPlanFile & { content: Uint8Array }>,
  ): Promise<void> {
    await trx
      .insertInto('plans')
      .values({
        id: plan.id,
        user_id: plan.userId,
        flow: plan.flow,
        marketplace: plan.marketplace,
        plan_name: plan.planName,
        language: plan.language,
        result_json: plan.resultJson,
        created_at: plan.createdAt,
        expires_at: plan.expiresAt,
        source_json: plan.sourceJson ?? null,
        edits_json: plan.editsJson ?? null,
        forecast_json: plan.forecastJson ?? null,
      })
      .execute();
    await this.insertFiles(trx, plan.id, files);
  }

  private async insertFiles(
    trx: DbExecutor,
    planId: string,
    files: Array<StoredPlanFile & { content: Uint8Array }>,
  ): Promise<void> {
    for (const file of files) {
      await trx
        .insertInto('plan_files')
        .values({
          plan_id: planId,
          file_name: file.fileName,
          position: file.position,
          role: file.role,
          period_json: file.periodJson,
          size_bytes: file.sizeBytes,
          content: file.content,
        })
        .execute();
    }
  }

  /**
   * Replaces an edited plan's result, edits and files inside the caller's transaction (the download links
   * keep their names, so history and the result page serve the edited workbooks).
   */
  async replaceEdited(
    trx: DbExecutor,
    planId: string,
    edited: { resultJson: string; editsJson: string | null; forecastJson: string | null },
    files: Array<StoredPlanFile & { content: Uint8Array }>,
  ): Promise<void> {
    await trx
      .updateTable('plans')
      .set({
        result_json: edited.resultJson,
        edits_json: edited.editsJson,
        forecast_json: edited.forecastJson,
      })
      .where('id', '=', planId)
      .execute();
    await trx.deleteFrom('plan_files').where('plan_id', '=', planId).execute();
    await this.insertFiles(trx, planId, files);
  }

  /** The user's plan `id` if it is still kept at `now` (ISO text). */
  async find(db: DbExecutor, userId: number, id: string, now: string): Promise<StoredPlan | undefined> {
    const row = await db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && toPlan(row);
  }

  /** The user's kept plans, newest first, one page, with the total. */
  async page(
    db: DbExecutor,
    userId: number,
    now: string,
    page: number,
    pageSize: number,
  ): Promise<{ plans: StoredPlan[]; total: number }> {
    const kept = db.selectFrom('plans').where('user_id', '=', userId).where('expires_at', '>', now);
    const count = await kept.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
    // The source rows stay in the database: a page of records never needs them.
    const rows = await kept
      .select([
        'id',
        'user_id',
        'flow',
        'marketplace',
        'plan_name',
        'language',
        'result_json',
        'created_at',
        'expires_at',
        'edits_json',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { plans: rows.map(toPlan), total: Number(count?.total ?? 0) };
  }

  /** The files of some plans (no bytes), in answer order. */
  async files(db: DbExecutor, planIds: string[]): Promise<StoredPlanFile[]> {
    if (planIds.length === 0) return [];
    const rows = await db
      .selectFrom('plan_files')
      .select(['plan_id', 'file_name', 'position', 'role', 'period_json', 'size_bytes'])
      .where('plan_id', 'in', planIds)
      .orderBy('plan_id')
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      planId: row.plan_id,
      fileName: row.file_name,
      position: row.position,
      role: row.role,
      periodJson: row.period_json,
      sizeBytes: Number(row.size_bytes),
    }));
  }

  /** The bytes of one file of the user's kept plan, or undefined. */
  async fileContent(
    db: DbExecutor,
    userId: number,
    planId: string,
    fileName: string,
    now: string,
  ): Promise<Uint8Array | undefined> {
    const row = await db
      .selectFrom('plan_files')
      .innerJoin('plans', 'plans.id', 'plan_files.plan_id')
      .select('plan_files.content')
      .where('plan_files.plan_id', '=', planId)
      .where('plan_files.file_name', '=', fileName)
      .where('plans.user_id', '=', userId)
      .where('plans.expires_at', '>', now)
      .executeTakeFirst();
    return row?.content;
  }

  /** Deletes plans (and their files) that expired at or before `now`; answers how many plans went. */
  async deleteExpired(db: DbExecutor, now: string): Promise<number> {
    const expired = db.selectFrom('plans').select('id').where('expires_at', '<=', now);
    await db.deleteFrom('plan_files').where('plan_id', 'in', expired).execute();
    const result = await db.deleteFrom('plans').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Records the stage of the user's request (insert or update). */
  async setProgress(
    db: DbExecutor,
    userId: number,
    requestId: string,
    stage: string,
    now: string,
  ): Promise<void> {
    await db
      .insertInto('plan_progress')
      .values({ user_id: userId, request_id: requestId, stage, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'request_id']).doUpdateSet({ stage, updated_at: now }),
      )
      .execute();
  }

  /** The stage of the user's request, if the server has seen it. */
  async progress(
    db: DbExecutor,
    userId: number,
    requestId: string,
  ): Promise<{ stage: string; updatedAt: string } | undefined> {
    const row = await db
      .selectFrom('plan_progress')
      .select(['stage', 'updated_at'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row && { stage: row.stage, updatedAt: row.updated_at };
  }

  /** Deletes progress rows last updated before `before`. */
  async deleteProgressBefore(db: DbExecutor, before: string): Promise<number> {
    const result = await db.deleteFrom('plan_progress').where('updated_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toPlan(row: {
  id: string;
  user_id: number;
  flow: string;
  marketplace: string;
  plan_name: string;
  language: string;
  result_json: string;
  created_at: string;
  expires_at: string;
  source_json?: string | null;
  edits_json: string | null;
  forecast_json?: string | null;
}): StoredPlan {
  return {
    id: row.id,
    userId: row.user_id,
    flow: row.flow,
    marketplace: row.marketplace,
    planName: row.plan_name,
    language: row.language,
    resultJson: row.result_json,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    sourceJson: row.source_json ?? null,
    editsJson: row.edits_json,
    forecastJson: row.forecast_json ?? null,
  };
}
