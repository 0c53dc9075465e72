/** Static contents of the Yogamitra (volunteer) page, docs/product.md §2 and §9. */
export const YOGAMITRA = {
  title: 'Yogamitra',
  lead: 'Volunteer with the foundation: teach, serve, document and welcome.',
  rolesTitle: 'Volunteer Roles',
  roles: [
    {
      title: 'Yoga Teacher in Schools',
      commitment: '4 hours per week',
      skills: 'Yoga teacher training, patience with children',
    },
    {
      title: 'Community Kitchen Volunteer',
      commitment: '6 hours per week',
      skills: 'Cooking, serving, teamwork',
    },
    {
      title: 'Research and Documentation Assistant',
      commitment: '2-3 hours per week',
      skills: 'Writing, Sanskrit or Hindi, careful reading',
    },
    {
      title: 'Event and Retreat Helper',
      commitment: 'Flexible',
      skills: 'Organising, hospitality, languages',
    },
  ],
  applyNow: 'Apply Now',
  updatesTitle: 'Recent Updates',
  updates: [
    'Volunteers led yoga sessions in 40 government schools this term.',
    'The community kitchen at the ghats served its 100,000th meal.',
    'A new team began digitising manuscripts for the Ritambhara library.',
  ],
} as const;
