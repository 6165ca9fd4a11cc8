// Spreadsheet formula injection (CSV/XLSX injection): a text that starts with = + - @ or a tab/CR/LF can be
// run as a formula once someone edits the cell or re-saves the sheet as CSV. The writer only writes typed
// string and number cells, never formulas, and gives every text cell the Text number format, so Excel
// keeps even an edited cell as text. Upload cells must reach Amazon unchanged (Amazon allows = + - @ in
// names), so their value is never altered; on the explanation sheet, which nobody uploads, such texts
// also get a leading quote so that a copy-paste into another sheet stays inert.

const FORMULA_START = /^[=+\-@\t\r\n]/;

/** True when `text` starts like a formula (= + - @) or with a tab, carriage return or line feed. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** `text` with a single quote in front when it starts like a formula; other texts unchanged. */
export function neutraliseFormulaText(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
