import { lazy } from 'react';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';

export default {
  list: lazy(() => import('./SessionList')),
  create: lazy(() => import('./SessionCreate')),
  edit: lazy(() => import('./SessionEdit')),
  icon: SelfImprovementIcon,
  options: { label: 'Sessions' },
};
