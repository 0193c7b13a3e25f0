import { downloadFile } from '../../../lib/download';

/** A cell of a CSV table: text or a number; null and undefined are written as empty cells. */
export type CsvCell = string | number | null | undefined;

/**
 * The first characters with which a spreadsheet reads a cell as a formula (OWASP "CSV injection"): = + - @, and
 * tab and carriage return, which some programs strip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet would run as a formula, made inert with a leading apostrophe. Numbers stay numbers. */
export function neutraliseFormula(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** One cell quoted as RFC 4180 asks: in double quotes (doubled inside) when it holds a comma, quote or line break. */
export function quoteCsvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV document (RFC 4180: comma-separated, CRLF line ends) of a header row and data rows, every text cell made
 * safe to open in a spreadsheet. A byte order mark leads, so spreadsheet programs read it as UTF-8 (names in any
 * script).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => quoteCsvCell(neutraliseFormula(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves a CSV document through the browser's download. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, csv, 'text/csv;charset=utf-8');
}
