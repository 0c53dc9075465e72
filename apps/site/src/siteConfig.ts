import organisation from './site-config.json';

/** The foundation's details (name, numbers, addresses, phones, e-mail, social links): one file, site-config.json. */
export const SITE = organisation;

/** docs/product.md §2: '(80 G) Registration ID ... | Date of Approval: 09-07-2021'. */
export const TAX_EXEMPTION_LINE = `(80 G) Registration ID ${SITE.taxExemption.registrationId} | Date of Approval: ${SITE.taxExemption.approvalDate}`;

/** docs/product.md §3 'Navigation item': the header's links, in order. */
export const NAVIGATION: readonly { name: string; path: string }[] = [
  { name: 'Yogayan', path: '/yogayan' },
  { name: 'Ritambhara', path: '/ritambhara' },
  { name: 'Vishranti', path: '/vishranti' },
  { name: 'Yogamitra', path: '/yogamitra' },
  { name: 'Community Programs', path: '/community-programs' },
  { name: 'Events', path: '/events' },
  { name: 'Sessions', path: '/sessions' },
];

export const CONTRIBUTE_LINK = { name: 'Contribute', path: '/contribute' } as const;

export const QUICK_LINKS: readonly { name: string; path: string }[] = [
  { name: 'About Us', path: '/about-us' },
  { name: 'Projects', path: '/projects' },
  { name: 'Digital Library', path: '/digital-library' },
  { name: 'Testimonials', path: '/testimonials' },
  { name: 'Contact', path: '/contact' },
];
