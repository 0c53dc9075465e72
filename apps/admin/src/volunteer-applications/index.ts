import { lazy } from 'react';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';

export default {
  list: lazy(() => import('./VolunteerApplicationList')),
  edit: lazy(() => import('./VolunteerApplicationEdit')),
  icon: AssignmentIndIcon,
  options: { label: 'Volunteer Applications' },
};
