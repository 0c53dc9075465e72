import { lazy } from 'react';

/** /admin/gallery (a custom route over the API's `media` resource). */
export const GalleryPage = lazy(() => import('./GalleryPage'));
