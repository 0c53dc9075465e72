/** Static contents of the Ritambhara (research) page, docs/product.md §2. */
export type WorkshopScope = 'International' | 'National';

export const RITAMBHARA = {
  title: 'Ritambhara',
  lead: 'Research and documentation preserving Indian Knowledge Systems for the generations to come.',
  areasTitle: 'Research Areas',
  areas: [
    {
      title: 'Yoga and Consciousness',
      description: 'Classical texts of yoga and their account of the mind.',
    },
    {
      title: 'Tantra and Agama Traditions',
      description: 'Documenting living traditions, rituals and manuscripts.',
    },
    {
      title: 'Ayurveda and Wellbeing',
      description: 'Traditional health sciences and their modern relevance.',
    },
    { title: 'Sacred Geography', description: 'The tirthas of India, their history and their stories.' },
  ],
  workshopsTitle: 'Workshops and Seminars 1998-2019',
  scopes: ['International', 'National'] as WorkshopScope[],
  workshops: {
    International: [
      { year: 2019, title: 'International Seminar on Yoga and Consciousness', place: 'Rishikesh' },
      { year: 2015, title: 'World Conference on Indian Knowledge Systems', place: 'New Delhi' },
      { year: 2009, title: 'Tantra Traditions in Asia: An International Workshop', place: 'Varanasi' },
      { year: 2001, title: 'East-West Dialogue on Meditation', place: 'Haridwar' },
    ],
    National: [
      { year: 2018, title: 'National Workshop on Manuscript Preservation', place: 'Varanasi' },
      { year: 2012, title: 'Seminar on the Yoga Sutras of Patanjali', place: 'Bengaluru' },
      { year: 2005, title: 'Workshop on Ayurveda and Yoga Therapy', place: 'Pune' },
      { year: 1998, title: 'First National Seminar on Indian Knowledge Systems', place: 'Rishikesh' },
    ],
  } as Record<WorkshopScope, { year: number; title: string; place: string }[]>,
  papersTitle: 'Published Research Papers',
  papers: [
    { year: 2019, titles: ['Pratyahara as a Bridge Between Body and Mind', 'Sacred Rivers in the Puranas'] },
    { year: 2016, titles: ['Mantra and Attention: A Review of Traditional Sources'] },
    {
      year: 2012,
      titles: ['The Agamas of Kashmir: A Survey of Manuscripts', 'Yoga Nidra in Classical Texts'],
    },
  ],
  libraryTitle: 'Digital Library',
  library: [
    { title: 'Yoga Sutras of Patanjali: Text and Commentary', author: 'Foundation Research Team' },
    { title: 'Introduction to Tantra Vidya', author: 'Foundation Research Team' },
    { title: 'Tirthas of the Himalayas', author: 'Foundation Research Team' },
  ],
} as const;
