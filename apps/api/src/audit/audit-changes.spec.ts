import { AUDIT_REDACTED } from '@foundation/shared';
import { changedFields, redact } from './audit-changes.js';

describe('changedFields', () => {
  it('keeps only the fields that changed, with their values before and after', () => {
    expect(
      changedFields(
        { title: 'Retreat', price: 1500, tags: ['a'], updatedAt: '2030-01-01' },
        { title: 'Retreat', price: 1800, tags: ['a', 'b'], updatedAt: '2030-01-02' },
      ),
    ).toEqual({ price: { before: 1500, after: 1800 }, tags: { before: ['a'], after: ['a', 'b'] } });
  });

  it('compares nested records without their timestamps (a ticket type saved unchanged is no change)', () => {
    const type = (updatedAt: string, price: number) => ({ id: 't1', name: 'Standard', price, updatedAt });
    expect(
      changedFields({ ticketTypes: [type('2030-01-01', 100)] }, { ticketTypes: [type('2030-01-02', 100)] }),
    ).toEqual({});
    expect(
      changedFields({ ticketTypes: [type('2030-01-01', 100)] }, { ticketTypes: [type('2030-01-02', 120)] }),
    ).toEqual({
      ticketTypes: {
        before: [{ id: 't1', name: 'Standard', price: 100 }],
        after: [{ id: 't1', name: 'Standard', price: 120 }],
      },
    });
  });

  it('gives null on the missing side of a creation or deletion', () => {
    expect(changedFields(null, { title: 'New', imageUrl: null })).toEqual({
      title: { before: null, after: 'New' },
    });
    expect(changedFields({ title: 'Old' }, null)).toEqual({ title: { before: 'Old', after: null } });
  });

  it('never keeps a secret, whatever its depth or spelling', () => {
    const changes = changedFields(
      { password: 'old-pass', nested: [{ accessToken: 't1', name: 'x' }] },
      { password: 'new-pass', nested: [{ accessToken: 't2', name: 'y' }] },
    );
    expect(changes).toEqual({
      password: { before: AUDIT_REDACTED, after: AUDIT_REDACTED },
      nested: {
        before: [{ accessToken: AUDIT_REDACTED, name: 'x' }],
        after: [{ accessToken: AUDIT_REDACTED, name: 'y' }],
      },
    });
    expect(redact({ JWT_SECRET: 's', api_key: 'k', passwordHash: 'h' })).toEqual({
      JWT_SECRET: AUDIT_REDACTED,
      api_key: AUDIT_REDACTED,
      passwordHash: AUDIT_REDACTED,
    });
  });
});
