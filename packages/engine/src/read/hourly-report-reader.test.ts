import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import {
  buildCsv,
  buildHourlyReport,
  type HourlyRowSpec,
  type ReportDateStyle,
  type ReportHourStyle,
} from '../testing';
import { MAX_HOURLY_FILES, readConsoleReport, readHourlyReports } from './read-api';
import { parseHour, parseReportDate } from './report-dates';

const rows: HourlyRowSpec[] = [
  {
    campaignName: 'Dog bed - manual',
    date: '2025-09-17',
    hour: 0,
    metrics: { impressions: 100, clicks: 3, spend: 2.5, orders: 1, sales: 30 },
  },
  {
    campaignName: 'Dog bed - manual',
    date: '2025-09-17',
    hour: 13,
    metrics: { impressions: 2000, clicks: 40, spend: 1234.56, orders: 4, sales: 160, units: 4 },
  },
  { campaignName: '犬のベッド', date: '2025-09-18', hour: 23, metrics: { clicks: 1, spend: 0.7 } },
];

const file = async (name: string, options: Parameters<typeof buildHourlyReport>[0]) => ({
  name,
  bytes: await buildHourlyReport(options),
});

describe('readHourlyReports', () => {
  it.each([
    ['en', 'utf8', 'text', '24h'],
    ['en', 'utf8bom', 'us', '12h'],
    ['en', 'utf8', 'iso', 'bare'],
    ['en', 'utf8', 'eu', 'seconds'],
    ['en', 'utf8', 'slashIso', 'range'],
    ['zh', 'gb18030', 'chinese', '24h'],
    ['zh', 'utf8', 'iso', '24h'],
    ['ja', 'shift_jis', 'slashIso', '24h'],
  ] as const)(
    'reads %s headers, %s text, %s dates and %s hours',
    async (language, encoding, dateStyle, hourStyle) => {
      const safeRows =
        encoding === 'gb18030'
          ? rows.map((r) => ({ ...r, campaignName: r.campaignName.replace('犬のベッド', '狗床') }))
          : rows;
      const result = await readHourlyReports([
        await file('hourly.csv', {
          language,
          encoding,
          dateStyle: dateStyle as ReportDateStyle,
          hourStyle: hourStyle as ReportHourStyle,
          currencySymbol: '$',
          rows: safeRows,
        }),
      ]);
      expect(result.map((r) => [r.campaignName, r.date, r.hour])).toEqual(
        safeRows.map((r) => [r.campaignName, r.date, r.hour]),
      );
      expect(result[1]?.metrics).toEqual({
        impressions: 2000,
        clicks: 40,
        spend: 1234.56,
        sales: 160,
        orders: 4,
        units: 4,
      });
      expect(result[0]?.source).toEqual({ sheet: 'hourly.csv', row: 2 });
    },
  );

  it('reads xlsx hourly reports with Excel serial dates', async () => {
    const result = await readHourlyReports([
      await file('hourly.xlsx', { format: 'xlsx', dateStyle: 'serial', rows }),
    ]);
    expect(result.map((r) => [r.date, r.hour])).toEqual([
      ['2025-09-17', 0],
      ['2025-09-17', 13],
      ['2025-09-18', 23],
    ]);
  });

  it('decides day-first dates from the other dates of the file', async () => {
    const ambiguousFirst = [
      ['Start Date', 'Start Time', 'Campaign Name', 'Spend'],
      ['03/04/2026', '1:00', 'C', '1'],
      ['17/04/2026', '2:00', 'C', '2'],
    ];
    const result = await readHourlyReports([{ name: 'd.csv', bytes: buildCsv(ambiguousFirst) }]);
    expect(result.map((r) => r.date)).toEqual(['2026-04-03', '2026-04-17']);
    const monthFirst = await readHourlyReports([
      { name: 'm.csv', bytes: buildCsv([ambiguousFirst[0]!, ['03/04/2026', '1 PM', 'C', '1']]) },
    ]);
    expect(monthFirst[0]).toMatchObject({ date: '2026-03-04', hour: 13 });
  });

  it('merges several files and keeps an overlapping campaign-hour once', async () => {
    const a = await file('a.csv', { rows: rows.slice(0, 2) });
    const b = await file('b.csv', { rows: rows.slice(1) });
    const result = await readHourlyReports([a, b]);
    expect(result).toHaveLength(3);
    expect(result.map((r) => r.source.sheet)).toEqual(['a.csv', 'a.csv', 'b.csv']);
  });

  it('is also read by readConsoleReport as an hourly campaign report', async () => {
    const report = await readConsoleReport(await buildHourlyReport({ rows }));
    expect(report.kind).toBe('hourlyCampaign');
    expect(report.rows).toHaveLength(3);
  });

  it('raises 10019 for too many files, no files, bad dates, bad hours and bad numbers', async () => {
    const one = await file('x.csv', { rows });
    const cases: Array<Array<{ name: string; bytes: Uint8Array }>> = [
      Array.from({ length: MAX_HOURLY_FILES + 1 }, () => one),
      [],
      [
        {
          name: 'date.csv',
          bytes: buildCsv([
            ['Start Date', 'Start Time', 'Campaign Name', 'Spend'],
            ['someday', '13:00', 'C', '1'],
          ]),
        },
      ],
      [
        {
          name: 'hour.csv',
          bytes: buildCsv([
            ['Start Date', 'Start Time', 'Campaign Name', 'Spend'],
            ['2025-09-17', '25:00', 'C', '1'],
          ]),
        },
      ],
      [
        {
          name: 'num.csv',
          bytes: buildCsv([
            ['Start Date', 'Start Time', 'Campaign Name', 'Spend'],
            ['2025-09-17', '13:00', 'C', 'n/a?'],
          ]),
        },
      ],
      [
        {
          name: 'none.csv',
          bytes: buildCsv([
            ['Date', 'Campaign Name', 'Spend'],
            ['2025-09-17', 'C', '1'],
          ]),
        },
      ],
    ];
    for (const files of cases) {
      const error = await readHourlyReports(files).catch((e: unknown) => e);
      expect(isEngineError(error) && error.code).toBe(10019);
    }
    const tooMany = await readHourlyReports(cases[0]!).catch((e: unknown) => e);
    expect(isEngineError(tooMany) && tooMany.localized.zh).toMatch(/最多上传 10 个文件/);
    const badHour = await readHourlyReports(cases[3]!).catch((e: unknown) => e);
    expect(isEngineError(badHour) && badHour.location).toEqual({
      sheet: 'hour.csv',
      row: 2,
      column: 'Start Time',
    });
  });
});

