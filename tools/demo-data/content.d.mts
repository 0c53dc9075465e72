import type {
  EventCategory,
  EventGalleryItem,
  EventType,
  SessionFields,
  GalleryImage,
  PaymentStatus,
} from '@foundation/shared';
import type { DemoImageSpec } from './images.mjs';

export declare const DEMO_EVENT_SLUGS: {
  freeSatsang: string;
  rishikeshRetreat: string;
  tantraVidyaCourse: string;
  yogaNidraWorkshop: string;
  sevaDay: string;
  endedDeepdaan: string;
  guruPurnimaDraft: string;
  onlineRajaYoga: string;
  onlineYogaNidra: string;
  himalayanRetreat: string;
  charDhamYatra: string;
  kashiRetreat: string;
};

export declare class DemoCalendar {
  constructor(now: Date);
  readonly now: Date;
  readonly today: string;
  date(days: number): string;
  nextWeekday(days: number, weekday: number): string;
  static addDays(date: string, days: number): string;
  ago(days: number, hours?: number): Date;
}

export interface DemoEventFields {
  title: string;
  urlSlug: string;
  eventType: EventType;
  category?: EventCategory;
  isActive: boolean;
  isPaid: boolean;
  startDate: string;
  endDate: string;
  location: string;
  locationMapUrl: string | null;
  imageUrl: string;
  description: string;
  features: string[];
  benefits: string[];
  specialFeatures: string[];
  includedItems: string[];
  notIncludedItems: string[];
  cancellationPolicy: string | null;
  cancellationPolicyPoints: string[];
  faqs: { question: string; answer: string }[];
  schedule: { activity: string; description?: string }[];
  gallery: EventGalleryItem[];
  createdAt: Date;
}

export interface DemoTicketType {
  name: string;
  /** Whole rupees. */
  price: number;
  description: string | null;
  availableQuantity: number | null;
}

export interface DemoRegistration {
  /** The ticket type's name, or null on a free event. */
  ticketType: string | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  numberOfTickets: number;
  paymentStatus: PaymentStatus;
  paymentId: string | null;
  orderId: string | null;
  createdAt: Date;
}

export interface DemoEvent {
  fields: DemoEventFields;
  ticketTypes: DemoTicketType[];
  registrations: DemoRegistration[];
}

export interface DemoProgram {
  title: string;
  urlSlug: string;
  category: string;
  isActive: boolean;
  description: string;
  featuredImageUrl: string;
  galleryImages: GalleryImage[];
  createdAt: Date;
}

export interface DemoVolunteerRole {
  title: string;
  commitment: string;
  skills: string;
  description: string;
  isActive: boolean;
  sortOrder: number;
}

export interface DemoDonationProject {
  title: string;
  description: string;
  imageUrl: string;
  goal: number;
  isActive: boolean;
  sortOrder: number;
}
export interface DemoVishrantiItem {
  kind: 'program' | 'video';
  title: string;
  description?: string;
  videoUrl?: string;
  sortOrder: number;
  isActive: boolean;
}

export type DemoSession = Omit<SessionFields, 'participantsCount' | 'recordingUrl'> &
  Partial<Pick<SessionFields, 'participantsCount' | 'recordingUrl'>>;

export interface DemoHeroSlide {
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  link: string;
  sortOrder: number;
  desktopImageUrl: string;
  mobileImageUrl: string;
}

export declare function demoContent(now?: Date): {
  calendar: DemoCalendar;
  events: DemoEvent[];
  programs: DemoProgram[];
  volunteerRoles: DemoVolunteerRole[];
  donationProjects: DemoDonationProject[];
  /** The Sessions page's sessions, as the admin API takes them (SaveSessionDto). */
  sessions: DemoSession[];
  /** The Vishranti page's regular programs and videos, as the admin API takes them. */
  vishrantiItems: DemoVishrantiItem[];
  /**
   * The Hindi twins of the page texts (the mission, and each impact figure's label by its English label), and
   * the home page's hero slides as the admin API takes them.
   */
  siteContent: {
    missionTextHi: string;
    /** Values of the migration's impact figures the demo writes otherwise, by the value. */
    impactFigureValues: Record<string, string>;
    impactFigureLabelsHi: Record<string, string>;
    heroSlides: DemoHeroSlide[];
  };
  /** The privacy notice's first version, as the admin API takes it (PublishPrivacyNoticeDto). */
  privacyNotice: { body: string; bodyHi: string; grievanceOfficer: string };
  images: DemoImageSpec[];
};
