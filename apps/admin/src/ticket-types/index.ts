import { lazy } from 'react';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';

/** Ticket types across events, with edit (they are created and removed with their event). */
export default {
  list: lazy(() => import('./TicketTypeList')),
  edit: lazy(() => import('./TicketTypeEdit')),
  icon: ConfirmationNumberIcon,
  options: { label: 'Ticket Types' },
};
