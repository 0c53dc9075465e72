import { eventChanges, isMoveWindowOpen, moveWindowEnd } from './event-cancellation.js';

const base = {
  startDate: '2030-03-01',
  endDate: '2030-03-02',
  startTime: '07:00',
  location: 'Rishikesh',
  locationHi: null,
};

describe('eventChanges', () => {
  it('is empty when nothing that moves the event changed', () => {
    expect(eventChanges(base, { ...base, locationHi: 'ऋषिकेश', location: ' Rishikesh ' })).toEqual([]);
  });
  it('names the dates, the time and the place', () => {
    expect(
      eventChanges(base, { ...base, endDate: '2030-03-03', startTime: null, location: 'Haridwar' }),
    ).toEqual(['dates', 'time', 'location']);
  });
});

describe('moveWindowEnd', () => {
  const movedAt = '2030-02-01T10:00:00.000Z';
  it('runs for the given days after the move for bookings made before it', () => {
    const end = moveWindowEnd({ movedAt, bookedAt: '2030-01-20T00:00:00.000Z', days: 7 });
    expect(end?.toISOString()).toBe('2030-02-08T10:00:00.000Z');
    expect(isMoveWindowOpen(end, new Date('2030-02-08T09:59:59.999Z'))).toBe(true);
    expect(isMoveWindowOpen(end, new Date('2030-02-08T10:00:00.000Z'))).toBe(false);
  });
  it('is none for an event never moved or a booking made after the move', () => {
    expect(moveWindowEnd({ movedAt: null, bookedAt: movedAt, days: 7 })).toBeNull();
    expect(moveWindowEnd({ movedAt, bookedAt: '2030-02-01T10:00:00.001Z', days: 7 })).toBeNull();
    expect(isMoveWindowOpen(null, new Date())).toBe(false);
  });
});
