// The default upload storage (ADR 0024): the files in `upload_files` of the app database, so every web
// and worker process on one PostgreSQL (or the one embedded process on SQLite) reads the same upload.
import type { InputFile } from '@adplan/engine';
import type { AppDatabase } from '../../../db/database';
import { toStoredTime } from '../../../lib/clock';
import { randomToken } from '../../../lib/secure-random';
import { UPLOAD_KEEP_MS, type UploadFiles, type UploadStorage } from '../../../ports/upload-storage';

type Field = 'bulk_file' | 'report_files' | 'hourly_files';

/** Uploads in the app database. */
export class DatabaseUploadStorage implements UploadStorage {
  constructor(private readonly database: Pick<AppDatabase, 'db'>) {}

  async save(userId: number, files: UploadFiles, nowMs: number): Promise<string> {
    const id = randomToken(16);
    const rows = [
      ...(files.bulk ? [{ field: 'bulk_file' as const, position: 0, file: files.bulk }] : []),
      ...files.reports.map((file, position) => ({ field: 'report_files' as const, position, file })),
      ...files.hourly.map((file, position) => ({ field: 'hourly_files' as const, position, file })),
    ];
    await this.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('uploads')
        .values({
          id,
          user_id: userId,
          created_at: toStoredTime(nowMs),
          expires_at: toStoredTime(nowMs + UPLOAD_KEEP_MS),
        })
        .execute();
      // One row at a time: a 10 MB sheet and ten reports would make one statement of 100+ MB.
      for (const row of rows) {
        await trx
          .insertInto('upload_files')
          .values({
            upload_id: id,
            field: row.field,
            position: row.position,
            name: row.file.name,
            size_bytes: row.file.bytes.length,
            content: row.file.bytes,
          })
          .execute();
      }
    });
    return id;
  }

  async load(userId: number, uploadId: string, nowMs: number): Promise<UploadFiles | undefined> {
    const upload = await this.database.db
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', uploadId)
      .where('user_id', '=', userId)
      .where('expires_at', '>', toStoredTime(nowMs))
      .executeTakeFirst();
    if (!upload) return undefined;
    const rows = await this.database.db
      .selectFrom('upload_files')
      .select(['field', 'position', 'name', 'content'])
      .where('upload_id', '=', uploadId)
      .orderBy('field')
      .orderBy('position')
      .execute();
    const of = (field: Field): InputFile[] =>
      rows
        .filter((row) => row.field === field)
        .map((row) => ({
          name: row.name,
          bytes: new Uint8Array(row.content.buffer, row.content.byteOffset, row.content.byteLength),
        }));
    const bulk = of('bulk_file')[0];
    return { ...(bulk ? { bulk } : {}), reports: of('report_files'), hourly: of('hourly_files') };
  }

  async deleteExpired(nowMs: number): Promise<number> {
    const result = await this.database.db
      .deleteFrom('uploads')
      .where('expires_at', '<=', toStoredTime(nowMs))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
