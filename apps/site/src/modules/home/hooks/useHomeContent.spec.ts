import { type PublicHeroSlide } from '@foundation/shared';
import { IMPACT_FIGURES, MISSION } from '../content';
import { homeContent, toCarouselSlide } from './useHomeContent';

const slide: PublicHeroSlide = {
  id: 's1',
  title: 'Spiritual Tourism',
  description: 'Yatras',
  desktopImageUrl: '/uploads/hero-slides/desktop/a.webp',
  mobileImageUrl: 'https://cdn.example.org/m.webp',
  link: '/vishranti',
  sortOrder: 0,
  imageVariants: {
    '/uploads/hero-slides/desktop/a.webp': [
      { url: '/uploads/hero-slides/desktop/a-1600.webp', width: 1600, height: 700 },
      { url: '/uploads/hero-slides/desktop/a-800.webp', width: 800, height: 350 },
    ],
  },
};

describe('home content', () => {
  it('shows staff slides with absolute image URLs and a srcset of the renditions', () => {
    const shown = toCarouselSlide(slide);
    expect(shown.desktopImage).toMatch(/^http.*\/uploads\/hero-slides\/desktop\/a\.webp$/);
    expect(shown.mobileImage).toBe('https://cdn.example.org/m.webp');
    expect(shown.desktopSrcSet).toMatch(/a-800\.webp 800w, .*a-1600\.webp 1600w$/);
    expect(shown.mobileSrcSet).toBeUndefined();
    expect(shown.link).toBe('/vishranti');
  });

  it('shows only staff slides (none without), and the built-in mission and figures where staff have none', () => {
    expect(homeContent(undefined, undefined)).toEqual({
      slides: [],
      missionText: MISSION.text,
      impactFigures: IMPACT_FIGURES,
    });
    const texts = {
      id: 'current' as const,
      missionText: 'Yoga for all',
      impactFigures: [{ value: '13', label: 'States' }],
      aboutVideoUrl: null,
      aboutVideoEmbedUrl: null,
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    const content = homeContent([slide], texts);
    expect(content.slides.map((s) => s.title)).toEqual(['Spiritual Tourism']);
    expect(content.missionText).toBe('Yoga for all');
    expect(content.impactFigures).toEqual([{ value: '13', label: 'States' }]);
    expect(homeContent([], { ...texts, missionText: ' ', impactFigures: [] })).toMatchObject({
      slides: [],
      missionText: MISSION.text,
      impactFigures: IMPACT_FIGURES,
    });
  });
});
