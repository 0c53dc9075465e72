import { lazy } from 'react';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';

export default {
  list: lazy(() => import('./NewsletterSubscriberList')),
  icon: MarkEmailReadIcon,
  options: { label: 'Newsletter' },
};
