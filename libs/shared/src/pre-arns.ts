/**
 * Pre-acknowledgement numbers (Pre-ARNs) of the statement of donations (Form 113, formerly Form 10BD): the
 * income-tax portal generates them in batches (up to 1,000 at a time) for a tax year, so that an institution
 * can quote one on each receipt it issues and hand the donor's certificate over at once. The statement's
 * Part B then carries each number beside its donation, in its "Pre Acknowledgement Number" column (at most
 * 21 characters). Sources and what staff do: docs/giving-and-tax.md.
 */

/** The most numbers one paste may hold: the portal generates at most this many at a time. */
export const PRE_ARN_BATCH_MAX = 1000;

/** The column's limit in the portal's CSV template. */
export const PRE_ARN_MAX_LENGTH = 21;

/** A number as the portal writes it: capital letters and digits, 8 to 21 of them. */
export const PRE_ARN_PATTERN = /^[A-Z0-9]{8,21}$/;

/** A pasted batch, read: the numbers in their order (each once), and the lines that are not numbers. */
export interface PreArnBatch {
  numbers: string[];
  invalid: { line: number; value: string }[];
}

/**
 * Reads what staff pasted from the portal: one number per line (commas, semicolons and spaces also separate
 * them; a spreadsheet's column pastes as lines). Letters are read as capitals; a number given twice counts
 * once. Empty lines are ignored.
 */
export function parsePreArnBatch(text: string): PreArnBatch {
  const numbers: string[] = [];
  const seen = new Set<string>();
  const invalid: PreArnBatch['invalid'] = [];
  text.split(/\r\n|\r|\n/).forEach((lineText, index) => {
    for (const raw of lineText.split(/[\s,;]+/)) {
      const value = raw.trim().toUpperCase();
      if (value === '') continue;
      if (!PRE_ARN_PATTERN.test(value)) {
        invalid.push({ line: index + 1, value: raw.trim().slice(0, 40) });
      } else if (!seen.has(value)) {
        seen.add(value);
        numbers.push(value);
      }
    }
  });
  return { numbers, invalid };
}

/** A tax year's pre-acknowledgement numbers: how many were pasted, quoted on receipts, and left. */
export interface PreArnSummary {
  total: number;
  used: number;
  remaining: number;
}

/** The API's English texts about Pre-ARNs (the catalogue in api-messages.ts has the shared ones). */
export const PRE_ARN_MESSAGES = {
  empty: 'numbers must list at least one pre-acknowledgement number',
  tooMany: `numbers may list at most ${PRE_ARN_BATCH_MAX} pre-acknowledgement numbers at a time`,
  invalid: (line: number, value: string) =>
    `numbers: line ${line} ("${value}") is not a pre-acknowledgement number (8 to 21 letters and digits)`,
  taken: (count: number) =>
    `${count === 1 ? 'One number was' : `${count} numbers were`} already added for another tax year`,
} as const;
