import { buildIcs, escapeIcsText, foldIcsLine } from './ics.js';

describe('ics', () => {
  it('describes an all-day event whose end is exclusive, with CRLF lines', () => {
    const ics = buildIcs({
      uid: 'abc@x',
      title: 'Retreat; silence, and rest',
      description: 'Line one\nLine two',
      location: 'Rishikesh',
      startDate: '2026-12-30',
      endDate: '2026-12-31',
      organizerName: 'Yoga Foundation',
      now: new Date('2026-01-02T03:04:05Z'),
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('DTSTAMP:20260102T030405Z\r\n');
    expect(ics).toContain('SUMMARY:Retreat\\; silence\\, and rest\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const folded = foldIcsLine(`SUMMARY:${'योग'.repeat(40)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, i) => (i === 0 ? line : line.slice(1)))
        .join(''),
    ).toBe(`SUMMARY:${'योग'.repeat(40)}`);
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
  });
});
