import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';

export default {
  list: lazy(() => import('./ContactMessageList')),
  icon: MailIcon,
  options: { label: 'Contact Messages' },
};
