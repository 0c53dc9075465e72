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
  // The regular programs and videos are run by staff (GET /api/vishranti-items).
  loadingPrograms: 'Loading programs...',
  noPrograms: 'No regular programs at the moment.',
  programsFailed: 'Failed to fetch programs. Please try again later.',
  learnMore: 'Learn More',
  videosTitle: 'Videos',
  videoSoon: 'Video coming soon',
  loadingVideos: 'Loading videos...',
  noVideos: 'No videos at the moment.',
  videosFailed: 'Failed to fetch videos. Please try again later.',
  playVideo: 'Play video',
} as const;
