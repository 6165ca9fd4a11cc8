// Reads the multipart form of an upload call with spec §5's limits: one xls/xlsx bulk sheet of at most
// 10 MB, at most 10 report and 10 hourly files, types decided by content (not only the extension), and
// the `params` JSON. Every problem of the form is reported at once as field errors.
import {
  BULK_SHEET_EXTENSIONS,
  BULK_SHEET_MAX_BYTES,
  BULK_SHEET_MAX_FILES,
  CSV_REPORT_MAX_FILES,
  HTTP_STATUS,
  PLAN_FORM_FIELDS,
  PLAN_REPORT_FILE_EXTENSIONS,
  PLAN_REPORT_FILE_MAX_BYTES,
  type ProductCode,
} from '@adplan/contracts';
import { sniffFileKind, type InputFile } from '@adplan/engine';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/app-error';
import { readFileWithin } from '../../lib/bounded-upload';

/** The parts of an upload form. */
export interface UploadForm {
  params: Record<string, unknown>;
  /** Raw text fields other than `params` (`flow`, `request_id`, `upload_id`). */
  fields: Record<string, string>;
  bulk?: InputFile;
  reports: InputFile[];
  hourly: InputFile[];
}

/** Limits handed to @fastify/multipart: generous enough that our own checks name the problem. */
export const MULTIPART_LIMITS = {
  fileSize: Math.max(BULK_SHEET_MAX_BYTES, PLAN_REPORT_FILE_MAX_BYTES),
  files: BULK_SHEET_MAX_FILES + 2 * CSV_REPORT_MAX_FILES + 1,
  fields: 8,
  fieldSize: 256 * 1024,
  parts: BULK_SHEET_MAX_FILES + 2 * CSV_REPORT_MAX_FILES + 9,
};

const TEXT_FIELDS: readonly string[] = [
  PLAN_FORM_FIELDS.params,
  PLAN_FORM_FIELDS.flow,
  PLAN_FORM_FIELDS.requestId,
  PLAN_FORM_FIELDS.uploadId,
];

type FileField = 'bulk_file' | 'report_files' | 'hourly_files';

const extensionOf = (name: string): string => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Problems that mean "this file is not what the field takes": spec §8's 10001 (bad file content). */
const WRONG_FILE_KEYS: readonly string[] = [
  'validation.upload.bulkSheetFormat',
  'validation.upload.reportFormat',
  'validation.upload.contentMismatch',
];
const FILE_FIELDS: readonly string[] = ['bulk_file', 'report_files', 'hourly_files'];
const WRONG_FILE_CODE: ProductCode = 10001;

/** 10001 when every problem is a file of the wrong kind (the seller sees a product code, not 400). */
function codeOf(problems: FormProblems): number {
  const onlyWrongFiles = Object.entries(problems.fields).every(
    ([field, keys]) => FILE_FIELDS.includes(field) && keys.every((key) => WRONG_FILE_KEYS.includes(key)),
  );
  return onlyWrongFiles ? WRONG_FILE_CODE : HTTP_STATUS.badRequest;
}

class FormProblems {
  readonly fields: Record<string, string[]> = {};
  add(field: string, key: string): void {
    const list = (this.fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}

/** Whether the bytes are what the extension says: bulk sheets xlsx/xls, reports CSV text or xlsx. */
function contentMatches(extension: string, bytes: Uint8Array): boolean {
  const kind = sniffFileKind(bytes);
  // An encrypted workbook is a workbook: the engine's reader explains that it must be saved without a password.
  if (kind === 'encrypted') return extension === 'xlsx' || extension === 'xls';
  if (extension === 'xls') return kind === 'xls' || kind === 'xlsx';
  return kind === extension;
}

function isLimitError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** The field of a FST_REQ_FILE_TOO_LARGE error that busboy raised for a part, if it names one. */
const fieldOfLimitError = (error: unknown): string | undefined =>
  (error as { part?: { fieldname?: unknown } }).part?.fieldname as string | undefined;

const tooLargeKey = (field: string): string =>
  field === 'bulk_file' ? 'validation.upload.bulkSheetTooLarge' : 'validation.upload.reportTooLarge';

/** Reads the form; throws ValidationError naming every bad field or file. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const problems = new FormProblems();
  if (!request.isMultipart()) {
    throw new ValidationError({ [PLAN_FORM_FIELDS.params]: ['validation.params.invalid'] });
  }
  const fields: Record<string, string> = {};
  const files: Record<FileField, InputFile[]> = { bulk_file: [], report_files: [], hourly_files: [] };
  const counts: Record<FileField, number> = { bulk_file: 0, report_files: 0, hourly_files: 0 };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (TEXT_FIELDS.includes(part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        else problems.add(part.fieldname, 'validation.upload.unknownField');
        continue;
      }
      const field = part.fieldname as FileField;
      if (!(field in files)) {
        part.file.resume();
        problems.add(part.fieldname, 'validation.upload.unknownField');
        continue;
      }
      counts[field] += 1;
      const isBulk = field === 'bulk_file';
      const maxFiles = isBulk ? BULK_SHEET_MAX_FILES : CSV_REPORT_MAX_FILES;
      const extensions = isBulk ? BULK_SHEET_EXTENSIONS : PLAN_REPORT_FILE_EXTENSIONS;
      const extension = extensionOf(part.filename);
      if (counts[field] > maxFiles) {
        part.file.resume();
        problems.add(
          field,
          isBulk ? 'validation.upload.bulkSheetOneFile' : 'validation.upload.tooManyReportFiles',
        );
        continue;
      }
      if (!extensions.includes(extension)) {
        part.file.resume();
        problems.add(field, isBulk ? 'validation.upload.bulkSheetFormat' : 'validation.upload.reportFormat');
        continue;
      }
      const bytes = await readFileWithin(
        part.file,
        isBulk ? BULK_SHEET_MAX_BYTES : PLAN_REPORT_FILE_MAX_BYTES,
      );
      if (!bytes) {
        problems.add(field, tooLargeKey(field));
        continue;
      }
      if (bytes.length === 0 || !contentMatches(extension, bytes)) {
        problems.add(field, 'validation.upload.contentMismatch');
        continue;
      }
      files[field].push({
        name: part.filename,
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
      });
    }
  } catch (error) {
    if (isLimitError(error, 'FST_REQ_FILE_TOO_LARGE')) {
      // Busboy reports a file it cut off once more when the form ends; the file's field already says so.
      const field = fieldOfLimitError(error) ?? PLAN_FORM_FIELDS.reportFiles;
      problems.add(field, tooLargeKey(field));
    } else if (isLimitError(error, 'FST_FILES_LIMIT') || isLimitError(error, 'FST_PARTS_LIMIT')) {
      problems.add(PLAN_FORM_FIELDS.reportFiles, 'validation.upload.tooManyReportFiles');
    } else if (isLimitError(error, 'FST_FIELDS_LIMIT')) {
      problems.add(PLAN_FORM_FIELDS.params, 'validation.upload.unknownField');
    } else {
      throw error;
    }
  }
  const params = parseParams(fields[PLAN_FORM_FIELDS.params], problems);
  if (!problems.empty) throw new ValidationError(problems.fields, codeOf(problems));
  return {
    params,
    fields,
    ...(files.bulk_file[0] ? { bulk: files.bulk_file[0] } : {}),
    reports: files.report_files,
    hourly: files.hourly_files,
  };
}

function parseParams(text: string | undefined, problems: FormProblems): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // Reported below as the same field problem as a non-object.
  }
  problems.add(PLAN_FORM_FIELDS.params, 'validation.params.invalid');
  return {};
}
