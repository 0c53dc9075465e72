/** Static contents of the Yogayan (education) page, docs/product.md §2. */
export const YOGAYAN = {
  title: 'Yogayan',
  lead: 'Spiritual education in Raja Yoga, Tantra Vidya and the ancient wisdom traditions of India.',
  coursesTitle: 'Featured Courses',
  courses: [
    {
      title: 'Raja Yoga Foundation Course',
      duration: '8 weeks',
      description: 'The eight limbs of yoga as taught by Maharishi Patanjali, with daily practice.',
    },
    {
      title: 'Tantra Vidya: An Introduction',
      duration: '6 weeks',
      description: 'The philosophy and meditative practices of the Tantric tradition, taught with care.',
    },
    {
      title: 'Upanishads for Everyday Life',
      duration: '10 weeks',
      description: 'Reading the principal Upanishads and applying their insights today.',
    },
  ],
  seriesTitle: 'Special Series',
  series: [
    {
      title: 'Sunday Sessions',
      schedule: 'Every Sunday, 7:00 AM IST',
      description: 'Satsang, guided meditation and a talk on the Yoga Sutras.',
    },
    {
      title: 'Thursday Sessions',
      schedule: 'Every Thursday, 7:30 PM IST',
      description: 'Yoga nidra and mantra chanting, online for everyone.',
    },
  ],
  sessionsTitle: 'Featured Sessions',
  sessions: [
    {
      title: 'Pranayama for Beginners',
      description: 'Breathing practices that calm the mind and steady the body.',
    },
    {
      title: 'Meditation on the Heart Centre',
      description: 'A guided practice of dhyana for inner stillness.',
    },
    {
      title: 'Chanting the Gayatri Mantra',
      description: 'Meaning, pronunciation and practice of the Gayatri.',
    },
  ],
  onlineEventsTitle: 'Featured Online Events',
  testimonialsTitle: 'Testimonials and Media',
  comingSoon: 'Testimonials, talks and media from our courses are coming soon.',
} as const;
