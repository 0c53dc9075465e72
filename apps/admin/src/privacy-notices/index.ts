import { lazy } from 'react';
import PolicyIcon from '@mui/icons-material/Policy';

export default {
  list: lazy(() => import('./PrivacyNoticeList')),
  create: lazy(() => import('./PrivacyNoticeCreate')),
  show: lazy(() => import('./PrivacyNoticeShow')),
  icon: PolicyIcon,
  options: { label: 'Privacy notice' },
};
