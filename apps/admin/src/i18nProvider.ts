import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * English texts of react-admin with the panel's own: docs/product.md §8's success toasts per resource and the
 * labels staff see.
 */
export const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    message: {
      ...englishMessages.ra.message,
      invalid_form: 'Please correct the fields marked in red.',
    },
    notification: {
      ...englishMessages.ra.notification,
      logged_out: 'Your session has ended. Please sign in again.',
    },
  },
  resources: {
    events: {
      name: 'Event |||| Events',
      notifications: {
        created: 'Event created successfully',
        updated: 'Event updated successfully',
        deleted: 'Event deleted successfully',
      },
    },
    'community-programs': {
      name: 'Community Program |||| Community Programs',
      notifications: {
        created: 'Program created successfully',
        updated: 'Program updated successfully',
        deleted: 'Program deleted successfully',
      },
    },
    'ticket-types': {
      name: 'Ticket Type |||| Ticket Types',
      notifications: {
        created: 'Ticket type created successfully',
        updated: 'Ticket type updated successfully',
        deleted: 'Ticket type deleted successfully',
      },
    },
    registrations: { name: 'Registration |||| Registrations' },
    'contact-messages': { name: 'Contact Message |||| Contact Messages' },
    'newsletter-subscribers': { name: 'Newsletter Subscriber |||| Newsletter Subscribers' },
    donations: { name: 'Donation |||| Donations' },
    'mail-outbox': { name: 'E-mail |||| E-mails' },
    'audit-log': { name: 'Audit Log Entry |||| Audit Log' },
    'donation-projects': {
      name: 'Donation Project |||| Donation Projects',
      notifications: {
        created: 'Project created successfully',
        updated: 'Project updated successfully',
        deleted: 'Project deleted successfully',
      },
    },
    'hero-slides': {
      name: 'Hero Slide |||| Hero Slides',
      notifications: {
        created: 'Slide created successfully',
        updated: 'Slide updated successfully',
        deleted: 'Slide deleted successfully',
      },
    },
    'vishranti-items': {
      name: 'Vishranti Program or Video |||| Vishranti Programs & Videos',
      notifications: {
        created: 'Item created successfully',
        updated: 'Item updated successfully',
        deleted: 'Item deleted successfully',
      },
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
