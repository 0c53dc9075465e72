import {
  HINDI_TWIN_LIMITS,
  cleanHindiFaqs,
  cleanHindiSchedule,
  cleanHindiTextList,
  cleanHindiTwin,
  hindiTwinFields,
  mergeHindiTwins,
} from './hindi-content.js';
import { localizedText } from './locale.js';

describe('Hindi twins', () => {
  it('stores a twin trimmed, and blank, absent or not text as null (not translated)', () => {
    expect(cleanHindiTwin('  ध्यान शिविर ')).toBe('ध्यान शिविर');
    expect(cleanHindiTwin(' \n ')).toBeNull();
    expect(cleanHindiTwin(undefined)).toBeNull();
    expect(cleanHindiTwin(42)).toBeNull();
  });

  it('stores a list twin with its items trimmed, blank items dropped, and an empty list as null', () => {
    expect(cleanHindiTextList([' प्राणायाम ', '  ', 'ध्यान'])).toEqual(['प्राणायाम', 'ध्यान']);
    expect(cleanHindiTextList([' ', ''])).toBeNull();
    expect(cleanHindiTextList([])).toBeNull();
    expect(cleanHindiTextList(null)).toBeNull();
    expect(
      cleanHindiFaqs([
        { question: ' भोजन? ', answer: ' सात्विक भोजन ' },
        { question: ' ', answer: 'बिना प्रश्न का उत्तर' },
      ]),
    ).toEqual([{ question: 'भोजन?', answer: 'सात्विक भोजन' }]);
    expect(cleanHindiFaqs([{ question: '', answer: '' }])).toBeNull();
    expect(
      cleanHindiSchedule([
        { activity: ' सूर्योदय योग ', description: ' सुबह 6 बजे ' },
        { activity: 'सत्संग', description: ' ' },
        { activity: ' ' },
      ]),
    ).toEqual([{ activity: 'सूर्योदय योग', description: 'सुबह 6 बजे' }, { activity: 'सत्संग' }]);
    expect(cleanHindiSchedule(undefined)).toBeNull();
  });

  it('lays the twins sent over the stored ones: null clears, absent keeps', () => {
    const stored = { titleHi: 'पुराना', descriptionHi: 'विवरण' };
    expect(mergeHindiTwins(['titleHi', 'descriptionHi'], { titleHi: ' नया ' }, stored)).toEqual({
      titleHi: 'नया',
      descriptionHi: 'विवरण',
    });
    expect(mergeHindiTwins(['titleHi', 'descriptionHi'], { descriptionHi: null }, stored)).toEqual({
      titleHi: 'पुराना',
      descriptionHi: null,
    });
    expect(mergeHindiTwins(['titleHi'], {}, undefined)).toEqual({ titleHi: null });
  });

  it('gives each twin the limit of its English field', () => {
    expect(HINDI_TWIN_LIMITS.events).toEqual({
      titleHi: 200,
      descriptionHi: 100_000,
      locationHi: 300,
      cancellationPolicyHi: 20_000,
    });
    expect(HINDI_TWIN_LIMITS.heroSlides).toEqual({ titleHi: 120, descriptionHi: 300 });
    expect(hindiTwinFields('volunteerRoles')).toEqual([
      'titleHi',
      'commitmentHi',
      'skillsHi',
      'descriptionHi',
    ]);
  });

  it('falls back to English per field where the twin is null', () => {
    const merged = {
      title: 'Retreat',
      location: 'Rishikesh',
      ...mergeHindiTwins(['titleHi', 'locationHi'], { titleHi: 'शिविर' }, null),
    };
    expect(localizedText(merged, 'title', 'hi')).toBe('शिविर');
    expect(localizedText(merged, 'location', 'hi')).toBe('Rishikesh');
  });
});
