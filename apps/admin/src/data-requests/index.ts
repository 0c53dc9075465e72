import { lazy } from 'react';
import ContactMailIcon from '@mui/icons-material/ContactMail';

export default {
  list: lazy(() => import('./DataRequestList')),
  create: lazy(() => import('./DataRequestCreate')),
  edit: lazy(() => import('./DataRequestEdit')),
  icon: ContactMailIcon,
  options: { label: 'Data requests' },
};
