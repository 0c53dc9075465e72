import { lazy } from 'react';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';

export default {
  list: lazy(() => import('./WaitlistEntryList')),
  icon: HourglassTopIcon,
  options: { label: 'Waiting List' },
};
