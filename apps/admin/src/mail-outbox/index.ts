import { lazy } from 'react';
import OutboxIcon from '@mui/icons-material/Outbox';

/** Every e-mail the product queued, with "Send again". */
export default {
  list: lazy(() => import('./OutboxList')),
  icon: OutboxIcon,
  options: { label: 'Outbox' },
};
