import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  TAX_REGIMES,
  deductionPhrase,
  formatDateRange,
  formatDeadline,
  formatIndiaDateTime,
  formatIndiaTime,
  formatNameList,
  formatSessionStart,
} from '@foundation/shared';
import { eventMessageMail } from '../apps/api/src/event-messages/event-message-mails.js';
import { eventReminderMail } from '../apps/api/src/event-reminders/event-reminder-mail.js';

/*
 * docs/hindi-glossary.md: one Hindi word per meaning in every catalogue. Each variant of its "Not" column
 * found in a Hindi text of a catalogue fails here, with the file and the text.
 */

const ROOT = path.join(__dirname, '..');

/**
 * Every catalogue of Hindi texts: the site, the admin panel, the API's messages, the e-mails, the PDFs and the
 * shared formatters' words. `allHindi`: every text of the file is Hindi, the Latin-only ones too (`"PAN"`);
 * elsewhere a text is Hindi when it holds Devanagari or is the value of a Hindi key (`hi`, `titleHi`).
 */
const CATALOGUES: { file: string; allHindi?: boolean }[] = [
  { file: 'apps/site/src/locales/hi/messages.json', allHindi: true },
  { file: 'apps/site/src/routes.json' },
  { file: 'apps/admin/src/i18n/hi.ts', allHindi: true },
  { file: 'libs/shared/src/api-messages.ts' },
  { file: 'libs/shared/src/dates.ts' },
  { file: 'libs/shared/src/tax-regimes.ts' },
  { file: 'apps/api/src/mail/mail-texts-hi.ts' },
  { file: 'apps/api/src/receipts/receipt-pdf.ts' },
  { file: 'apps/api/src/bookings/ticket-pdf.ts' },
  { file: 'apps/api/src/my-giving/giving-statement-pdf.ts' },
  // The demo records' Hindi twins: what a visitor of a fresh install reads first.
  ...[
    'events',
    'ticket-types',
    'programs',
    'sessions',
    'volunteer-roles',
    'donation-projects',
    'vishranti-items',
    'site-content',
  ].map((name) => ({ file: `tools/demo-data/${name}.json` })),
];

const DEVANAGARI = /[\u0900-\u097f]/;

interface Term {
  meaning: string;
  use: string;
  not: string[];
}

/** The rows of the table under a heading of the glossary, each as its cells (the header row left out). */
function tableRows(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`The glossary has no section ${heading}`);
  const end = markdown.indexOf('\n## ', start + 1);
  const lines = markdown
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|'));
  return lines
    .filter((line, index) => index > 0 && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** A cell's list: words or phrases separated by commas ('—' for none). */
const cellList = (cell = ''): string[] =>
  cell
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item !== '—');

/** The glossary's table: meaning | use | not (variants separated by commas). */
export function glossaryTerms(markdown: string): Term[] {
  return tableRows(markdown, '## Terms').map(([meaning = '', use = '', not]) => ({
    meaning,
    use,
    not: cellList(not),
  }));
}

interface OneMeaning {
  words: string[];
  means: string;
  besideOneOf: string[];
  neverBeside: string[];
}

/** The table of words kept to one meaning: words | means only | beside one of | never beside. */
export function oneMeaningRules(markdown: string): OneMeaning[] {
  return tableRows(markdown, '## One word, one meaning').map(([words, means = '', beside, never]) => ({
    words: cellList(words),
    means,
    besideOneOf: cellList(beside),
    neverBeside: cellList(never),
  }));
}

/** A key that holds Hindi: `hi`, or a Hindi twin such as `titleHi`. */
const HINDI_KEY = /^hi$|Hi$/;

function propertyName(node: ts.Node): string | null {
  if (!ts.isPropertyAssignment(node) && !ts.isMethodDeclaration(node)) return null;
  const name = node.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** Whether a literal is a property's name or a module's specifier, not a text. */
function isNotText(node: ts.Node): boolean {
  const parent = node.parent;
  if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === node)
    return true;
  return (
    ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)
  );
}

function underHindiKey(node: ts.Node): boolean {
  for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
    const name = propertyName(up);
    if (name !== null && HINDI_KEY.test(name)) return true;
  }
  return false;
}

/**
 * The Hindi texts of a source (TypeScript, or JSON when `json`), as written (quotes included): the string and
 * template literals that hold Devanagari or are the value of a Hindi key, and with `allHindi` every literal
 * that is not a key. Comments are not texts.
 */
