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
  // Waiting-list entries waiting or offered seats, a link to those entries.
  const waitlistLink = (status: 'waiting' | 'offered', count: number) => (
    <FigureLink
      to={eventWaitlistLink(event.id, status)}
      label={translate(`admin.dashboard.${status}Link`, { count, event: event.title })}
    >
      {translate(`admin.dashboard.${status}`, { count })}
    </FigureLink>
  );
  // Seats sold (completed bookings) or held (pending ones) of a ticket type, a link to those registrations.
  const seatsCell = (status: 'completed' | 'pending', count: number, labelKey: string, ticket: string) => (
    <TableCell align="right">
      <FigureLink
        to={eventRegistrationsLink(event.id, status)}
        label={translate(labelKey, { count, ticket, event: event.title })}
      >
        {count}
      </FigureLink>
    </TableCell>
  );
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
                {seatsCell('completed', seats.sold, 'admin.dashboard.soldLink', ticket)}
                {seatsCell('pending', seats.held, 'admin.dashboard.heldLink', ticket)}
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
        {translate('admin.dashboard.waitingList')} {waitlistLink('waiting', event.waitlist.waiting)}
        {', '}
        {waitlistLink('offered', event.waitlist.offered)}
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
