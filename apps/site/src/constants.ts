/** Placeholder until the foundation's final name and branding land. */
export const FOUNDATION_NAME = 'Yoga Foundation';