describe('report dates and hours', () => {
  it.each([
    ['Sep 17, 2025', '2025-09-17'],
    ['September 17, 2025', '2025-09-17'],
    ['17 Sep 2025', '2025-09-17'],
    ['2025-09-17', '2025-09-17'],
    ['2025/09/17', '2025/09/17'.replace(/\//g, '-')],
    ['2025年9月17日', '2025-09-17'],
    ['09/17/2025', '2025-09-17'],
    ['20250917', '2025-09-17'],
    ['45917', '2025-09-17'],
    ['２０２５／０９／１７', '2025-09-17'],
  ])('reads the date %s', (text, iso) => {
    expect(parseReportDate(text, 'monthFirst')?.date).toBe(iso);
  });

  it('rejects impossible dates', () => {
    expect(parseReportDate('2025-02-30', 'monthFirst')).toBeUndefined();
    expect(parseReportDate('13/13/2025', 'monthFirst')).toBeUndefined();
    expect(parseReportDate('tomorrow', 'monthFirst')).toBeUndefined();
  });

  it.each([
    ['13:00', 13],
    ['1 PM', 13],
    ['1:00 PM', 13],
    ['12 AM', 0],
    ['12 PM', 12],
    ['13', 13],
    ['13:00:00', 13],
    ['13:00 - 13:59', 13],
    ['13時', 13],
    ['午後1時', 13],
    ['下午1点', 13],
    ['0.5416666667', 13],
    ['2025-09-17 13:00:00', 13],
  ])('reads the hour %s', (text, hour) => {
    expect(parseHour(text)).toBe(hour);
  });

  it('rejects impossible hours', () => {
    expect(parseHour('24:00')).toBeUndefined();
    expect(parseHour('13 PM')).toBeUndefined();
    expect(parseHour('noon-ish')).toBeUndefined();
  });
});
