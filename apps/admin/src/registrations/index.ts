import { lazy } from 'react';
import HowToRegIcon from '@mui/icons-material/HowToReg';

/** Event registrations: read-only list with filters and the CSV export. */
export default {
  list: lazy(() => import('./RegistrationList')),
  icon: HowToRegIcon,
  options: { label: 'Registrations' },
};
