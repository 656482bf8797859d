/**
 * CSV for data-protection exports (RFC 4180: comma-separated, CRLF lines, fields quoted when
 * they hold a comma, quote or line break). Spreadsheets run a cell that starts with = + - @,
 * a tab or a carriage return as a formula, so such a cell gets a leading apostrophe (OWASP's
 * advice on CSV injection): `=HYPERLINK(...)` arrives as the text `'=HYPERLINK(...)`. Spreadsheets
 * also skip leading spaces and read the full-width ＝ ＋ － ＠ as their ASCII forms, so those start
 * a formula too.
 */

const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;

/** One cell: made inert for spreadsheets, then quoted if it needs to be. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value)) text = value.map(String).join('; ');
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** The rows as CSV text with a header line. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
