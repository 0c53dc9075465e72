import { validateDonationProject } from '../donation-projects/donationProjectRules';
import { validateHeroSlide } from './heroSlideRules';

describe('admin form rules of the content staff run', () => {
  it('names each missing or wrong field of a slide, as the API does', () => {
    expect(
      validateHeroSlide({
        title: '',
        description: 'd',
        desktopImageUrl: null,
        mobileImageUrl: '/m.webp',
        link: '//x',
      }),
    ).toEqual({
      title: 'Title is required',
      desktopImageUrl: 'Desktop image is required',
      link: 'Link must be a path of the site (starting with /) or an https:// address',
    });
    expect(
      validateHeroSlide({
        title: 'T',
        description: 'D',
        desktopImageUrl: '/d.webp',
        mobileImageUrl: '/m.webp',
        link: '/yogayan',
      }),
    ).toEqual({});
  });

  it('requires a project’s title and goal (raised is never asked for)', () => {
    expect(validateDonationProject({ title: ' ', goal: null })).toEqual({
      title: 'Title is required',
      goal: 'Goal is required',
    });
    expect(validateDonationProject({ title: 'Annadaan', goal: 500000 })).toEqual({});
  });
});
