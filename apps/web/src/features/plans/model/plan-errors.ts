// Where a failed call's problem is shown: field problems next to their field, file problems (the spec §8
// 100xx codes) next to the file they concern, with the product code; anything else above the buttons.
import type { FileFieldName } from './file-checks';

/** Server field names of the file inputs -> the form's file fields. */
const FILE_FIELDS: Readonly<Record<string, FileFieldName>> = {
  bulk: 'bulk',
  bulk_file: 'bulk',
  reports: 'reports',
  report_files: 'reports',
  hourly: 'hourly',
  hourly_files: 'hourly',
};

/** The file field a server field name means, if it is one. */
export function fileFieldOf(name: string): FileFieldName | undefined {
  return Object.hasOwn(FILE_FIELDS, name) ? FILE_FIELDS[name] : undefined;
}

/** Product codes about the search-term reports and the hourly reports (spec §8); other 100xx are the bulk sheet's. */
const REPORT_CODES = new Set([10005, 10006]);
const HOURLY_CODES = new Set([10017, 10019]);

/** The file field a product code is about, given the files the seller chose (undefined: not a file code). */
export function fileFieldOfCode(
  code: number,
  chosen: Partial<Record<FileFieldName, readonly unknown[]>>,
): FileFieldName | undefined {
  if (code < 10000 || code >= 11000) return undefined;
  if (HOURLY_CODES.has(code)) return 'hourly';
  if (REPORT_CODES.has(code)) return 'reports';
  const given = (field: FileFieldName) => (chosen[field]?.length ?? 0) > 0;
  if (given('bulk')) return 'bulk';
  if (given('hourly')) return 'hourly';
  if (given('reports')) return 'reports';
  return 'bulk';
}

/** A split of field -> messages into parameter fields and file fields. */
export function splitFieldErrors(fields: Record<string, readonly string[]>): {
  params: Record<string, string[]>;
  files: Partial<Record<FileFieldName, string[]>>;
} {
  const params: Record<string, string[]> = {};
  const files: Partial<Record<FileFieldName, string[]>> = {};
  for (const [name, messages] of Object.entries(fields)) {
    if (messages.length === 0) continue;
    const file = fileFieldOf(name);
    if (file) (files[file] ??= []).push(...messages);
    else (params[name] ??= []).push(...messages);
  }
  return { params, files };
}

/** Where a check's problems go: red fields the seller sees, and lines for everything else. */
export interface PlacedProblems {
  /** Problems of parameter fields shown on the form. */
  params: Record<string, string[]>;
  /** Problems of the file inputs the tool shows. */
  files: Partial<Record<FileFieldName, string[]>>;
  /** Problems of fields the form does not show, as lines for the summary (the seller must still see them). */
  elsewhere: string[];
  /** How many red fields the seller will see: what "N things need changing" counts. */
  redFields: number;
}

/**
 * Splits a check's problems between the fields the seller can see (`shownParams`, `shownFiles`) and the
 * summary, so the summary's count never includes a problem no red field shows.
 */
export function placeProblems(
  fields: Record<string, readonly string[]>,
  shownParams: ReadonlySet<string>,
  shownFiles: readonly FileFieldName[],
): PlacedProblems {
  const { params, files } = splitFieldErrors(fields);
  const placed: PlacedProblems = { params: {}, files: {}, elsewhere: [], redFields: 0 };
  for (const [name, messages] of Object.entries(params)) {
    if (shownParams.has(name)) placed.params[name] = messages;
    else placed.elsewhere.push(...messages);
  }
  for (const [name, messages] of Object.entries(files) as Array<[FileFieldName, string[]]>) {
    if (shownFiles.includes(name)) placed.files[name] = messages;
    else placed.elsewhere.push(...messages);
  }
  placed.redFields = Object.keys(placed.params).length + Object.keys(placed.files).length;
  return placed;
}
