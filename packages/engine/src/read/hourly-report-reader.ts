// Reads Sponsored Products hourly campaign reports (up to 10 CSV files, also accepted as xlsx):
// UTF-8, GB18030 or Shift-JIS text, English/Chinese/Japanese headers, dates and hours in the many
// shapes consoles and spreadsheet programs write. Anything unusable ends in 10019 saying where.
import { EngineError, isEngineError, type FileLocation } from '../errors/engine-error';
import type { HourlyCampaignRow } from '../model/reports';
import type { ReadColumn } from './header-aliases';
import { MAX_HOURLY_FILES } from './read-limits';
import { READ_CODE, readError } from './read-errors';
import { detectDayOrder, parseHour, parseReportDate, type DayOrder } from './report-dates';
import { ReportRowCells } from './report-row-cells';
import { mapReportHeader, walkReportTable, type TableErrors } from './report-table';

const invalidHourly: TableErrors['invalid'] = (zh, en, location) =>
  readError(READ_CODE.invalidHourlyReport, `小时报告无效：${zh}`, `invalid hourly report: ${en}`, location);

const HOURLY_ERRORS: TableErrors = { invalid: invalidHourly };

function isHourlyHeader(index: Map<ReadColumn, number>): boolean {
  return index.has('date') && index.has('campaignName') && (index.has('spend') || index.has('clicks'));
}

interface RawRow {
  cells: string[];
  number: number;
}

function collect(file: { name: string; bytes: Uint8Array }): {
  header: string[];
  index: Map<ReadColumn, number>;
  rows: RawRow[];
} {
  let header: string[] | undefined;
  let index = new Map<ReadColumn, number>();
  const rows: RawRow[] = [];
  let searched = 0;
  const isHeader = (cells: string[]) => isHourlyHeader(mapReportHeader(cells));
  walkReportTable(file.bytes, file.name, HOURLY_ERRORS, isHeader, (cells, number) => {
    if (header) {
      rows.push({ cells, number });
      return true;
    }
    const candidate = mapReportHeader(cells);
    if (isHourlyHeader(candidate)) {
      header = cells;
      index = candidate;
      return true;
    }
    return ++searched < 20;
  });
  if (!header) {
    throw invalidHourly(
      '找不到表头（需要日期、开始时间、广告活动名称和花费列）',
      'no header row found (it needs the date, start time, campaign name and spend columns)',
      { sheet: file.name },
    );
  }
  return { header, index, rows };
}

function hourOf(cells: ReportRowCells, fromDate: number | undefined, location: FileLocation): number {
  const text = cells.text('hour');
  const hour = text ? parseHour(text) : fromDate;
  if (hour === undefined) {
    throw invalidHourly(
      text ? `无法识别的小时「${text}」` : '缺少开始时间列',
      text ? `unknown hour “${text}”` : 'the start time column is missing',
      location,
    );
  }
  return hour;
}

function toRow(cells: ReportRowCells, order: DayOrder, fileName: string): HourlyCampaignRow | undefined {
  const campaignName = cells.text('campaignName');
  if (campaignName === '') return undefined;
  const dateText = cells.text('date');
  const parsed = parseReportDate(dateText, order);
  if (!parsed)
    throw invalidHourly(
      `无法识别的日期「${dateText}」`,
      `unknown date “${dateText}”`,
      cells.location('date'),
    );
  const hour = hourOf(cells, parsed.hour, cells.location('hour'));
  return {
    campaignName,
    date: parsed.date,
    hour,
    metrics: cells.metrics(),
    source: { sheet: fileName, row: cells.rowNumber },
  };
}

/** The rows of one hourly report file (10019 when it is not one). */
export function hourlyRowsOfFile(file: { name: string; bytes: Uint8Array }): HourlyCampaignRow[] {
  const { header, index, rows } = collect(file);
  const notANumber = (location: FileLocation, value: string) =>
    invalidHourly(`「${value}」不是数字`, `“${value}” is not a number`, location);
  const cells = new ReportRowCells(index, header, file.name, notANumber);
  const dateAt = index.get('date') ?? 0;
  const order = detectDayOrder(rows.map((row) => row.cells[dateAt] ?? ''));
  const result: HourlyCampaignRow[] = [];
  for (const row of rows) {
    cells.cells = row.cells;
    cells.rowNumber = row.number;
    const hourly = toRow(cells, order, file.name);
    if (hourly) result.push(hourly);
  }
  return result;
}

/** Runs a step so that every failure on a file, unreadable or corrupt, is the hourly report's 10019. */
function asHourlyError<T>(step: () => T, fileName: string): T {
  try {
    return step();
  } catch (error) {
    if (isEngineError(error) && error.code === READ_CODE.invalidHourlyReport) throw error;
    if (isEngineError(error))
      throw new EngineError(
        READ_CODE.invalidHourlyReport,
        error.localized,
        error.location ?? { sheet: fileName },
      );
    throw invalidHourly('文件内容已损坏', 'its content is corrupt', { sheet: fileName });
  }
}

/**
 * Reads up to MAX_HOURLY_FILES hourly campaign reports into one list of campaign-hours (a campaign,
 * date and hour repeated by overlapping downloads is kept once). Throws 10019 for too many or no
 * files and for any file that is not a readable hourly report; an empty campaign is the caller's 10017.
 */
export async function readHourlyReports(
  files: ReadonlyArray<{ name: string; bytes: Uint8Array }>,
): Promise<HourlyCampaignRow[]> {
  if (files.length === 0) throw invalidHourly('没有上传小时报告', 'no hourly report was uploaded');
  if (files.length > MAX_HOURLY_FILES) {
    throw invalidHourly(
      `最多上传 ${MAX_HOURLY_FILES} 个文件，本次上传了 ${files.length} 个`,
      `upload at most ${MAX_HOURLY_FILES} files (${files.length} were given)`,
    );
  }
  const seen = new Set<string>();
  const rows: HourlyCampaignRow[] = [];
  for (const file of files) {
    const fresh = new Set<string>();
    const fileRows = asHourlyError(() => hourlyRowsOfFile(file), file.name);
    // A file with no campaign-hour at all is not an (empty) hourly report: say so rather than plan nothing.
    if (fileRows.length === 0)
      throw invalidHourly('文件中没有任何小时数据行', 'the file holds no hourly rows', { sheet: file.name });
    for (const row of fileRows) {
      const key = `${row.campaignName}\u0000${row.date}\u0000${row.hour}`;
      if (seen.has(key)) continue;
      fresh.add(key);
      rows.push(row);
    }
    for (const key of fresh) seen.add(key);
  }
  return rows;
}
