/** Texts of the Vishranti (spiritual tourism) page, docs/product.md (Vishranti). */
export const VISHRANTI = {
  title: 'Vishranti',
  lead: 'Guided retreats and yatras to the sacred places of India.',
  retreatsTitle: 'Upcoming Retreats',
  // The retreats and yatras themselves are events of those categories (GET /api/events?category=…).
  loadingRetreats: 'Loading retreats...',
  noRetreats: 'No upcoming retreats at the moment.',
  retreatsFailed: 'Failed to fetch retreats. Please try again later.',
  location: 'Location',
  duration: 'Duration',
  price: 'Price',
  dates: 'Dates',
  register: 'Register',
  programsTitle: 'Regular Programs',
  programs: [
    {
      title: 'Weekend Ashram Stays',
      description: 'Two days of practice, satsang and seva at our ashram near Rishikesh.',
    },
    {
      title: 'Temple Heritage Walks',
      description: 'Guided walks through the temples and ghats of Varanasi and Haridwar.',
    },
  ],
  learnMore: 'Learn More',
  videosTitle: 'Videos',
  videoSoon: 'Video coming soon',
  videos: [
    'Ganga Aarti at Rishikesh',
    'Kedarnath Yatra',
    'Meditation at Dawn',
    'Kashi Ghats',
    'Ashram Life',
    'Himalayan Trails',
  ],
} as const;
