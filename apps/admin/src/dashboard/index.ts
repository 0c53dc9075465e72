import { lazy } from 'react';

/**
 * /admin/dashboard, loaded when first opened: its charts (recharts) stay out of the panel's first load.
 */
export const DashboardPage = lazy(() => import('./DashboardPage'));
