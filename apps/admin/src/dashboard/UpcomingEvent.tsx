/** One upcoming event on the dashboard: seats per ticket type, its waiting list and its check-in. */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateRange, type DashboardEvent } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { FigureLink } from './dashboardParts';
import { eventCheckedInLink, eventRegistrationsLink, eventWaitlistLink } from './links';

export function UpcomingEvent({ event }: { event: DashboardEvent }) {
  const translate = useTranslate();
  const eventPage = `/events/${event.id}`;
  const locale = usePanelLocale();
  return (
    <Box sx={{ mb: 2 }} data-testid="dashboard-event">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        <FigureLink to={eventPage}>{event.title}</FigureLink>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateRange(event.startDate, event.endDate, locale)}
      </Typography>
      <Table size="small" aria-label={translate('admin.dashboard.seatsOf', { event: event.title })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.dashboard.ticketType')}</TableCell>
            <TableCell align="right">{translate('admin.dashboard.sold')}</TableCell>
            <TableCell align="right">{translate('admin.dashboard.held')}</TableCell>
            <TableCell align="right">{translate('admin.dashboard.left')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {event.seats.map((seats) => {
            // An event without ticket types has one row, which the API names 'All tickets' in English.
            const ticket = seats.ticketTypeId === null ? translate('admin.dashboard.allTickets') : seats.name;
            return (
              <TableRow key={seats.ticketTypeId ?? 'all'}>
                <TableCell>{ticket}</TableCell>
                <TableCell align="right">
                  <FigureLink
                    to={eventRegistrationsLink(event.id, 'completed')}
                    label={translate('admin.dashboard.soldLink', {
                      count: seats.sold,
                      ticket,
                      event: event.title,
                    })}
                  >
                    {seats.sold}
                  </FigureLink>
                </TableCell>
                <TableCell align="right">
                  <FigureLink
                    to={eventRegistrationsLink(event.id, 'pending')}
                    label={translate('admin.dashboard.heldLink', {
                      count: seats.held,
                      ticket,
                      event: event.title,
                    })}
                  >
                    {seats.held}
                  </FigureLink>
                </TableCell>
                <TableCell align="right">
                  {seats.left === null
                    ? translate('admin.dashboard.unlimited')
                    : translate('admin.dashboard.leftOf', { left: seats.left, capacity: seats.capacity })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="dashboard-event-waitlist">
        {translate('admin.dashboard.waitingList')}{' '}
        <FigureLink
          to={eventWaitlistLink(event.id, 'waiting')}
          label={translate('admin.dashboard.waitingLink', {
            count: event.waitlist.waiting,
            event: event.title,
          })}
        >
          {translate('admin.dashboard.waiting', { count: event.waitlist.waiting })}
        </FigureLink>
        {', '}
        <FigureLink
          to={eventWaitlistLink(event.id, 'offered')}
          label={translate('admin.dashboard.offeredLink', {
            count: event.waitlist.offered,
            event: event.title,
          })}
        >
          {translate('admin.dashboard.offered', { count: event.waitlist.offered })}
        </FigureLink>
      </Typography>
      <Typography variant="body2" data-testid="dashboard-event-check-in">
        {translate('admin.dashboard.checkedIn')}{' '}
        <FigureLink
          to={eventCheckedInLink(event.id)}
          label={translate('admin.dashboard.checkedInLink', {
            checkedIn: event.checkIn.checkedIn,
            expected: event.checkIn.expected,
            event: event.title,
          })}
        >
          {translate('admin.checkIn.countOf', {
            checkedIn: event.checkIn.checkedIn,
            total: event.checkIn.expected,
          })}
        </FigureLink>
      </Typography>
    </Box>
  );
}
