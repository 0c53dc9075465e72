import type { EventGalleryItem, PaymentStatus } from '@foundation/shared';
import { type EventEntity } from '../../events/event.entity.js';
import { DemoCalendar, mapsSearchUrl, SATURDAY, SUNDAY, THURSDAY } from './demo-calendar.js';
import { type DemoImageMotif, type DemoImageSet } from './demo-images.js';

/**
 * The demo events: offline ones (free, paid with a sold-out and an almost full ticket type, one whose
 * registration has closed, more upcoming ones, one inactive draft) and two online ones. Prices are whole
 * rupees; a paid event's price is its cheapest ticket type's (set when seeding).
 */

/** Every event column except those the database or the seeding code fills in. */
export type DemoEventFields = Omit<EventEntity, 'id' | 'ticketTypes' | 'updatedAt' | 'price'>;

export interface DemoTicketType {
  /** Names the type for the registrations below. */
  key: string;
  name: string;
  /** Whole rupees. */
  price: number;
  description: string | null;
  /** Null: unlimited. */
  availableQuantity: number | null;
}

export interface DemoRegistration {
  /** Key of the ticket type, or null for a free event. */
  ticketType: string | null;
  tickets: number;
  status: PaymentStatus;
  /** How long before now it was made. */
  daysAgo: number;
  hoursAgo: number;
}

export interface DemoEvent {
  fields: DemoEventFields;
  ticketTypes: DemoTicketType[];
  registrations: DemoRegistration[];
}

/** Well-known slugs, so tests and docs can point at the interesting cases. */
export const DEMO_EVENT_SLUGS = {
  freeSatsang: 'sunday-satsang-and-guided-meditation-new-delhi',
  rishikeshRetreat: 'raja-yoga-residential-retreat-rishikesh',
  tantraVidyaCourse: 'tantra-vidya-foundation-course-varanasi',
  yogaNidraWorkshop: 'yoga-nidra-and-pranayama-weekend-workshop-bengaluru',
  sevaDay: 'seva-day-at-the-ghats-varanasi',
  guruPurnimaDraft: 'guru-purnima-mahotsav-haridwar',
  onlineRajaYoga: 'online-raja-yoga-foundation-course',
  onlineYogaNidra: 'thursday-yoga-nidra-and-mantra-chanting-online',
} as const;

/** `[ticket type key, tickets, days ago, hours ago]` of completed registrations. */
type Sale = [ticketType: string | null, tickets: number, daysAgo: number, hoursAgo: number];

function completed(sales: Sale[]): DemoRegistration[] {
  return sales.map(([ticketType, tickets, daysAgo, hoursAgo]) => ({
    ticketType,
    tickets,
    status: 'completed',
    daysAgo,
    hoursAgo,
  }));
}

function gallery(
  images: DemoImageSet,
  slug: string,
  items: [motif: DemoImageMotif, caption: string][],
): EventGalleryItem[] {
  return items.map(([motif, caption], index) => ({
    imageUrl: images.gallery(`event-${slug}-${index + 1}`, motif),
    caption,
  }));
}

const STANDARD_OFFLINE_NOT_INCLUDED = [
  'Travel to and from the venue',
  'Personal expenses and donations at temples',
  'Travel and medical insurance',
];

