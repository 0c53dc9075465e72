import { csvCell, csvLine } from './csv.js';

describe('csv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Pune, India')).toBe('"Pune, India"');
    expect(csvCell('say "namaste"')).toBe('"say ""namaste"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1500)).toBe('1500');
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['+91 98123 45679+HYPERLINK("http://evil")', `"'+91 98123 45679+HYPERLINK(""http://evil"")"`],
    ['+91 98123\t45679', "'+91 98123\t45679"],
    ['+', "'+"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises the formula %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['+91 98123 45679', '+91 98123 45679'],
    ['+91-98123-45679', '+91-98123-45679'],
    ['+91 (981) 234-5679', '+91 (981) 234-5679'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+1.415.555.0100', '+1.415.555.0100'],
  ])('leaves the phone number %j as it is (no apostrophe a spreadsheet would show)', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('spaces an unspaced Indian number so spreadsheets keep it as text with its +', () => {
    expect(csvCell('+919812345679')).toBe('+91 98123 45679');
    // Other countries' layouts are unknown here: left as typed.
    expect(csvCell('+14155550100')).toBe('+14155550100');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });
});
