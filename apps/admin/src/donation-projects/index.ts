import { lazy } from 'react';
import SavingsIcon from '@mui/icons-material/Savings';

export default {
  list: lazy(() => import('./DonationProjectList')),
  create: lazy(() => import('./DonationProjectCreate')),
  edit: lazy(() => import('./DonationProjectEdit')),
  icon: SavingsIcon,
  options: { label: 'Donation Projects' },
};
