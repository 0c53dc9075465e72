import { lazy } from 'react';
import EventIcon from '@mui/icons-material/Event';

/** Events: 'Manage Events', 'Add New Event', 'Edit Event' (loaded when first opened). */
export default {
  list: lazy(() => import('./EventList')),
  create: lazy(() => import('./EventCreate')),
  edit: lazy(() => import('./EventEdit')),
  icon: EventIcon,
  options: { label: 'Events' },
};
