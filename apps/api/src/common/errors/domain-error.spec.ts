import { HttpStatus } from '@nestjs/common';
import { HTTP_STATUS_OF_KIND } from '../filters/all-exceptions.filter.js';
import { defineDomainErrors, DomainError, ErrorKind } from './domain-error.js';

enum SampleCode {
  SoldOut = 'sold_out',
  Missing = 'missing',
}
const sampleError = defineDomainErrors<SampleCode>({
  [SampleCode.SoldOut]: { kind: ErrorKind.Conflict, message: 'Sold out' },
  [SampleCode.Missing]: { kind: ErrorKind.NotFound, message: 'Not here' },
});

describe('domain errors', () => {
  it('carry the declared code, kind and message', () => {
    const error = sampleError(SampleCode.SoldOut);
    expect(error).toBeInstanceOf(DomainError);
    expect([error.code, error.kind, error.message]).toEqual(['sold_out', ErrorKind.Conflict, 'Sold out']);
    expect(error.fields).toBeUndefined();
  });

  it('take a message of the moment, per-field messages and extra answer fields', () => {
    const error = sampleError(SampleCode.SoldOut, {
      message: 'Only 2 left',
      field: 'numberOfTickets',
      extra: { available: 2 },
    });
    expect(error.message).toBe('Only 2 left');
    expect(error.fields).toEqual({ numberOfTickets: 'Only 2 left' });
    expect(error.extra).toEqual({ available: 2 });
  });

  it('map every kind to exactly one 4xx or 5xx status', () => {
    for (const kind of Object.values(ErrorKind)) {
      expect(HTTP_STATUS_OF_KIND[kind]).toBeGreaterThanOrEqual(400);
    }
    expect(HTTP_STATUS_OF_KIND[ErrorKind.NotFound]).toBe(HttpStatus.NOT_FOUND);
    expect(HTTP_STATUS_OF_KIND[ErrorKind.Unavailable]).toBe(HttpStatus.SERVICE_UNAVAILABLE);
  });
});
