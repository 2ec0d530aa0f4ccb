/**
 * The one CSV writer of the sandbox (reports, list exports, codes reports, refused-rows files, templates): RFC 4180
 * quoting (CRLF rows; a cell holding a quote, comma or line break is quoted, quotes doubled), and formula-injection
 * escaping: a cell beginning with one of OWASP's formula starters (`=`, `+`, `-`, `@`, tab, carriage return), their
 * full-width forms (which spreadsheet programs also read as formulas) or NUL gets a leading single quote so
 * spreadsheet programs show it as text. Numbers (and money, written with two decimals) are numbers, never text: a
 * refund's -2.99 stays a number a spreadsheet can sum, so only text cells are escaped.
 */
export interface CsvMoney {
  money: number;
}
export type CsvCell = string | number | CsvMoney | null | undefined;

/** An amount in major units as a CSV number with two decimals (negative for refunds). */
export const csvMoney = (money: number): CsvMoney => ({ money });

const FORMULA_START = /^[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return Number.isFinite(value.money) ? value.money.toFixed(2) : '';
  let text = value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF or LF); empty lines are skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      if (row.some((value) => value.trim() !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  row.push(cell);
  if (row.some((value) => value.trim() !== '')) rows.push(row);
  return rows;
}
