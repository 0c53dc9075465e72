import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';

export default {
  list: lazy(() => import('./StaffList')),
  create: lazy(() => import('./StaffCreate')),
  edit: lazy(() => import('./StaffEdit')),
  icon: BadgeIcon,
  options: { label: 'Staff' },
};
