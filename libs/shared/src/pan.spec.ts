import { donorTaxDetailsProblems, isValidPan, maskPan, normalizePan } from './pan.js';

describe('PAN', () => {
  it('normalises what a donor typed', () => {
    expect(normalizePan('  abcde1234f ')).toBe('ABCDE1234F');
    expect(normalizePan('ABCDE1234F')).toBe('ABCDE1234F');
  });

  it.each(['ABCDE1234F', 'AAATY0001Z'])('accepts %j', (pan) => {
    expect(isValidPan(pan)).toBe(true);
  });

  it.each([
    'abcde1234f',
    'ABCDE1234',
    'ABCDE12345',
    'ABCD01234F',
    'ABCDE1234FF',
    ' ABCDE1234F',
    'ABCDE-1234F',
    '',
  ])('refuses %j', (pan) => {
    expect(isValidPan(pan)).toBe(false);
  });

  it('masks the four digits', () => {
    expect(maskPan('ABCDE1234F')).toBe('ABCDE****F');
    expect(() => maskPan('nope')).toThrow(RangeError);
  });
});

describe('donorTaxDetailsProblems', () => {
  it('is content without a PAN (a plain receipt) or with a PAN and an address', () => {
    expect(donorTaxDetailsProblems({})).toEqual({});
    expect(donorTaxDetailsProblems({ pan: '  ', address: '' })).toEqual({});
    expect(donorTaxDetailsProblems({ pan: 'abcde1234f', address: '12 MG Road, Pune' })).toEqual({});
  });

  it('names a malformed PAN and a missing address', () => {
    expect(donorTaxDetailsProblems({ pan: 'ABCDE123', address: 'Pune' })).toEqual({
      pan: 'PAN must look like ABCDE1234F',
    });
    expect(donorTaxDetailsProblems({ pan: 'ABCDE1234F', address: '   ' })).toEqual({
      address: 'Address is required when PAN is given',
    });
    expect(donorTaxDetailsProblems({ pan: 'X', address: null })).toEqual({
      pan: 'PAN must look like ABCDE1234F',
      address: 'Address is required when PAN is given',
    });
  });
});
