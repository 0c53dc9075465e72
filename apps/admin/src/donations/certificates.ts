import { lazy } from 'react';

/** The path of the certificates of donation screen in the panel (App.tsx), linked from the donations list. */
export const CERTIFICATES_PATH = '/donation-certificates';

/** /admin/donation-certificates: upload the year's Form 114 certificates, assign the unmatched ones. */
export const CertificatesPage = lazy(() => import('./CertificatesPage'));
