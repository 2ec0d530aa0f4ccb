/**
 * CSV of the report engine: RFC 4180 quoting (CRLF rows; a cell holding a quote, comma or line break is quoted,
 * quotes doubled), and formula-injection escaping: a cell beginning with `=`, `+`, `-`, `@`, tab or NUL gets a
 * leading single quote so spreadsheet programs show it as text.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\0]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
