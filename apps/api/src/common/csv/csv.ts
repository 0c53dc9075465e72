export type CsvValue = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), plus tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number as people type it: a leading +, then only digits, spaces, dots, hyphens and brackets. Such
 * a cell cannot do anything in a spreadsheet: without letters, quotes, `!`, `:` or `|` it can name no
 * function, cell, sheet, link or DDE command, so at worst it is arithmetic on its own digits. LibreOffice
 * Calc reads it as text (checked by hand, see docs/admin-panel.md); it is left as it was instead of getting an
 * apostrophe that every Indian number (+91 …) would show.
 */
const PHONE_NUMBER = /^\+[\d ().-]*\d[\d ().-]*$/;

/** An Indian mobile number written without spaces: spreadsheets read it as a number and drop the +. */
const INDIAN_NUMBER_UNSPACED = /^\+91(\d{5})(\d{5})$/;

/** A cell a spreadsheet would run as a formula: it starts like one and is not a phone number. */
export function runsAsFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PHONE_NUMBER.test(text);
}

/**
 * One CSV cell (RFC 4180): text a spreadsheet would run as a formula gets a leading apostrophe so it shows
 * as text; phone numbers are kept as they are (an unspaced Indian number gets its usual spaces, so
 * spreadsheets keep it as text with its +); a cell with a comma, quote or line break is quoted with its
 * quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') {
    if (runsAsFormula(text)) text = `'${text}`;
    else text = text.replace(INDIAN_NUMBER_UNSPACED, '+91 $1 $2');
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
