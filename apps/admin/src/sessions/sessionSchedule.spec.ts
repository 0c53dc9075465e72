import { flattenCatalogue } from '../i18n/catalogueKeys';
import { hi } from '../i18n/hi';
import { sessionScheduleText } from './sessionRules';

const hindi = flattenCatalogue(hi);
const translate = (key: string, options: Record<string, unknown> = {}) =>
  (hindi.get(key) ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));

describe('a session’s schedule in the list', () => {
  it('is the site’s English label in English, and a dash for an archived session', () => {
    expect(sessionScheduleText({ status: 'ongoing', days: ['tue'], startTime: '19:00' })).toBe(
      'Tuesdays, 7:00 PM IST',
    );
    expect(sessionScheduleText({ status: 'archived', days: [], startTime: '19:00' })).toBe('—');
  });

  it('is Hindi in Hindi: Hindi day names, the Hindi time of day and zone', () => {
    expect(
      sessionScheduleText({ status: 'ongoing', days: ['tue'], startTime: '19:00' }, translate, 'hi'),
    ).toBe('हर मंगलवार, शाम 7:00 बजे (भारतीय समय)');
    expect(
      sessionScheduleText({ status: 'ongoing', days: ['fri', 'mon'], startTime: '06:30' }, translate, 'hi'),
    ).toBe('सोमवार और शुक्रवार, सुबह 6:30 बजे (भारतीय समय)');
    expect(
      sessionScheduleText(
        { status: 'ongoing', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], startTime: '06:00' },
        translate,
        'hi',
      ),
    ).toBe('प्रतिदिन, सुबह 6:00 बजे (भारतीय समय)');
  });
});
