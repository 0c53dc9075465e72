import organisation from './site-config.json';
import { t } from './i18n/i18n';

/** The foundation's details (name, numbers, addresses, phones, e-mail, social links): one file, site-config.json. */
export const SITE = organisation;

/**
 * docs/product.md §2: '(80 G) Registration ID ... | Date of Approval: 09-07-2021', in the page's language
 * (read when shown: the catalogue entry `layout.taxExemption`).
 */
export function taxExemptionLine(): string {
  return t('layout.taxExemption', {
    registrationId: SITE.taxExemption.registrationId,
    approvalDate: SITE.taxExemption.approvalDate,
  });
}

/** A link of the site's menus: its path and the catalogue entry of its name. */
export interface SiteLink {
  path: string;
  /** Message id in src/locales/{locale}/messages.json. */
  name: string;
}

/** docs/product.md §3 'Navigation item': the header's links, in order. */
export const NAVIGATION: readonly SiteLink[] = [
  { name: 'nav.yogayan', path: '/yogayan' },
  { name: 'nav.ritambhara', path: '/ritambhara' },
  { name: 'nav.vishranti', path: '/vishranti' },
  { name: 'nav.yogamitra', path: '/yogamitra' },
  { name: 'nav.communityPrograms', path: '/community-programs' },
  { name: 'nav.events', path: '/events' },
  { name: 'nav.sessions', path: '/sessions' },
];

export const CONTRIBUTE_LINK: SiteLink = { name: 'nav.contribute', path: '/contribute' };

export const QUICK_LINKS: readonly SiteLink[] = [
  { name: 'nav.aboutUs', path: '/about-us' },
  { name: 'nav.projects', path: '/projects' },
  { name: 'nav.digitalLibrary', path: '/digital-library' },
  { name: 'nav.testimonials', path: '/testimonials' },
  { name: 'nav.contact', path: '/contact' },
  { name: 'nav.privacy', path: '/privacy' },
];
