import { toPaise } from './money.js';

/** Largest amount that can be written in words: 99,99,99,999 (ninety-nine crore ...). */
export const MAX_AMOUNT_IN_WORDS_RUPEES = 99_99_99_999;

const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: 'Seven', 'Nineteen', 'Twenty', 'Twenty-Five'. */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n];
  const tens = TENS[Math.floor(n / 10)];
  return n % 10 === 0 ? tens : `${tens}-${UNITS[n % 10]}`;
}

/** 1 to 999: 'Nine Hundred Ninety-Nine', 'One Hundred One' (no 'and', as on Indian cheques and receipts). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${UNITS[hundreds]} Hundred`);
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * Whole rupees in words with Indian numbering (thousand, lakh, crore), as printed on receipts:
 * 125000 → 'Rupees One Lakh Twenty-Five Thousand only', 0 → 'Rupees Zero only'.
 *
 * Takes the amount in rupees, the unit every amount outside a payment order has in this codebase (the
 * `numeric` rupee columns, as a number or the decimal string PostgreSQL returns). Paise are ignored:
 * donations are whole rupees, and a receipt that ever shows paise must print them in figures. Amounts
 * from 0 to 99,99,99,999 only; anything else (negative, more than two decimals, not a number, too large)
 * throws a RangeError.
 */
export function amountInWordsINR(rupees: number | string): string {
  const whole = Math.floor(toPaise(rupees) / 100);
  if (whole > MAX_AMOUNT_IN_WORDS_RUPEES) {
    throw new RangeError(`Amount too large to write in words (at most 99,99,99,999 rupees): ${rupees}`);
  }
  if (whole === 0) return 'Rupees Zero only';
  const crores = Math.floor(whole / 1_00_00_000);
  const lakhs = Math.floor((whole % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((whole % 1_00_000) / 1000);
  const rest = whole % 1000;
  const words: string[] = [];
  if (crores > 0) words.push(`${belowHundred(crores)} Crore`);
  if (lakhs > 0) words.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) words.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return `Rupees ${words.join(' ')} only`;
}

/**
 * Hindi's 1 to 99: each has its own word (they do not follow from tens and units as in English), so the
 * table lists all of them, as printed on Indian cheques and receipts.
 */
const HINDI_BELOW_HUNDRED = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस ' +
  'सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास ' +
  'पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरेसठ चौंसठ पैंसठ ' +
  'छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर ' +
  'उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे ' +
  'तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे'
).split(' ');

/**
 * `amountInWordsINR` in Hindi, same rules and range: 125000 → 'एक लाख पच्चीस हज़ार रुपये मात्र',
 * 0 → 'शून्य रुपये मात्र'.
 */
export function amountInWordsHindi(rupees: number | string): string {
  const whole = Math.floor(toPaise(rupees) / 100);
  if (whole > MAX_AMOUNT_IN_WORDS_RUPEES) {
    throw new RangeError(`Amount too large to write in words (at most 99,99,99,999 rupees): ${rupees}`);
  }
  if (whole === 0) return 'शून्य रुपये मात्र';
  const parts: [number, string][] = [
    [Math.floor(whole / 1_00_00_000), 'करोड़'],
    [Math.floor((whole % 1_00_00_000) / 1_00_000), 'लाख'],
    [Math.floor((whole % 1_00_000) / 1000), 'हज़ार'],
    [Math.floor((whole % 1000) / 100), 'सौ'],
    [whole % 100, ''],
  ];
  const words = parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => (unit ? `${HINDI_BELOW_HUNDRED[count]} ${unit}` : HINDI_BELOW_HUNDRED[count]));
  return `${words.join(' ')} रुपये मात्र`;
}
