// The diagnostic CSV: UTF-8 with a BOM (Excel on Chinese Windows otherwise reads it as GBK), CRLF rows,
// headers in the caller's language, and every cell that a spreadsheet would run as a formula (starting
// with = + - @, a tab or a carriage return) prefixed with an apostrophe. Reading a file back accepts
// exactly these headers in either language and undoes the prefix.
import {
  DIAGNOSTIC_CSV_COLUMNS,
  MONEY_FIGURES,
  RATIO_FIGURES,
  diagnosticCsvHeaders,
  diagnosticFigureLabels,
  diagnosticKindLabels,
  diagnosticSeverityLabels,
  type DiagnosticCsvColumn,
  type DiagnosticFinding,
  type Language,
} from '@adplan/contracts';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell made safe against formula injection. */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function figuresText(finding: DiagnosticFinding, language: Language, currency: string): string {
  return finding.figures
    .map(({ name, value }) => {
      const label = diagnosticFigureLabels[name][language];
      const shown = MONEY_FIGURES.includes(name)
        ? `${value.toFixed(2)} ${currency}`
        : RATIO_FIGURES.includes(name)
          ? `${(value * 100).toFixed(1)}%`
          : String(value);
      return `${label}: ${shown}`;
    })
    .join('; ');
}

function cells(
  finding: DiagnosticFinding,
  language: Language,
  currency: string,
): Record<DiagnosticCsvColumn, string> {
  return {
    severity: diagnosticSeverityLabels[finding.severity][language],
    kind: diagnosticKindLabels[finding.kind][language],
    ad_product: finding.ad_product,
    campaign_name: finding.campaign_name,
    campaign_id: finding.campaign_id,
    ad_group_id: finding.ad_group_id ?? '',
    target: finding.target_words?.[language] ?? finding.target ?? '',
    search_term: finding.search_term ?? '',
    figures: figuresText(finding, language, currency),
    reason: finding.reason[language],
    action: finding.action[language],
  };
}

/** The CSV text of `findings` in `language`. */
export function writeDiagnosticCsv(
  findings: DiagnosticFinding[],
  language: Language,
  currency: string,
): string {
  const header = DIAGNOSTIC_CSV_COLUMNS.map((column) => diagnosticCsvHeaders[column][language]);
  const rows = findings.map((finding) => {
    const row = cells(finding, language, currency);
    return DIAGNOSTIC_CSV_COLUMNS.map((column) => row[column]);
  });
  const lines = [header, ...rows].map((row) => row.map((cell) => quoted(formulaSafe(cell))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Splits CSV text into rows of cells (RFC 4180: quoted cells, doubled quotes, CRLF or LF). */
export function parseCsv(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let index = 0; index < content.length; index += 1) {
    const char = content[index];
    if (inQuotes) {
      if (char === '"' && content[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else cell += char;
    } else if (char === '"' && cell === '') inQuotes = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((cells) => cells.some((value) => value !== ''));
}

/** An uploaded diagnostic CSV's language and rows, or undefined when its header or a row does not fit. */
export function readDiagnosticCsv(content: string): { language: Language; rows: string[][] } | undefined {
  const [header, ...rows] = parseCsv(content.startsWith(BOM) ? content.slice(BOM.length) : content);
  if (!header) return undefined;
  const language = (['zh', 'en'] as const).find(
    (candidate) =>
      header.length === DIAGNOSTIC_CSV_COLUMNS.length &&
      DIAGNOSTIC_CSV_COLUMNS.every(
        (column, index) => header[index]?.trim() === diagnosticCsvHeaders[column][candidate],
      ),
  );
  if (!language || rows.some((row) => row.length !== DIAGNOSTIC_CSV_COLUMNS.length)) return undefined;
  const unsafePrefixed = /^'[=+\-@\t\r]/;
  return {
    language,
    rows: rows.map((row) => row.map((cell) => (unsafePrefixed.test(cell) ? cell.slice(1) : cell))),
  };
}
