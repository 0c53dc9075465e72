/**
 * Built-in contents of the home page: the slides, mission and impact figures come from the API (staff run
 * them in the admin panel) and these are shown only when it has none or cannot answer. Static contents of the home page (docs/product.md §2, Home, and section 9's impact figures). */

export interface HeroSlide {
  title: string;
  description: string;
  desktopImage: string;
  mobileImage: string;
  /** Renditions of an uploaded picture (`url 800w, ...`), when there are any. */
  desktopSrcSet?: string;
  mobileSrcSet?: string;
  link: string;
}

const image = (name: string, variant: 'desktop' | 'mobile') => `/images/hero/${name}-${variant}.svg`;

/** Four slides; links follow the order docs/product.md lists them in: /yogayan, /ritambhara, /yogamitra, /vishranti. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'Spiritual Education',
    description:
      'Courses in Raja Yoga, Tantra Vidya and ancient wisdom traditions, taught by experienced teachers.',
    desktopImage: image('spiritual-education', 'desktop'),
    mobileImage: image('spiritual-education', 'mobile'),
    link: '/yogayan',
  },
  {
    title: 'Research & Documentation',
    description:
      'Preserving Indian Knowledge Systems through research, seminars, publications and a digital library.',
    desktopImage: image('research-documentation', 'desktop'),
    mobileImage: image('research-documentation', 'mobile'),
    link: '/ritambhara',
  },
  {
    title: 'Community Service',
    description: 'Yoga in schools, food distribution and community engagement where it is needed most.',
    desktopImage: image('community-service', 'desktop'),
    mobileImage: image('community-service', 'mobile'),
    link: '/yogamitra',
  },
  {
    title: 'Spiritual Tourism',
    description: 'Guided retreats and yatras to the sacred places of India.',
    desktopImage: image('spiritual-tourism', 'desktop'),
    mobileImage: image('spiritual-tourism', 'mobile'),
    link: '/vishranti',
  },
];

/** docs/product.md §9: auto-advance every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

export const MISSION = {
  title: 'Our Mission',
  text:
    'To make the living wisdom of yoga and India’s spiritual traditions available to everyone: through ' +
    'education that transforms, research that preserves, service that uplifts communities and journeys ' +
    'that bring seekers to the sacred places of India.',
};

export const AREAS_TITLE = 'Areas of Work';

export const AREAS: readonly { title: string; description: string }[] = [
  {
    title: 'Spiritual Education',
    description: 'Courses, retreats and weekly sessions in Raja Yoga, Tantra Vidya and meditation.',
  },
  {
    title: 'Research and Documentation',
    description: 'Studying and recording Indian Knowledge Systems for the generations to come.',
  },
  {
    title: 'Community Service',
    description: 'Yoga in schools, meals for those in need and health camps in villages.',
  },
  {
    title: 'Spiritual Tourism',
    description: 'Guided yatras and retreats to the tirthas of the Himalayas and the Ganga.',
  },
  {
    title: 'Environmental Conservation',
    description: 'Clean rivers, green banks and tree planting with local communities.',
  },
  {
    title: 'Cultural Preservation',
    description: 'Keeping alive the music, texts and crafts of India’s spiritual heritage.',
  },
];

export const IMPACT_TITLE = 'Our Impact';

/** docs/product.md §9, all nine figures. */
export const IMPACT_FIGURES: readonly { value: string; label: string }[] = [
  { value: '12', label: 'States and UTs' },
  { value: '100,000+', label: 'Lives touched' },
  { value: '1 million+', label: 'Persondays' },
  { value: '100+', label: 'Research papers and activities' },
  { value: '200+', label: 'Workshops' },
  { value: '1000+', label: 'Children' },
  { value: '10+', label: 'Years' },
  { value: '5000+', label: 'Hours of video' },
  { value: '2', label: 'Decades' },
];

export const CALL_TO_ACTION = {
  title: 'Begin Your Journey',
  text: 'Learn with us, or help us bring yoga, education and care to more people across India.',
  startLearning: { label: 'Start Learning', path: '/yogayan' },
  makeDonation: { label: 'Make a Donation', path: '/contribute' },
};
