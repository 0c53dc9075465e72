import englishMessages from 'ra-language-english';

/**
 * The panel's English texts: react-admin's own (ra-language-english, two of them reworded for staff) and
 * ours. Every text here has its Hindi twin in ./hi.ts under the same key (i18n.spec.ts checks both ways,
 * and that each of our keys is used). How to add a text: README.md, "Admin panel texts".
 */
export const en = {
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
  admin: {
    title: 'Foundation Admin',
    languageMenu: 'Language: %{language}',
    menu: {
      dashboard: 'Dashboard',
      events: 'Events',
      communityPrograms: 'Community Programs',
      registrations: 'Registrations',
      gallery: 'Gallery',
      ticketTypes: 'Ticket Types',
      contactMessages: 'Contact Messages',
      volunteerRoles: 'Volunteer Roles',
      volunteerApplications: 'Volunteer Applications',
      sessions: 'Sessions',
      newsletter: 'Newsletter',
      donations: 'Donations',
      recurringGifts: 'Recurring gifts',
      donationProjects: 'Donation Projects',
      heroSlides: 'Hero Slides',
      siteContent: 'Site Content',
      vishrantiItems: 'Vishranti Programs & Videos',
      outbox: 'Outbox',
      auditLog: 'Audit Log',
      waitingList: 'Waiting List',
      logout: 'Logout',
    },
    common: {
      yes: 'Yes',
      no: 'No',
      active: 'Active',
      inactive: 'Inactive',
      search: 'Search',
      cancel: 'Cancel',
      saving: 'Saving...',
      free: 'Free',
      from: 'From %{price}',
      filteredBy: 'Filtered by',
      activeFilters: 'Active filters',
      clearFilters: 'Clear filters',
      chooseDate: 'Choose %{label} from a calendar',
      loggedOut: 'Logged out successfully',
    },
    waitlist: { eventLink: 'Waiting list' },
    eventTypes: { offline: 'Offline', online: 'Online' },
    eventCategories: { event: 'Event', retreat: 'Retreat', yatra: 'Yatra', course: 'Course' },
  },
  resources: {
    events: {
      name: 'Event |||| Events',
      notifications: {
        created: 'Event created successfully',
        updated: 'Event updated successfully',
        deleted: 'Event deleted successfully',
      },
      list: {
        title: 'Manage Events',
        searchPlaceholder: 'Search by title',
        allTypes: 'All Types',
        allCategories: 'All Categories',
        addNew: 'Add New Event',
        empty: 'No events found',
        fetchFailed: 'Failed to fetch events',
        deleteFailed: 'Failed to delete event',
        deleteTitle: 'Delete event',
        deleteContent: 'Are you sure you want to delete this event?',
      },
      columns: {
        title: 'TITLE',
        dateRange: 'DATE RANGE',
        location: 'LOCATION',
        price: 'PRICE',
        eventType: 'EVENT TYPE',
        status: 'STATUS',
        actions: 'ACTIONS',
      },
      edit: { title: 'Edit Event', saveFailed: 'Failed to save event' },
      form: {
        save: 'Save Event',
        basicInfo: 'Basic Info',
        details: 'Details',
        schedule: 'Schedule',
        mediaFaq: 'Media & FAQ',
        categoryHelp: 'Retreats and yatras are listed on /vishranti; online courses on /yogayan.',
        activeHelp: 'Inactive events are hidden from the public site.',
        mapHelp: 'Optional link to a map.',
      },
      fields: {
        title: 'Title',
        urlSlug: 'URL Slug',
        eventType: 'Event Type',
        category: 'Category',
        isActive: 'Active',
        location: 'Location',
        locationMapUrl: 'Location Map URL',
        startDate: 'Start Date',
        endDate: 'End Date',
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
    // The names react-admin derived from these paths before they were translated, kept word for word.
    'volunteer-roles': { name: 'Volunteer-role |||| Volunteer-roles' },
    'volunteer-applications': { name: 'Volunteer-application |||| Volunteer-applications' },
    sessions: { name: 'Session |||| Sessions' },
    'recurring-gifts': { name: 'Recurring-gift |||| Recurring-gifts' },
    'waitlist-entries': { name: 'Waitlist-entry |||| Waitlist-entries' },
  },
};

/** The shape every language's catalogue has: the same keys, each a text. */
export type Catalogue = typeof en;
