import { lazy } from 'react';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';

export default {
  list: lazy(() => import('./DonationList')),
  show: lazy(() => import('./DonationShow')),
  create: lazy(() => import('./DonationCreate')),
  icon: VolunteerActivismIcon,
  options: { label: 'Donations' },
};
