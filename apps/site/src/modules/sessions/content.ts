/** Static contents of the Sessions page (docs/product.md §2): no server calls. */
export type SessionType = 'Meditation' | 'Chanting' | 'Healing' | 'Yoga';

export const SESSIONS = {
  title: 'Sessions',
  lead: 'Join live sessions of meditation, chanting, healing and yoga, or revisit past ones.',
  tabs: ['Ongoing Sessions', 'Archived Sessions', 'Session Calendar'] as const,
  current: [
    {
      title: 'Morning Dhyana',
      instructor: 'Acharya Devendra',
      schedule: 'Daily, 6:00 AM IST',
      type: 'Meditation' as SessionType,
      level: 'All levels',
      description: 'Guided meditation to begin the day in stillness.',
    },
    {
      title: 'Vedic Chanting Circle',
      instructor: 'Smt. Lakshmi Iyer',
      schedule: 'Tuesdays, 7:00 PM IST',
      type: 'Chanting' as SessionType,
      level: 'Beginner',
      description: 'Learning and chanting Vedic hymns together.',
    },
    {
      title: 'Pranic Healing Practice',
      instructor: 'Dr. Anil Sharma',
      schedule: 'Saturdays, 5:00 PM IST',
      type: 'Healing' as SessionType,
      level: 'Intermediate',
      description: 'Breath and energy practices for wellbeing.',
    },
    {
      title: 'Hatha Yoga Flow',
      instructor: 'Ms. Priya Nair',
      schedule: 'Mon, Wed, Fri, 7:00 AM IST',
      type: 'Yoga' as SessionType,
      level: 'All levels',
      description: 'A steady practice of asana and pranayama.',
    },
  ],
  joinSession: 'Join Session',
  past: [
    {
      title: 'Navaratri Sadhana Series',
      participants: 320,
      description: 'Nine evenings of mantra and meditation.',
    },
    {
      title: 'Yoga Sutras Study Circle',
      participants: 180,
      description: 'A twelve-week reading of the Yoga Sutras.',
    },
    {
      title: 'Healing Through Sound',
      participants: 250,
      description: 'Nada yoga and the healing power of sound.',
    },
  ],
  viewArchive: 'View Archive',
  participants: (n: number) => `${n} participants`,
  week: [
    { day: 'Monday', items: ['6:00 AM Morning Dhyana', '7:00 AM Hatha Yoga Flow'] },
    { day: 'Tuesday', items: ['6:00 AM Morning Dhyana', '7:00 PM Vedic Chanting Circle'] },
    { day: 'Wednesday', items: ['6:00 AM Morning Dhyana', '7:00 AM Hatha Yoga Flow'] },
    { day: 'Thursday', items: ['6:00 AM Morning Dhyana', '7:30 PM Yoga Nidra and Mantra Chanting'] },
    { day: 'Friday', items: ['6:00 AM Morning Dhyana', '7:00 AM Hatha Yoga Flow'] },
    { day: 'Saturday', items: ['6:00 AM Morning Dhyana', '5:00 PM Pranic Healing Practice'] },
    { day: 'Sunday', items: ['7:00 AM Satsang and Guided Meditation'] },
  ],
} as const;
