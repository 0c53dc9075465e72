import { lazy } from 'react';
import LandscapeIcon from '@mui/icons-material/Landscape';

export default {
  list: lazy(() => import('./VishrantiItemList')),
  create: lazy(() => import('./VishrantiItemCreate')),
  edit: lazy(() => import('./VishrantiItemEdit')),
  icon: LandscapeIcon,
  options: { label: 'Vishranti Programs & Videos' },
};
