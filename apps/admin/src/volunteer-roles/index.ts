import { lazy } from 'react';
import Diversity3Icon from '@mui/icons-material/Diversity3';

export default {
  list: lazy(() => import('./VolunteerRoleList')),
  create: lazy(() => import('./VolunteerRoleCreate')),
  edit: lazy(() => import('./VolunteerRoleEdit')),
  icon: Diversity3Icon,
  options: { label: 'Volunteer Roles' },
};