export function demoEvents(calendar: DemoCalendar, images: DemoImageSet): DemoEvent[] {
  const slugs = DEMO_EVENT_SLUGS;
  const offline = { eventType: 'offline' as const, isActive: true };
  const online = { eventType: 'online' as const, isActive: true, locationMapUrl: null };
  // Events named after a weekday fall on that weekday, whatever day the demo is seeded.
  const dates = {
    satsangSunday: calendar.nextWeekday(7, SUNDAY),
    sevaSunday: calendar.nextWeekday(14, SUNDAY),
    workshopSaturday: calendar.nextWeekday(42, SATURDAY),
    courseFirstSunday: calendar.nextWeekday(10, SUNDAY),
    nidraThursday: calendar.nextWeekday(3, THURSDAY),
  };

  const freeSatsang: DemoEvent = {
    fields: {
      ...offline,
      title: 'Sunday Satsang and Guided Meditation',
      urlSlug: slugs.freeSatsang,
      description:
        '<p>Join us for a peaceful Sunday morning of <strong>satsang</strong>, gentle pranayama and a guided ' +
        'meditation in the Raja Yoga tradition. The morning is open to everyone, whether you have meditated for ' +
        'years or are sitting for the first time.</p>' +
        '<p>Our senior acharya will speak on <strong>"Chitta Vritti Nirodha: stilling the waves of the mind"</strong> ' +
        'from the Yoga Sutras of Patanjali, followed by questions and answers.</p>' +
        '<ul><li>Bhajans and opening chants</li><li>Talk on the Yoga Sutras</li><li>45 minutes of guided meditation</li>' +
        '<li>Prasad and herbal tea</li></ul>',
      location: 'India International Centre, 40 Max Mueller Marg, Lodhi Estate, New Delhi 110003',
      locationMapUrl: mapsSearchUrl('India International Centre, 40 Max Mueller Marg, New Delhi'),
      startDate: dates.satsangSunday,
      endDate: dates.satsangSunday,
      imageUrl: images.cover(`event-${slugs.freeSatsang}`, 'lotus'),
      isPaid: false,
      features: [
        'Talk on the Yoga Sutras of Patanjali by a senior acharya',
        'Gentle pranayama suitable for all ages',
        '45-minute guided Raja Yoga meditation',
        'Open questions and answers',
      ],
      benefits: [
        'A calmer, more focused mind for the week ahead',
        'A simple daily meditation practice you can continue at home',
        'The company of a welcoming community of seekers',
      ],
      specialFeatures: [
        'Free entry for all',
        'Wheelchair-accessible hall',
        'Chairs available for those who cannot sit on the floor',
      ],
      includedItems: ['Meditation mats and cushions', 'Prasad and herbal tea', 'A printed practice sheet'],
      notIncludedItems: ['Travel to and from the venue', 'Parking charges'],
      cancellationPolicy:
        'Entry is free, but seats are limited. If you cannot come, please cancel so that another seeker can take your place.',
      cancellationPolicyPoints: [
        'Please cancel at least 24 hours in advance by replying to your confirmation e-mail',
        'Doors close at 7:15 AM so that the meditation is not disturbed',
      ],
      faqs: [
        {
          question: 'Do I need any prior experience of meditation?',
          answer: 'No. The guidance is given step by step and is suitable for complete beginners.',
        },
        {
          question: 'What should I wear?',
          answer: 'Loose, comfortable clothing in light colours. Please leave footwear outside the hall.',
        },
        {
          question: 'Can I bring my children?',
          answer: 'Children above 10 years are welcome if they can sit quietly through the meditation.',
        },
      ],
      schedule: [
        {
          activity: '6:45 AM - Arrival and settling in',
          description: 'Collect your mat and cushion and find a quiet place.',
        },
        {
          activity: '7:00 AM - Bhajans and opening chants',
          description: 'Om chanting and a short invocation.',
        },
        { activity: '7:20 AM - Satsang', description: 'Talk on the Yoga Sutras followed by questions.' },
        {
          activity: '8:00 AM - Guided meditation',
          description: 'Breath awareness leading into silent meditation.',
        },
        {
          activity: '8:45 AM - Prasad and fellowship',
          description: 'Herbal tea and conversation on the lawns.',
        },
      ],
      gallery: gallery(images, slugs.freeSatsang, [
        ['mandala', 'Meditation hall decorated with a rangoli mandala'],
        ['sun', 'Sunrise over the Lodhi Gardens before the satsang'],
        ['lotus', 'Flowers offered at the altar'],
      ]),
      createdAt: calendar.ago(34, 5),
    },
    ticketTypes: [],
    registrations: completed([
      [null, 2, 6, 3],
      [null, 1, 4, 8],
      [null, 4, 2, 1],
      [null, 1, 1, 6],
    ]),
  };

  const rishikeshRetreat: DemoEvent = {
    fields: {
      ...offline,
      title: 'Raja Yoga Residential Retreat in Rishikesh',
      urlSlug: slugs.rishikeshRetreat,
      description:
        '<p>Spend seven days on the banks of the Ganga in the foothills of the Himalayas, immersed in the ' +
        'eight limbs of <strong>Raja Yoga</strong> as taught by Maharishi Patanjali. The retreat follows a ' +
        'traditional ashram routine of asana, pranayama, study and meditation, with periods of silence.</p>' +
        '<p>Each day builds on the last: from <strong>yama and niyama</strong> as the foundation of practice, ' +
        'through pratyahara and dharana, to longer sittings of dhyana in the final days.</p>' +
        '<ul><li>Daily practice guided by experienced teachers of the Foundation</li>' +
        '<li>Evening Ganga aarti at Triveni Ghat</li>' +
        '<li>A half-day excursion to the Vashishtha Gufa meditation cave</li></ul>',
      location: 'Ganga Vihar Retreat Centre, Tapovan, Rishikesh, Uttarakhand 249192',
      locationMapUrl: mapsSearchUrl('Tapovan, Rishikesh, Uttarakhand 249192'),
      startDate: calendar.date(24),
      endDate: calendar.date(30),
      imageUrl: images.cover(`event-${slugs.rishikeshRetreat}`, 'mountains'),
      isPaid: true,
      features: [
        'Two asana and pranayama sessions every day',
        'Study of the Yoga Sutras: the eight limbs of Raja Yoga',
        'Guided dhyana sessions, lengthening through the week',
        'Morning of mauna (silence) on day five',
        'Evening Ganga aarti and kirtan',
      ],
      benefits: [
        'A steady personal practice to take home',
        'Better sleep, digestion and energy',
        'Practical tools to manage stress and restlessness',
        'A deeper understanding of the philosophy behind yoga',
      ],
      specialFeatures: [
        'Riverside location with views of the Ganga',
        'Small groups of at most 25 participants per teacher',
        'Excursion to Vashishtha Gufa',
        'Certificate of participation',
      ],
      includedItems: [
        'Six nights of accommodation in the room type you choose',
        'Three sattvic vegetarian meals a day and herbal teas',
        'All classes, study material and a yoga mat to keep',
        'Local transport for the Vashishtha Gufa excursion',
      ],
      notIncludedItems: [
        ...STANDARD_OFFLINE_NOT_INCLUDED,
        'Ayurvedic treatments and massages (available on request)',
      ],
      cancellationPolicy:
        'We understand that plans change. Refunds depend on how early you cancel, because places at the retreat are limited and meals and rooms are booked in advance.',
      cancellationPolicyPoints: [
        'Full refund minus a 5% processing fee up to 15 days before the retreat',
        '50% refund between 14 and 7 days before the retreat',
        'No refund within 7 days of the start date, but your place may be transferred to a friend',
        'If the Foundation cancels the retreat, you receive a full refund',
      ],
      faqs: [
        {
          question: 'I have never done yoga before. Is this retreat for me?',
          answer:
            'Yes. Every practice is offered with simpler variations, and teachers give individual attention in small groups.',
        },
        {
          question: 'How do I reach the retreat centre?',
          answer:
            'The nearest airport is Jolly Grant, Dehradun (35 km) and the nearest railway station is Yog Nagari Rishikesh. We can arrange a taxi pick-up at extra cost.',
        },
        {
          question: 'Is the food suitable for special diets?',
          answer:
            'All meals are vegetarian and prepared without onion and garlic. Vegan and gluten-free options are available if you tell us in advance.',
        },
        {
          question: 'Will I be able to use my phone?',
          answer:
            'Wi-Fi is available in the reception area. We encourage participants to keep phones switched off during sessions.',
        },
      ],
      schedule: [
        { activity: '5:30 AM - Wake-up bell and herbal tea' },
        {
          activity: '6:00 AM - Asana and pranayama',
          description: 'Hatha practice preparing the body for meditation.',
        },
        { activity: '7:45 AM - Meditation', description: 'Guided dhyana by the river.' },
        { activity: '8:30 AM - Breakfast' },
        {
          activity: '10:00 AM - Study of the Yoga Sutras',
          description: "Talk and discussion on the day's limb of Raja Yoga.",
        },
        { activity: '12:30 PM - Lunch and rest' },
        {
          activity: '3:30 PM - Karma yoga or excursion',
          description: "Seva in the ashram garden, or the day's outing.",
        },
        { activity: '5:00 PM - Gentle asana and yoga nidra' },
        { activity: '6:30 PM - Ganga aarti at Triveni Ghat' },
        { activity: '8:00 PM - Dinner, then silence until morning' },
      ],
      gallery: gallery(images, slugs.rishikeshRetreat, [
        ['mountains', 'Morning mist over the Himalayan foothills'],
        ['river', 'Evening aarti on the banks of the Ganga'],
        ['mandala', 'The meditation hall at the retreat centre'],
        ['sun', 'Sunrise practice on the terrace'],
      ]),
      createdAt: calendar.ago(52, 2),
    },
    ticketTypes: [
      {
        key: 'dormitory',
        name: 'Shared Dormitory',
        price: 12500,
        description:
          'A bed in a six-bed dormitory with shared bathrooms. The simplest way to join the retreat.',
        availableQuantity: null,
      },
      {
        key: 'twin',
        name: 'Twin Sharing Room',
        price: 18500,
        description: 'A room shared with one other participant, with an attached bathroom and a garden view.',
        availableQuantity: 12,
      },
      {
        key: 'cottage',
        name: 'Riverside Private Cottage',
        price: 26000,
        description: 'A private cottage facing the Ganga, with its own veranda. For one person.',
        availableQuantity: 20,
      },
    ],
    registrations: [
      // The riverside cottages: all 20 taken.
      ...completed([
        ['cottage', 2, 21, 4],
        ['cottage', 1, 19, 2],
        ['cottage', 4, 17, 6],
        ['cottage', 2, 14, 3],
        ['cottage', 3, 11, 9],
        ['cottage', 1, 8, 1],
        ['cottage', 2, 6, 5],
        ['cottage', 5, 3, 2],
      ]),
      // Twin rooms: 9 of 12 taken, 3 left.
      ...completed([
        ['twin', 2, 18, 7],
        ['twin', 2, 12, 4],
        ['twin', 1, 7, 3],
        ['twin', 4, 2, 6],
      ]),
      { ticketType: 'twin', tickets: 2, status: 'failed', daysAgo: 1, hoursAgo: 2 },
      // Dormitory: plenty of room.
      ...completed([
        ['dormitory', 3, 16, 1],
        ['dormitory', 1, 9, 8],
        ['dormitory', 2, 4, 4],
      ]),
    ],
  };

  const tantraVidyaCourse: DemoEvent = {
    fields: {
      ...offline,
      title: 'Tantra Vidya Foundation Course in Varanasi',
      urlSlug: slugs.tantraVidyaCourse,
      description:
        '<p>A seven-day residential introduction to <strong>Tantra Vidya</strong>, the ancient science of ' +
        'expanding consciousness through mantra, yantra and meditation, taught in the sacred city of Kashi.</p>' +
        '<p>The course clears common misunderstandings about Tantra and presents it as a disciplined inner ' +
        'practice rooted in the classical texts. Mornings are for practice, afternoons for study of texts such ' +
        'as the <strong>Vijnana Bhairava Tantra</strong>, and evenings for aarti on the ghats.</p>' +
        '<ul><li>Mantra and yantra meditation</li><li>Study of the Vijnana Bhairava Tantra</li>' +
        '<li>Visits to Kashi Vishwanath and the ghats at dawn</li></ul>',
      location: 'Foundation Study Centre, Assi Ghat, Varanasi, Uttar Pradesh 221005',
      locationMapUrl: mapsSearchUrl('Assi Ghat, Varanasi, Uttar Pradesh 221005'),
      startDate: calendar.date(-2),
      endDate: calendar.date(4),
      imageUrl: images.cover(`event-${slugs.tantraVidyaCourse}`, 'river'),
      isPaid: true,
      features: [
        'Daily mantra japa and yantra meditation',
        'Text study of the Vijnana Bhairava Tantra',
        'Dawn boat ride on the Ganga',
        'Evening aarti at Dashashwamedh Ghat',
      ],
      benefits: [
        'A clear, traditional understanding of what Tantra is and is not',
        'Meditation techniques for concentration and inner stillness',
        'Experience of the living spiritual culture of Kashi',
      ],
      specialFeatures: [
        'Taught by acharyas with over 20 years of practice',
        'Limited to 40 participants',
        'Course notes in English and Hindi',
      ],
      includedItems: [
        'Six nights of twin-sharing accommodation',
        'All sattvic meals',
        'Course notes and a copper yantra',
        'Boat ride and guided temple visits',
      ],
      notIncludedItems: [...STANDARD_OFFLINE_NOT_INCLUDED],
      cancellationPolicy:
        'Registration for this course is now closed. Registered participants may contact the Foundation for changes.',
      cancellationPolicyPoints: [
        'Full refund minus a 5% processing fee up to 10 days before the course',
        'No refund within 10 days of the start date',
        'Places may be transferred to another person with prior notice',
      ],
      faqs: [
        {
          question: 'Is Tantra Vidya connected with any particular religion?',
          answer:
            'It is a spiritual science of the Indian tradition. Seekers of every background are welcome.',
        },
        {
          question: 'Are there any prerequisites?',
          answer: 'A regular meditation practice of at least a few months is helpful but not required.',
        },
      ],
      schedule: [
        { activity: '5:00 AM - Dawn boat ride and Ganga darshan' },
        { activity: '6:30 AM - Mantra japa and yantra meditation' },
        { activity: '8:30 AM - Breakfast' },
        {
          activity: '10:00 AM - Text study',
          description: 'Dharanas of the Vijnana Bhairava Tantra with commentary.',
        },
        { activity: '1:00 PM - Lunch and rest' },
        { activity: '4:00 PM - Practice and questions' },
        { activity: '6:30 PM - Ganga aarti at Dashashwamedh Ghat' },
      ],
      gallery: gallery(images, slugs.tantraVidyaCourse, [
        ['river', 'Lamps floating on the Ganga at dusk'],
        ['mandala', 'Sri Yantra drawn for the morning practice'],
        ['sun', 'Dawn over the ghats of Kashi'],
      ]),
      createdAt: calendar.ago(60, 3),
    },
    ticketTypes: [
      {
        key: 'course',
        name: 'Course Fee with Stay and Meals',
        price: 9500,
        description: 'Seven days of teaching, twin-sharing accommodation and all meals.',
        availableQuantity: 40,
      },
    ],
    registrations: completed([
      ['course', 2, 28, 5],
      ['course', 1, 20, 3],
      ['course', 3, 9, 7],
      ['course', 1, 5, 2],
    ]),
  };

  const yogaNidraWorkshop: DemoEvent = {
    fields: {
      ...offline,
      title: 'Yoga Nidra and Pranayama Weekend Workshop',
      urlSlug: slugs.yogaNidraWorkshop,
      description:
        '<p>A weekend workshop on two of the most effective practices for deep rest and emotional balance: ' +
        '<strong>yoga nidra</strong>, the yogic sleep, and <strong>pranayama</strong>, the science of breath.</p>' +
        '<p>Designed for busy professionals, the workshop teaches practices you can fit into 20 minutes a day, ' +
        'with recordings to continue at home.</p>' +
        '<ul><li>Nadi shodhana, bhramari and ujjayi breathing</li><li>Three full yoga nidra sessions</li>' +
        '<li>Guidance on building a daily routine</li></ul>',
      location: 'Foundation Yoga Shala, 12th Main, HAL 2nd Stage, Indiranagar, Bengaluru 560008',
      locationMapUrl: mapsSearchUrl('HAL 2nd Stage, Indiranagar, Bengaluru 560008'),
      startDate: dates.workshopSaturday,
      endDate: DemoCalendar.addDays(dates.workshopSaturday, 1),
      imageUrl: images.cover(`event-${slugs.yogaNidraWorkshop}`, 'sun'),
      isPaid: true,
      features: [
        'Step-by-step pranayama instruction',
        'Three guided yoga nidra sessions',
        'Talk on the koshas and deep relaxation',
      ],
      benefits: [
        'Deeper, more restful sleep',
        'Lower stress and anxiety',
        'More energy and clarity through the day',
      ],
      specialFeatures: [
        'Audio recordings of every practice',
        'Suitable for beginners',
        'Weekend format for working people',
      ],
      includedItems: [
        'Both days of teaching',
        'Lunch and herbal tea on both days',
        'Audio recordings and a practice booklet',
      ],
      notIncludedItems: ['Accommodation', 'Travel to and from the venue'],
      cancellationPolicy:
        'You may cancel up to 5 days before the workshop for a refund, or transfer your pass to a friend at any time.',
      cancellationPolicyPoints: [
        'Full refund minus a 5% processing fee up to 5 days before the workshop',
        'No refund within 5 days, but passes are transferable',
      ],
      faqs: [
        {
          question: 'Who can use the Student / Senior Citizen Pass?',
          answer: 'Full-time students and anyone aged 60 or above. Please carry an ID card to the workshop.',
        },
        {
          question: 'Is yoga nidra suitable for people with insomnia?',
          answer:
            'Many participants with poor sleep find it very helpful. Please tell the teacher about any medical condition.',
        },
      ],
      schedule: [
        { activity: 'Saturday 8:00 AM - Registration and welcome' },
        {
          activity: 'Saturday 8:30 AM - Foundations of pranayama',
          description: 'Posture, breath awareness and nadi shodhana.',
        },
        {
          activity: 'Saturday 11:00 AM - First yoga nidra',
          description: 'Rotation of consciousness and sankalpa.',
        },
        {
          activity: 'Sunday 8:30 AM - Bhramari and ujjayi',
          description: 'Breath practices for calming the nervous system.',
        },
        { activity: 'Sunday 11:00 AM - Deep yoga nidra and closing circle' },
      ],
      gallery: gallery(images, slugs.yogaNidraWorkshop, [
        ['sun', 'Morning light in the yoga shala'],
        ['lotus', 'Deep relaxation at the end of a session'],
      ]),
      createdAt: calendar.ago(18, 6),
    },
    ticketTypes: [
      {
        key: 'standard',
        name: 'Standard Pass',
        price: 2500,
        description: 'Both days of the workshop, lunch and all recordings.',
        availableQuantity: 60,
      },
      {
        key: 'concession',
        name: 'Student / Senior Citizen Pass',
        price: 1500,
        description: 'The full workshop at a concession for students and senior citizens (ID required).',
        availableQuantity: 30,
      },
    ],
    registrations: completed([
      ['standard', 2, 15, 2],
      ['concession', 1, 13, 5],
      ['standard', 1, 9, 1],
      ['standard', 3, 5, 4],
      ['concession', 2, 3, 3],
    ]),
  };

  const sevaDay: DemoEvent = {
    fields: {
      ...offline,
      title: 'Seva Day at the Ghats',
      urlSlug: slugs.sevaDay,
      description:
        "<p>Offer a morning of <strong>seva</strong> to Mother Ganga. Volunteers join the Foundation's team to " +
        'clean the ghats, sort waste for recycling and serve <strong>annadaan</strong> (free meals) to pilgrims, ' +
        'sadhus and families living near the river.</p>' +
        '<p>No experience is needed: just a willing heart. Families and school groups are welcome.</p>',
      location: 'Assi Ghat, Varanasi, Uttar Pradesh 221005',
      locationMapUrl: mapsSearchUrl('Assi Ghat, Varanasi, Uttar Pradesh 221005'),
      startDate: dates.sevaSunday,
      endDate: dates.sevaSunday,
      imageUrl: images.cover(`event-${slugs.sevaDay}`, 'river'),
      isPaid: false,
      features: [
        'Ghat cleaning drive',
        'Waste sorting and recycling awareness',
        'Annadaan: serving meals to about 500 people',
      ],
      benefits: [
        'The joy of selfless service',
        'Meet volunteers from across India',
        'A cleaner Ganga for everyone',
      ],
      specialFeatures: ['Free participation', 'Certificate of seva for students'],
      includedItems: ['Gloves, masks and cleaning tools', 'Volunteer T-shirt', 'Breakfast and lunch'],
      notIncludedItems: ['Travel to Varanasi', 'Accommodation'],
      cancellationPolicy:
        'Participation is free. If your plans change, please let us know so that we can plan meals and tools.',
      cancellationPolicyPoints: [
        'Please cancel at least two days in advance',
        'Children under 14 must come with an adult',
      ],
      faqs: [
        {
          question: 'What should I bring?',
          answer: 'A water bottle, a cap and closed shoes. Tools and gloves are provided.',
        },
        {
          question: 'Can my school or college group join?',
          answer: 'Yes. Please register each volunteer and write to us so that we can assign a coordinator.',
        },
      ],
      schedule: [
        { activity: '6:30 AM - Gathering and prayer at Assi Ghat' },
        {
          activity: '7:00 AM - Cleaning drive',
          description: 'Teams work along the ghats from Assi towards Tulsi Ghat.',
        },
        { activity: '10:00 AM - Breakfast and rest' },
        {
          activity: '11:30 AM - Annadaan',
          description: 'Serving freshly cooked meals to pilgrims and families.',
        },
        { activity: '1:30 PM - Closing circle' },
      ],
      gallery: gallery(images, slugs.sevaDay, [
        ['river', 'Volunteers at work on the ghats'],
        ['sun', 'Morning prayer before the drive'],
      ]),
      createdAt: calendar.ago(12, 4),
    },
    ticketTypes: [],
    registrations: completed([
      [null, 3, 7, 2],
      [null, 1, 2, 5],
    ]),
  };

  const guruPurnimaDraft: DemoEvent = {
    fields: {
      ...offline,
      isActive: false,
      title: 'Guru Purnima Mahotsav',
      urlSlug: slugs.guruPurnimaDraft,
      description:
        '<p>A day of gratitude to the Guru: <strong>guru puja</strong>, satsang, bhajans and bhandara. ' +
        'Details are being finalised; this event is not yet published.</p>',
      location: 'Foundation Ashram, Kankhal, Haridwar, Uttarakhand 249408',
      locationMapUrl: mapsSearchUrl('Kankhal, Haridwar, Uttarakhand 249408'),
      startDate: calendar.date(70),
      endDate: calendar.date(70),
      imageUrl: images.cover(`event-${slugs.guruPurnimaDraft}`, 'mandala'),
      isPaid: false,
      features: ['Guru puja', 'Satsang and bhajans', 'Bhandara (community meal)'],
      benefits: ['Celebrate the teachers who light the way'],
      specialFeatures: [],
      includedItems: ['Bhandara lunch'],
      notIncludedItems: ['Travel and accommodation'],
      cancellationPolicy: null,
      cancellationPolicyPoints: [],
      faqs: [],
      schedule: [
        { activity: '8:00 AM - Guru puja' },
        { activity: '10:00 AM - Satsang' },
        { activity: '12:30 PM - Bhandara' },
      ],
      gallery: [],
      createdAt: calendar.ago(3, 2),
    },
    ticketTypes: [],
    registrations: [],
  };

  const onlineRajaYoga: DemoEvent = {
    fields: {
      ...online,
      title: 'Online Raja Yoga Foundation Course',
      urlSlug: slugs.onlineRajaYoga,
      description:
        '<p>An eight-week live online course on the foundations of <strong>Raja Yoga</strong>, held on Sunday ' +
        'mornings. Learn the eight limbs of yoga from the Yoga Sutras of Patanjali and build a daily practice of ' +
        'pranayama and meditation, wherever you live.</p>' +
        '<ul><li>Eight live sessions of 90 minutes on Zoom</li><li>Recordings and reading material</li>' +
        '<li>Weekly practice assignments with feedback</li></ul>',
      location: 'Online (live on Zoom)',
      startDate: dates.courseFirstSunday,
      // Eight Sundays: the first and seven more.
      endDate: DemoCalendar.addDays(dates.courseFirstSunday, 7 * 7),
      imageUrl: images.cover(`event-${slugs.onlineRajaYoga}`, 'mandala'),
      isPaid: true,
      features: [
        'Eight live Sunday sessions',
        'Guided pranayama and meditation in every class',
        'Weekly questions and answers',
      ],
      benefits: [
        'A daily practice that fits a busy life',
        'A clear map of the path of Raja Yoga',
        'Learn from home, anywhere in the world',
      ],
      specialFeatures: [
        'Recordings available for 90 days',
        'Sessions in English with Hindi explanations',
        'Certificate on completion',
      ],
      includedItems: [
        'All live sessions and recordings',
        'E-book of course notes',
        'Access to the course discussion group',
      ],
      notIncludedItems: ['Internet connection and device', 'Printed books'],
      cancellationPolicy:
        'You may cancel before the second session for a full refund minus a 5% processing fee.',
      cancellationPolicyPoints: [
        'Full refund minus 5% before the second session',
        'No refund after the second session',
      ],
      faqs: [
        {
          question: 'What if I miss a live session?',
          answer: 'Every session is recorded and the recording is shared within 24 hours.',
        },
        {
          question: 'Which time zone are the sessions in?',
          answer: 'Sessions start at 7:00 AM India time (IST) every Sunday.',
        },
      ],
      schedule: [
        { activity: 'Week 1 - Yama and niyama', description: 'The ethical foundations of practice.' },
        {
          activity: 'Weeks 2-3 - Asana and pranayama',
          description: 'A steady seat and the science of breath.',
        },
        {
          activity: 'Weeks 4-5 - Pratyahara and dharana',
          description: 'Withdrawing the senses and concentrating the mind.',
        },
        { activity: 'Weeks 6-8 - Dhyana and samadhi', description: 'Meditation and the goal of yoga.' },
      ],
      gallery: gallery(images, slugs.onlineRajaYoga, [
        ['mandala', 'A still mind, like a perfect mandala'],
        ['lotus', 'The lotus: rising pure from muddy water'],
      ]),
      createdAt: calendar.ago(27, 1),
    },
    ticketTypes: [
      {
        key: 'course',
        name: 'Full Course',
        price: 1500,
        description: 'All eight live sessions with recordings.',
        availableQuantity: null,
      },
      {
        key: 'course-plus',
        name: 'Course with Digital Library Access',
        price: 2500,
        description:
          "The full course plus one year of access to the Foundation's digital library of talks and books.",
        availableQuantity: null,
      },
    ],
    registrations: completed([
      ['course', 1, 10, 6],
      ['course-plus', 1, 8, 3],
      ['course', 2, 4, 9],
    ]),
  };

  const onlineYogaNidra: DemoEvent = {
    fields: {
      ...online,
      title: 'Thursday Yoga Nidra and Mantra Chanting',
      urlSlug: slugs.onlineYogaNidra,
      description:
        '<p>Part of our <strong>Thursday special series</strong>: an evening of mantra chanting followed by a ' +
        'deeply relaxing guided <strong>yoga nidra</strong>, streamed live so you can join from home.</p>' +
        '<p>Free and open to all. Keep a mat, a blanket and a cushion ready.</p>',
      location: 'Online (YouTube Live and Zoom)',
      startDate: dates.nidraThursday,
      endDate: dates.nidraThursday,
      imageUrl: images.cover(`event-${slugs.onlineYogaNidra}`, 'lotus'),
      isPaid: false,
      features: ['Chanting of the Gayatri and Mahamrityunjaya mantras', '40-minute guided yoga nidra'],
      benefits: ['Deep rest after a long week', 'Calm and better sleep'],
      specialFeatures: ['Free for everyone', 'Join by video or audio only'],
      includedItems: [
        'Live stream link e-mailed after registration',
        'Chanting sheet in Devanagari and English',
      ],
      notIncludedItems: ['Internet connection and device'],
      cancellationPolicy: 'This is a free event; no cancellation is needed.',
      cancellationPolicyPoints: [],
      faqs: [
        {
          question: 'Do I need to know the mantras?',
          answer: 'No. A chanting sheet is shared, and the mantras are repeated slowly so you can follow.',
        },
      ],
      schedule: [
        { activity: '7:30 PM IST - Opening and mantra chanting' },
        { activity: '7:50 PM IST - Guided yoga nidra' },
        { activity: '8:30 PM IST - Closing prayer' },
      ],
      gallery: gallery(images, slugs.onlineYogaNidra, [
        ['lotus', 'A lotus at rest on still water'],
        ['sun', 'Evening practice at home'],
      ]),
      createdAt: calendar.ago(9, 7),
    },
    ticketTypes: [],
    registrations: completed([
      [null, 1, 3, 4],
      [null, 2, 1, 1],
    ]),
  };

  return [
    freeSatsang,
    rishikeshRetreat,
    tantraVidyaCourse,
    yogaNidraWorkshop,
    sevaDay,
    guruPurnimaDraft,
    onlineRajaYoga,
    onlineYogaNidra,
  ];
}
