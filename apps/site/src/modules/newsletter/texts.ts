export const NEWSLETTER_TEXTS = {
  heading: 'Newsletter',
  intro: 'News of events, retreats and programs, about once a month.',
  label: 'E-mail address',
  placeholder: 'Subscribe to newsletter',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  thanks: 'Thank you! You are subscribed to our newsletter.',
  failed: 'Sorry, we could not subscribe you right now. Please try again.',
} as const;
