// The client-side checks of the file fields (spec §5, §9): how many files, their extension and size. They
// say at once what the server would refuse; the server checks again.
import {
  BULK_SHEET_EXTENSIONS,
  BULK_SHEET_MAX_BYTES,
  BULK_SHEET_MAX_FILES,
  CSV_REPORT_MAX_FILES,
  PLAN_FORM_FIELDS,
  PLAN_REPORT_FILE_EXTENSIONS,
  PLAN_REPORT_FILE_MAX_BYTES,
} from '@adplan/contracts';

/** The file fields of the tool forms. */
export type FileFieldName = 'bulk' | 'reports' | 'hourly';

export interface FileLimits {
  maxFiles: number;
  maxBytes: number;
  extensions: readonly string[];
  /** Name of the multipart field. */
  formField: string;
}

/** The limits of each file field. */
export const FILE_LIMITS: Readonly<Record<FileFieldName, FileLimits>> = {
  bulk: {
    maxFiles: BULK_SHEET_MAX_FILES,
    maxBytes: BULK_SHEET_MAX_BYTES,
    extensions: BULK_SHEET_EXTENSIONS,
    formField: PLAN_FORM_FIELDS.bulkFile,
  },
  reports: {
    maxFiles: CSV_REPORT_MAX_FILES,
    maxBytes: PLAN_REPORT_FILE_MAX_BYTES,
    extensions: PLAN_REPORT_FILE_EXTENSIONS,
    formField: PLAN_FORM_FIELDS.reportFiles,
  },
  hourly: {
    maxFiles: CSV_REPORT_MAX_FILES,
    maxBytes: PLAN_REPORT_FILE_MAX_BYTES,
    extensions: PLAN_REPORT_FILE_EXTENSIONS,
    formField: PLAN_FORM_FIELDS.hourlyFiles,
  },
};

/** A file problem: which check failed, with what it needs to be said. */
export type FileProblem =
  | { kind: 'count'; max: number }
  | { kind: 'format'; name: string; extensions: readonly string[] }
  | { kind: 'size'; name: string; maxBytes: number };

/** The lower-case extension of a file name, without the dot (`''` when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Every problem of a chosen set of files for a field (empty when they may be sent). */
export function checkFiles(
  files: ReadonlyArray<{ name: string; size: number }>,
  limits: FileLimits,
): FileProblem[] {
  const problems: FileProblem[] = [];
  if (files.length > limits.maxFiles) problems.push({ kind: 'count', max: limits.maxFiles });
  for (const file of files) {
    if (!limits.extensions.includes(extensionOf(file.name)))
      problems.push({ kind: 'format', name: file.name, extensions: limits.extensions });
    else if (file.size > limits.maxBytes)
      problems.push({ kind: 'size', name: file.name, maxBytes: limits.maxBytes });
  }
  return problems;
}

/** `10 MB`, `512 KB`: a size as sellers read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
