import type { GalleryImage } from '@foundation/shared';
import { type CommunityProgramEntity } from '../../programs/community-program.entity.js';
import { type DemoCalendar } from './demo-calendar.js';
import { type DemoImageMotif, type DemoImageSet } from './demo-images.js';

/**
 * The demo community programs: six active ones in three categories, created on different days so that
 * "newest first" means something, and one finished program that is no longer shown publicly.
 */

export type DemoProgramFields = Omit<CommunityProgramEntity, 'id' | 'updatedAt'>;

export const DEMO_PROGRAM_CATEGORIES = ['Education', 'Health & Wellness', 'Community Service'] as const;

interface ProgramText {
  slug: string;
  title: string;
  category: (typeof DEMO_PROGRAM_CATEGORIES)[number];
  description: string;
  isActive: boolean;
  createdDaysAgo: number;
  featured: DemoImageMotif;
  gallery: [motif: DemoImageMotif, caption: string][];
}

const PROGRAMS: ProgramText[] = [
  {
    slug: 'annadaan-meals-at-the-ghats',
    title: 'Annadaan: Daily Meals at the Ghats of Varanasi',
    category: 'Community Service',
    description:
      'Every day our volunteers cook and serve fresh, nourishing sattvic meals to pilgrims, elderly widows, ' +
      'sadhus and families living along the ghats of Varanasi. What began in 2015 as a weekly langar of 50 plates ' +
      'now serves more than 600 meals a day from our community kitchen near Assi Ghat.\n\n' +
      'The kitchen runs entirely on seva: local women cook, students help serve, and donors sponsor a day of ' +
      'meals to mark birthdays and remembrances. Leftover food is never wasted; it goes to nearby night shelters.',
    isActive: true,
    createdDaysAgo: 2,
    featured: 'river',
    gallery: [
      ['river', 'Serving meals at Assi Ghat at midday'],
      ['sun', 'The community kitchen starts at dawn'],
      ['lotus', 'Flowers offered before the first meal is served'],
    ],
  },
  {
    slug: 'yoga-in-government-schools',
    title: 'Yoga in Government Schools',
    category: 'Education',
    description:
      'Our trained teachers visit 42 government schools in Uttarakhand and Uttar Pradesh every week to teach ' +
      'simple asanas, breathing exercises and a few minutes of silent sitting. Teachers report calmer classrooms ' +
      'and better attention, and children take the practices home to their families.\n\n' +
      'The programme includes a short training for school teachers so that the morning practice continues on ' +
      'days when our volunteers are not there, and yoga mats for every participating classroom.',
    isActive: true,
    createdDaysAgo: 8,
    featured: 'sun',
    gallery: [
      ['sun', 'Morning assembly with surya namaskar'],
      ['mandala', 'Children drew this mandala after a meditation class'],
    ],
  },
  {
    slug: 'free-yoga-therapy-camps-for-seniors',
    title: 'Free Yoga Therapy Camps for Senior Citizens',
    category: 'Health & Wellness',
    description:
      'Monthly camps in villages around Rishikesh and Haridwar offer gentle yoga therapy, breathing practices ' +
      'and health check-ups to senior citizens. Sessions focus on joint mobility, balance to prevent falls, and ' +
      'managing blood pressure and diabetes through lifestyle.\n\n' +
      'Each camp is run with volunteer doctors and physiotherapists. Participants receive an illustrated chart of ' +
      'practices to continue at home, and follow-up visits track their progress.',
    isActive: true,
    createdDaysAgo: 15,
    featured: 'mountains',
    gallery: [
      ['mountains', 'A camp in the hills above Rishikesh'],
      ['sun', 'Gentle chair yoga for those with knee pain'],
      ['lotus', 'Closing relaxation at the end of the camp'],
      ['mandala', 'The village community hall prepared for the camp'],
    ],
  },
  {
    slug: 'gurukul-evening-school',
    title: 'Gurukul Evening School for Village Children',
    category: 'Education',
    description:
      'In four villages near Tapovan, our evening school helps more than 300 children with homework, reading, ' +
      'mathematics and spoken English, in the spirit of the gurukul tradition. Each evening begins with prayer ' +
      'and a short meditation, and ends with stories from the Panchatantra and the Upanishads.\n\n' +
      'Classes are taught by local graduates whom the Foundation trains and supports, creating livelihoods in the ' +
      'villages while children get the help they cannot find at home.',
    isActive: true,
    createdDaysAgo: 23,
    featured: 'lotus',
    gallery: [
      ['lotus', 'Evening prayer before classes begin'],
      ['sun', 'Reading circle in the courtyard'],
    ],
  },
  {
    slug: 'womens-wellness-and-pranayama-circles',
    title: "Women's Wellness and Pranayama Circles",
    category: 'Health & Wellness',
    description:
      'Weekly circles for women in urban slums and villages teach pranayama, simple yoga for back pain and ' +
      'menstrual health, and relaxation practices for stress. Circles are led by women teachers and offer a safe ' +
      'space to talk about health.\n\n' +
      'In partnership with local health workers, the circles also share information on nutrition, anaemia and ' +
      'government health schemes.',
    isActive: true,
    createdDaysAgo: 31,
    featured: 'mandala',
    gallery: [
      ['mandala', 'A pranayama circle in Varanasi'],
      ['lotus', 'Relaxation at the end of the session'],
      ['sun', 'Morning practice on the rooftop'],
    ],
  },
  {
    slug: 'clean-ganga-green-banks',
    title: 'Clean Ganga, Green Banks',
    category: 'Community Service',
    description:
      'Monthly cleaning drives on the ghats of Rishikesh and Varanasi, tree planting along the riverbanks and ' +
      'awareness programmes in schools on keeping the Ganga clean. Since 2018 volunteers have removed over 40 ' +
      'tonnes of plastic and planted 12,000 native trees.\n\n' +
      'Volunteers of every age join the drives; students earn seva certificates, and local shopkeepers are ' +
      'helped to switch to cloth bags and leaf plates.',
    isActive: true,
    createdDaysAgo: 42,
    featured: 'river',
    gallery: [
      ['river', 'Volunteers on the ghats after a cleaning drive'],
      ['mountains', 'Saplings planted along the riverbank'],
    ],
  },
  {
    slug: 'winter-blanket-drive-2024',
    title: 'Winter Blanket Drive 2024',
    category: 'Community Service',
    description:
      'During the winter of 2024 volunteers distributed 3,000 blankets to pilgrims and homeless people along the ' +
      'ghats. The drive has ended; thank you to everyone who contributed.',
    isActive: false,
    createdDaysAgo: 75,
    featured: 'sun',
    gallery: [['sun', 'Blanket distribution at dawn']],
  },
];

export function demoPrograms(calendar: DemoCalendar, images: DemoImageSet): DemoProgramFields[] {
  return PROGRAMS.map((program, index) => {
    const galleryImages: GalleryImage[] = program.gallery.map(([motif, caption], position) => ({
      url: images.gallery(`program-${program.slug}-${position + 1}`, motif),
      caption,
    }));
    return {
      title: program.title,
      category: program.category,
      description: program.description,
      featuredImageUrl: images.cover(`program-${program.slug}`, program.featured),
      urlSlug: program.slug,
      isActive: program.isActive,
      galleryImages,
      // Different hours too, so that no two programs share a creation time.
      createdAt: calendar.ago(program.createdDaysAgo, index + 1),
    };
  });
}
