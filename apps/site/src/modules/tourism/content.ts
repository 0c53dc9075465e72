/** Static contents of the Vishranti (spiritual tourism) page, docs/product.md §2 and §9. */
export const VISHRANTI = {
  title: 'Vishranti',
  lead: 'Guided retreats and yatras to the sacred places of India.',
  retreatsTitle: 'Upcoming Retreats',
  retreats: [
    {
      title: 'Himalayan Meditation Retreat',
      location: 'Rishikesh, Uttarakhand',
      duration: '7 days',
      price: 25000,
      dates: '10 - 16 March 2026',
    },
    {
      title: 'Char Dham Yatra',
      location: 'Uttarakhand',
      duration: '12 days',
      price: 45000,
      dates: '5 - 16 May 2026',
    },
    {
      title: 'Kashi Spiritual Retreat',
      location: 'Varanasi, Uttar Pradesh',
      duration: '5 days',
      price: 35000,
      dates: '2 - 6 November 2026',
    },
  ],
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
