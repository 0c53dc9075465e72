/**
 * Checkout's theme colour for every payment (registrations and donations): the site's saffron, the same
 * value as the primary colour of apps/site/src/theme.ts, so the provider's payment window matches the site.
 */
export const CHECKOUT_THEME_COLOR = '#e8820c';
