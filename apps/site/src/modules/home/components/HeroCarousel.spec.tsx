/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { renderInSite } from '../../../testing/render';
import { type HeroSlide } from '../content';
import { HeroCarousel } from './HeroCarousel';

const SLIDES: HeroSlide[] = ['Spiritual Education', 'Research', 'Community Service'].map((title, index) => ({
  title,
  description: `About ${title}`,
  desktopImage: `/uploads/demo/hero-${index + 1}-desktop.webp`,
  mobileImage: `/uploads/demo/hero-${index + 1}-mobile.webp`,
  link: '/yogayan',
}));

const pictures = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe('HeroCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("renders every slide's text at once and the hidden slides' pictures once the page is idle", () => {
    const { container } = renderInSite(<HeroCarousel slides={SLIDES} />);
    for (const slide of SLIDES) expect(screen.getByText(slide.title, { selector: 'h2, h3' })).toBeTruthy();
    expect(pictures(container)).toEqual(['/uploads/demo/hero-1-mobile.webp']);

    act(() => jest.advanceTimersByTime(0));
    expect(pictures(container)).toEqual(SLIDES.map((slide) => slide.mobileImage));
  });

  it('brings up the picture of a slide the visitor moves to before the page is idle', () => {
    const { container } = renderInSite(<HeroCarousel slides={SLIDES} />);
    act(() => screen.getByRole('button', { name: /Go to slide 3/ }).click());
    expect(pictures(container)).toEqual([
      '/uploads/demo/hero-1-mobile.webp',
      '/uploads/demo/hero-3-mobile.webp',
    ]);
  });
});
