import { validateVishrantiItem } from './vishrantiItemRules';

describe('admin form rules of the Vishranti programs and videos', () => {
  it('asks a program for its description, and a video’s address (if any) on a known video host, as the API does', () => {
    expect(validateVishrantiItem({ kind: 'program', title: ' ', description: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
    expect(validateVishrantiItem({ kind: 'video', title: 'Kashi Ghats', videoUrl: null })).toEqual({});
    expect(
      validateVishrantiItem({ kind: 'video', title: 'Kashi Ghats', videoUrl: 'https://evil.example/v/1' }),
    ).toEqual({ videoUrl: 'Video must be a video address on YouTube or Vimeo' });
    expect(
      validateVishrantiItem({
        kind: 'video',
        title: 'Kashi Ghats',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    ).toEqual({});
    expect(validateVishrantiItem({ kind: 'program', title: 'Walks', description: 'Ghats.' })).toEqual({});
    expect(
      validateVishrantiItem({
        kind: 'program',
        title: 'Walks',
        description: 'Ghats.',
        link: '//evil.example',
      }),
    ).toEqual({ link: 'Link must be a path of the site (starting with /) or an https:// address' });
    expect(
      validateVishrantiItem({
        kind: 'program',
        title: 'Walks',
        description: 'Ghats.',
        link: '/events/kashi',
      }),
    ).toEqual({});
  });
});
