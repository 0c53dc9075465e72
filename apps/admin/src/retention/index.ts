import { lazy } from 'react';

/** /admin/retention (owners): what the daily retention job did and what is due (a custom route). */
export const RetentionPage = lazy(() => import('./RetentionPage'));
