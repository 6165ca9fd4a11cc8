// The upload storage port (ADR 0024): a seller's uploaded files are stored once, under an id, and read
// back by whichever process runs the work (a web process stores, a worker reads). The database is the
// default store; the port is the seam for object storage when uploads outgrow it.
import type { InputFile } from '@adplan/engine';

/** The files of one upload form, by field. */
export interface UploadFiles {
  bulk?: InputFile;
  reports: InputFile[];
  hourly: InputFile[];
}

/** How long a stored upload stays readable: long enough to check, think it over and generate. */
export const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

/** Where uploaded files are kept between the request that received them and the job that reads them. */
export interface UploadStorage {
  /** Stores the files of `userId` once; answers the upload's id. */
  save(userId: number, files: UploadFiles, nowMs: number): Promise<string>;
  /** The files of the user's upload `uploadId`; undefined for anyone else's, an expired or unknown one. */
  load(userId: number, uploadId: string, nowMs: number): Promise<UploadFiles | undefined>;
  /** Deletes uploads past their keep time; answers how many. */
  deleteExpired(nowMs: number): Promise<number>;
}
