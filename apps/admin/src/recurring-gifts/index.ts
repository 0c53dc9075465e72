import { lazy } from 'react';
import AutorenewIcon from '@mui/icons-material/Autorenew';

/** Recurring gifts (monthly and yearly donations): list, one gift, Cancel (loaded when first opened). */
export default {
  list: lazy(() => import('./RecurringGiftList')),
  show: lazy(() => import('./RecurringGiftShow')),
  icon: AutorenewIcon,
  options: { label: 'Recurring gifts' },
};
