import {
  heroSlideProblems,
  isValidSlideLink,
  parseVideoHostsSetting,
  siteContentProblems,
  videoEmbedUrl,
  videoPlayerOrigins,
} from './site-content.js';
import { percentFunded, donationProjectProblems } from './donation-projects.js';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/playlist?list=PLabcdefghij',
      'https://www.youtube-nocookie.com/embed/videoseries?list=PLabcdefghij',
    ],
  ])('embeds %s privacy-enhanced', (url, embed) => {
    expect(videoEmbedUrl(url, ['youtube'])).toBe(embed);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    'https://vimeo.com/76979871',
  ])('refuses %s with only YouTube allowed', (url) => {
    expect(videoEmbedUrl(url, ['youtube'])).toBeNull();
  });

  it('embeds Vimeo only when it is allowed', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871', ['vimeo'])).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ', ['vimeo'])).toBeNull();
    expect(videoPlayerOrigins(['vimeo'])).toEqual(['https://player.vimeo.com']);
  });
});

describe('settings and rules of the page texts', () => {
  it('reads VIDEO_HOSTS with YouTube as the default and refuses unknown hosts', () => {
    expect(parseVideoHostsSetting(undefined)).toEqual(['youtube']);
    expect(parseVideoHostsSetting(' ')).toEqual(['youtube']);
    expect(parseVideoHostsSetting('vimeo,YouTube,vimeo')).toEqual(['vimeo', 'youtube']);
    expect(() => parseVideoHostsSetting('youtube,example.org')).toThrow('VIDEO_HOSTS');
  });

  it('accepts site paths and https links for slides, nothing else', () => {
    expect(isValidSlideLink('/yogayan')).toBe(true);
    expect(isValidSlideLink('https://example.org/a')).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://x.org',
      '',
      'yogayan',
    ])
      expect(isValidSlideLink(bad)).toBe(false);
  });

  it('names each broken rule', () => {
    expect(
      heroSlideProblems({
        title: ' ',
        description: 'd',
        desktopImageUrl: 'a',
        mobileImageUrl: '',
        link: 'x',
      }).map((p) => p.field),
    ).toEqual(['title', 'mobileImageUrl', 'link']);
    expect(
      siteContentProblems(
        {
          impactFigures: [{ value: '12', label: '' }],
          missionText: '',
          aboutVideoUrl: 'https://vimeo.com/1',
        },
        ['youtube'],
      ).map((p) => p.message),
    ).toEqual([
      'Each impact figure needs a value and a label',
      'Mission text is required',
      'About video must be a video address on YouTube',
    ]);
  });
});

describe('donation projects', () => {
  it('computes whole percent funded, rounded down', () => {
    expect(percentFunded(342000, 500000)).toBe(68);
    expect(percentFunded(999, 1000)).toBe(99);
    expect(percentFunded(1500, 1000)).toBe(150);
    expect(percentFunded(0, 1000)).toBe(0);
  });

  it('requires a title and a goal', () => {
    expect(donationProjectProblems({ title: '', goal: 0 }).map((p) => p.field)).toEqual(['title', 'goal']);
    expect(donationProjectProblems({ title: 'Annadaan', goal: 1 })).toEqual([]);
  });
});
