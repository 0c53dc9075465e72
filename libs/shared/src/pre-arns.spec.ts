import { parsePreArnBatch, PRE_ARN_PATTERN } from './pre-arns.js';

describe('parsePreArnBatch', () => {
  it('reads one number per line, or separated by commas and spaces, in capitals and each once', () => {
    expect(
      parsePreArnBatch(
        '  abcde1234f26pa000001\r\nABCDE1234F26PA000002, ABCDE1234F26PA000003\n\nabcde1234f26pa000001\n',
      ),
    ).toEqual({
      numbers: ['ABCDE1234F26PA000001', 'ABCDE1234F26PA000002', 'ABCDE1234F26PA000003'],
      invalid: [],
    });
  });

  it('names the lines that are not numbers', () => {
    expect(
      parsePreArnBatch('ABCDE1234F26PA000001\nnot-a-number\nABC\nABCDE1234F26PA0000012345').invalid,
    ).toEqual([
      { line: 2, value: 'not-a-number' },
      { line: 3, value: 'ABC' },
      { line: 4, value: 'ABCDE1234F26PA0000012345' },
    ]);
  });

  it('keeps to the template column of 21 characters', () => {
    expect(PRE_ARN_PATTERN.test('A'.repeat(21))).toBe(true);
    expect(PRE_ARN_PATTERN.test('A'.repeat(22))).toBe(false);
    expect(parsePreArnBatch('')).toEqual({ numbers: [], invalid: [] });
  });
});
