import { messageIn, plainTextParagraphs, plainTextParts } from './event-messages.js';

describe('event messages', () => {
  it('makes http and https addresses links, leaving sentence punctuation and anything else as text', () => {
    expect(plainTextParts('See https://example.org/a?b=1. Or <b>mail</b> javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', url: 'https://example.org/a?b=1' },
      { kind: 'text', text: '. Or <b>mail</b> javascript:alert(1)' },
    ]);
    expect(plainTextParts('(map: http://maps.example.org/x)')).toEqual([
      { kind: 'text', text: '(map: ' },
      { kind: 'link', url: 'http://maps.example.org/x' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('splits paragraphs at blank lines and keeps line breaks', () => {
    expect(plainTextParagraphs('One\r\ntwo\n\n\n\nThree\n\n  \n')).toEqual([['One', 'two'], ['Three']]);
  });

  it('falls back to English field by field', () => {
    const message = { subject: 'Rain', body: 'Bring umbrellas', subjectHi: 'बारिश', bodyHi: ' ' };
    expect(messageIn(message, 'hi')).toEqual({ subject: 'बारिश', body: 'Bring umbrellas' });
    expect(messageIn(message, 'en')).toEqual({ subject: 'Rain', body: 'Bring umbrellas' });
  });
});
