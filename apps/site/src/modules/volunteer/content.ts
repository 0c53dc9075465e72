/**
 * Texts of the Yogamitra (volunteer) page, docs/product.md §2 and §9. The roles themselves are data that
 * staff manage in the admin panel (Volunteer roles), read from GET /api/volunteer-roles.
 */
export const YOGAMITRA = {
  title: 'Yogamitra',
  lead: 'Volunteer with the foundation: teach, serve, document and welcome.',
  rolesTitle: 'Volunteer Roles',
  commitment: 'Commitment',
  skills: 'Skills',
  applyNow: 'Apply Now',
  loadingRoles: 'Loading volunteer roles...',
  noRoles: 'No volunteer roles are open right now. Please check back soon.',
  rolesFailed: 'Sorry, the volunteer roles could not be loaded. Please try again later.',
  updatesTitle: 'Recent Updates',
  updates: [
    'Volunteers led yoga sessions in 40 government schools this term.',
    'The community kitchen at the ghats served its 100,000th meal.',
    'A new team began digitising manuscripts for the Ritambhara library.',
  ],
} as const;

/** The application form of the Apply Now dialog. */
export const APPLY_TEXTS = {
  dialogTitle: (role: string) => `Apply: ${role}`,
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  city: 'City',
  role: 'Role',
  availability: 'Availability',
  availabilityHint: 'For example: weekend mornings, 4 hours a week',
  message: 'Message (optional)',
  submit: 'Send Application',
  sending: 'Sending...',
  cancel: 'Cancel',
  thanks: (name: string, role: string) =>
    `Thank you, ${name}! Your application for ${role} was received. We have e-mailed you a copy and will be in touch soon.`,
  failed: 'Sorry, your application could not be sent. Please try again, or write to us on the contact page.',
} as const;
