/** Static contents of the About page, docs/product.md §2. */
export const ABOUT = {
  title: 'About Us',
  lead: 'A registered charity devoted to yoga and spiritual education.',
  missionTitle: 'Our Mission',
  mission:
    'To make the living wisdom of yoga and India’s spiritual traditions available to everyone, and to serve communities with education, food and care.',
  visionTitle: 'Our Vision',
  vision:
    'A society in which every person can discover inner peace and lives in harmony with others and with nature.',
  mentorsTitle: 'Our Mentors',
  mentors: [
    { name: 'Mentor to be announced', role: 'Spiritual guide' },
    { name: 'Mentor to be announced', role: 'Research advisor' },
    { name: 'Mentor to be announced', role: 'Community service advisor' },
  ],
  activitiesTitle: 'Our Activities',
  activities: [
    'Courses and retreats in Raja Yoga, Tantra Vidya and meditation',
    'Research, seminars and a digital library of Indian Knowledge Systems',
    'Yoga in schools, community kitchens and health camps',
    'Guided yatras to sacred places, and environmental and cultural projects',
  ],
  videoTitle: 'The Foundation in Pictures',
  videoButton: 'Play video: an introduction to the foundation',
  videoLoading: 'Loading the video…',
  videoNone: 'Our introduction video will be here soon.',
  founderTitle: 'Our Founder',
  founder: [
    'Our founder spent more than two decades learning from teachers of the Himalayan yoga traditions before starting the foundation to share that learning with everyone.',
    'A scholar of Sanskrit and the yoga texts, the founder has taught thousands of students, guided research on Indian Knowledge Systems and started the foundation’s work in schools and villages.',
  ],
} as const;
