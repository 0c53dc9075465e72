import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';

export default {
  list: lazy(() => import('./ProgramList')),
  create: lazy(() => import('./ProgramCreate')),
  edit: lazy(() => import('./ProgramEdit')),
  icon: GroupsIcon,
  options: { label: 'Community Programs' },
};
