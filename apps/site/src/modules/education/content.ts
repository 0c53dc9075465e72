/** Texts of the Yogayan (education) page, docs/product.md (Yogayan). */
export const YOGAYAN = {
  title: 'Yogayan',
  lead: 'Spiritual education in Raja Yoga, Tantra Vidya and the ancient wisdom traditions of India.',
  coursesTitle: 'Featured Courses',
  // Featured courses are online events of the category course; the series and featured sessions are the
  // ongoing sessions (GET /api/sessions): those meeting once a week are the series.
  loadingCourses: 'Loading courses...',
  noCourses: 'No courses open at the moment.',
  coursesFailed: 'Failed to fetch courses. Please try again later.',
  seriesTitle: 'Special Series',
  sessionsTitle: 'Featured Sessions',
  loadingSessions: 'Loading sessions...',
  noSeries: 'No special series at the moment.',
  noSessions: 'No sessions at the moment.',
  sessionsFailed: 'Failed to fetch sessions. Please try again later.',
  onlineEventsTitle: 'Featured Online Events',
  testimonialsTitle: 'Testimonials and Media',
  comingSoon: 'Testimonials, talks and media from our courses are coming soon.',
} as const;