export function hindiTexts(source: string, options: { json?: boolean; allHindi?: boolean } = {}): string[] {
  const file = ts.createSourceFile(
    options.json ? 'source.json' : 'source.ts',
    source,
    ts.ScriptTarget.Latest,
    true,
    options.json ? ts.ScriptKind.JSON : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = node.getText(file);
      if (!isNotText(node) && (DEVANAGARI.test(text) || options.allHindi || underHindiKey(node)))
        texts.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** Whether a text holds a variant: the whole phrase, or for one word the word itself (not inside another). */
export function holds(text: string, variant: string): boolean {
  if (/\s/.test(variant)) return text.includes(variant);
  return text.split(/[^\p{L}\p{M}\p{N}-]+/u).includes(variant);
}

const glossary = readFileSync(path.join(ROOT, 'docs/hindi-glossary.md'), 'utf8');
const terms = glossaryTerms(glossary);
const oneMeaning = oneMeaningRules(glossary);

/** A text that uses a word of one meaning for another: not beside any word of its meaning, or beside a refused one. */
export function meaningFaults(texts: readonly string[], rules: readonly OneMeaning[]): string[] {
  return rules.flatMap((rule) =>
    texts
      .filter((text) => rule.words.some((word) => holds(text, word)))
      .filter(
        (text) =>
          (rule.besideOneOf.length > 0 && !rule.besideOneOf.some((word) => holds(text, word))) ||
          rule.neverBeside.some((word) => holds(text, word)),
      )
      .map((text) => `${rule.words[0]} means only ${rule.means}: ${text}`),
  );
}

/** Each variant of the glossary found in the texts, with the word to use instead, and each word used for another meaning. */
function glossaryFaults(texts: readonly string[]): string[] {
  return [
    ...terms.flatMap((term) =>
      term.not.flatMap((variant) =>
        texts.filter((text) => holds(text, variant)).map((text) => `${variant} → ${term.use}: ${text}`),
      ),
    ),
    ...meaningFaults(texts, oneMeaning),
  ];
}

/**
 * What the Hindi e-mails of events (apps/api/src/event-reminders/event-reminder-mail.ts and
 * apps/api/src/event-messages/event-message-mails.ts) and the shared formatters
 * (libs/shared/src: dates, the cancellation deadline, the next session, the tax law's phrase) write, put
 * together from their parts: the words of the files above in the sentences a reader gets.
 */
function renderedHindi(): string[] {
  const start = new Date('2026-11-24T13:30:00Z');
  const reminder = {
    registrationId: '3f2a9c1e-0000-4000-8000-000000000001',
    name: 'सीता',
    email: 'sita@example.org',
    eventTitle: 'रविवार सत्संग',
    startDate: '2026-11-24',
    endDate: '2026-11-26',
    location: 'अस्सी घाट, वाराणसी',
    mapsUrl: 'https://maps.example.org/assi',
    slot: 'day-before',
  };
  const mails = [
    eventReminderMail(
      {
        ...reminder,
        eventType: 'online',
        startsAt: start,
        joinUrl: null,
        bookingUrl: 'https://example.org/b',
      },
      'योग फ़ाउंडेशन',
      'hi',
    ),
    eventReminderMail(
      {
        ...reminder,
        eventType: 'online',
        startsAt: start,
        joinUrl: 'https://zoom.example.org/j',
        bookingUrl: null,
      },
      'योग फ़ाउंडेशन',
      'hi',
    ),
    eventReminderMail(
      {
        ...reminder,
        eventType: 'offline',
        startsAt: start,
        joinUrl: null,
        bookingUrl: 'https://example.org/b',
      },
      'योग फ़ाउंडेशन',
      'hi',
    ),
    eventReminderMail(
      { ...reminder, eventType: 'offline', startsAt: null, joinUrl: null, bookingUrl: null },
      'योग फ़ाउंडेशन',
      'hi',
    ),
    eventMessageMail(
      { id: 'm1', subject: 'सूचना', body: 'नमस्ते।' },
      { id: 'r1', name: 'सीता', email: 'sita@example.org' },
      'रविवार सत्संग',
      'योग फ़ाउंडेशन',
      'hi',
    ),
  ];
  return [
    ...mails.flatMap((mail) => [mail.subject, mail.textBody, mail.htmlBody]),
    formatDateRange('2026-01-15', '2026-01-17', 'hi'),
    formatDateRange(null, null, 'hi'),
    formatIndiaDateTime(start, 'hi'),
    formatIndiaTime(start, 'hi', true),
    formatDeadline(start, 'hi'),
    formatSessionStart(start, 'hi'),
    formatNameList(['सोमवार', 'बुधवार', 'शुक्रवार'], 'hi'),
    ...TAX_REGIMES.map((regime) => deductionPhrase(regime, 'hi')),
  ];
}

describe('the Hindi glossary', () => {
  it('has about 25 terms, each with one word to use that none of its variants repeats', () => {
    expect(terms.length).toBeGreaterThanOrEqual(25);
    for (const term of terms) {
      expect(term.use).not.toBe('');
      expect(term.not.length).toBeGreaterThan(0);
      expect(term.not).not.toContain(term.use);
    }
  });

  it('keeps कटौती to the tax deduction, सत्र to an online session, सदस्यता to the newsletter and कार्यक्रम to a community programme', () => {
    expect(oneMeaning.map((rule) => rule.words[0])).toEqual(['कटौती', 'सत्र', 'सदस्यता', 'कार्यक्रम']);
    for (const rule of oneMeaning)
      expect(rule.besideOneOf.length + rule.neverBeside.length).toBeGreaterThan(0);
    const faults = (text: string) => meaningFaults([text], oneMeaning);
    expect(faults("'धारा 80G के अंतर्गत कटौती के योग्य'")).toEqual([]);
    expect(faults("'कर कटौती का दावा'")).toEqual([]);
    expect(faults("'{amount} की हर {period, select, monthly {मासिक} other {वार्षिक}} कटौती'")).toHaveLength(1);
    expect(faults("'{total} में से {count} कटौतियाँ'")).toHaveLength(1);
    expect(faults("'अगला सत्र {when} शुरू होगा'")).toEqual([]);
    expect(faults("'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।'")).toHaveLength(1);
    expect(faults("'न्यूज़लेटर की सदस्यता लें'")).toEqual([]);
    expect(faults("'इसकी सदस्यता भुगतान प्रदाता के पास रद्द कर दी जाएगी'")).toHaveLength(1);
    expect(faults("'सामुदायिक कार्यक्रमों पर लौटें'")).toEqual([]);
    expect(faults("'इस कार्यक्रम के टिकट स्कैन करें'")).toHaveLength(1);
  });

  it('finds a variant as a word or phrase, not inside another word', () => {
    expect(holds("'आपका ईमेल पता'", 'ईमेल')).toBe(true);
    expect(holds("'आपका ई-मेल पता'", 'ईमेल')).toBe(false);
    expect(holds("'धनवापसी की राशि'", 'वापसी')).toBe(false);
    expect(holds("'हमें याद करने के लिए धन्यवाद'", 'हमें याद करने के लिए धन्यवाद')).toBe(true);
  });

  it('reads the Hindi texts of a catalogue, Latin-only ones included, and not its keys or comments', () => {
    expect(hindiTexts(`const t = { en: 'PAN', hi: 'पैन' };`)).toEqual([`'पैन'`]);
    expect(hindiTexts(`const t = { en: 'PAN', hi: 'PAN' };`)).toEqual([`'PAN'`]);
    expect(hindiTexts(`const t = { hi: { label: { pan: 'PAN' } }, en: { pan: 'PAN' } };`)).toEqual([`'PAN'`]);
    expect(hindiTexts(`const t = { hi: (n: string) => \`PAN \${n}\` };`)).toEqual(['`PAN ${n}`']);
    expect(hindiTexts(`{ "title": "PAN", "titleHi": "PAN" }`, { json: true })).toEqual([`"PAN"`]);
    expect(hindiTexts(`{ "contact.pan": "PAN" }`, { json: true, allHindi: true })).toEqual([`"PAN"`]);
    expect(
      hindiTexts(`import x from './en';\nexport const hi = { 'a.b': 'PAN' };`, { allHindi: true }),
    ).toEqual([`'PAN'`]);
    expect(hindiTexts(`// 'भारतीय मानक समय'\nconst zone = 'IST';`)).toEqual([]);
  });

  it.each(CATALOGUES)('is followed by $file', ({ file, allHindi }) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const texts = hindiTexts(source, { json: file.endsWith('.json'), allHindi });
    expect(texts.length).toBeGreaterThan(0);
    expect(glossaryFaults(texts)).toEqual([]);
  });

  it('is followed by the Hindi that the event e-mails and the shared formatters put together', () => {
    const texts = renderedHindi();
    expect(texts.every((text) => DEVANAGARI.test(text))).toBe(true);
    expect(glossaryFaults(texts)).toEqual([]);
  });
});
