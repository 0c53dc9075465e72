import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import { Loading, Title } from 'react-admin';
import {
  formatDateRange,
  formatInr,
  type AdminDashboard,
  type DashboardEvent,
  type DashboardRecurringGifts,
  type DonationType,
} from '@foundation/shared';
import { useToast } from '../common/toast';
import { RECURRING_STATUS_LABELS } from '../donations/givingLabels';
import { useAdminDataProvider } from '../providers';
import { FigureTable, LinkedBarChart } from './charts';
import {
  donationsBetweenLink,
  eventCheckedInLink,
  eventRegistrationsLink,
  eventWaitlistLink,
  recurringGiftsLink,
  registrationsBetweenLink,
} from './links';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-23' → '23 Nov' */
const shortDay = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
/** '2026-11' → 'Nov 2026' */
const shortMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const DONATION_TYPE_LABELS: Record<DonationType, string> = {
  'one-time': 'One-time',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

function FigureLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label} underline="hover">
      {children}
    </Link>
  );
}

function Section({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ minWidth: 0, ...(wide ? { gridColumn: '1 / -1' } : {}) }}
    >
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A headline figure: its label, the number (a link to the rows behind it) and a caption. */
function Headline({
  label,
  value,
  to,
  caption,
}: {
  label: string;
  value: string;
  to: string;
  caption: string;
}) {
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
          <FigureLink to={to} label={`${label}: ${value}`}>
            {value}
          </FigureLink>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      </CardContent>
    </Card>
  );
}

function UpcomingEvent({ event }: { event: DashboardEvent }) {
  return (
    <Box sx={{ mb: 2 }} data-testid="dashboard-event">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        <FigureLink to={`/events/${event.id}`}>{event.title}</FigureLink>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateRange(event.startDate, event.endDate)}
      </Typography>
      <Table size="small" aria-label={`Seats of ${event.title}`}>
        <TableHead>
          <TableRow>
            <TableCell>Ticket type</TableCell>
            <TableCell align="right">Sold</TableCell>
            <TableCell align="right">Held</TableCell>
            <TableCell align="right">Left</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {event.seats.map((seats) => (
            <TableRow key={seats.ticketTypeId ?? 'all'}>
              <TableCell>{seats.name}</TableCell>
              <TableCell align="right">
                <FigureLink
                  to={eventRegistrationsLink(event.id, 'completed')}
                  label={`${seats.sold} sold, ${seats.name}, ${event.title}`}
                >
                  {seats.sold}
                </FigureLink>
              </TableCell>
              <TableCell align="right">
                <FigureLink
                  to={eventRegistrationsLink(event.id, 'pending')}
                  label={`${seats.held} held, ${seats.name}, ${event.title}`}
                >
                  {seats.held}
                </FigureLink>
              </TableCell>
              <TableCell align="right">
                {seats.left === null ? 'Unlimited' : `${seats.left} of ${seats.capacity}`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="dashboard-event-waitlist">
        Waiting list:{' '}
        <FigureLink
          to={eventWaitlistLink(event.id, 'waiting')}
          label={`${event.waitlist.waiting} waiting, ${event.title}`}
        >
          {event.waitlist.waiting} waiting
        </FigureLink>
        {', '}
        <FigureLink
          to={eventWaitlistLink(event.id, 'offered')}
          label={`${event.waitlist.offered} offered a seat, ${event.title}`}
        >
          {event.waitlist.offered} offered a seat
        </FigureLink>
      </Typography>
      <Typography variant="body2" data-testid="dashboard-event-check-in">
        Checked in:{' '}
        <FigureLink
          to={eventCheckedInLink(event.id)}
          label={`${event.checkIn.checkedIn} of ${event.checkIn.expected} admissions checked in, ${event.title}`}
        >
          {event.checkIn.checkedIn} of {event.checkIn.expected}
        </FigureLink>
      </Typography>
    </Box>
  );
}

/**
 * Active recurring gifts: how many and what they bring a month, per status, each figure a link to the
 * Recurring gifts list filtered by that status (the list filters one status at a time, so the totals are
 * the sums of the rows above them).
 */
function RecurringGifts({ figures }: { figures: DashboardRecurringGifts }) {
  return (
    <Section title="Recurring gifts">
      <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
        {formatInr(figures.monthlyAmount)} a month
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {figures.active} active {figures.active === 1 ? 'gift' : 'gifts'}. Monthly amount: monthly gifts plus
        a twelfth of yearly gifts, exact to the paisa.
      </Typography>
      <Table size="small" aria-label="Active recurring gifts by status">
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell align="right">Gifts</TableCell>
            <TableCell align="right">A month</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.byStatus.map(({ status, count, monthlyAmount }) => {
            const label = RECURRING_STATUS_LABELS[status] ?? status;
            return (
              <TableRow key={status}>
                <TableCell>{label}</TableCell>
                <TableCell align="right">
                  <FigureLink
                    to={recurringGiftsLink(status)}
                    label={`${count} recurring ${count === 1 ? 'gift' : 'gifts'} ${label}`}
                  >
                    {count}
                  </FigureLink>
                </TableCell>
                <TableCell align="right">
                  <FigureLink
                    to={recurringGiftsLink(status)}
                    label={`${formatInr(monthlyAmount)} a month from recurring gifts ${label}`}
                  >
                    {formatInr(monthlyAmount)}
                  </FigureLink>
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              Active in all
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {figures.active}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatInr(figures.monthlyAmount)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Section>
  );
}

/** The figures of a chart as a table of links, for keyboards and screen readers (and exact numbers). */
function FiguresTable({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        <Typography variant="body2" component="span">
          {summary}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </Box>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const theme = useTheme();
  const days = data.registrationsPerDay;
  const months = data.revenuePerMonth;
  const firstDay = days[0]?.date ?? data.today;
  const firstMonthDay = months[0]?.from ?? data.today;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const monthData = months.map((month) => ({ ...month, label: shortMonth(month.month) }));
  const dayData = days.map((day) => ({ ...day, label: shortDay(day.date) }));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Headline
          label="Registrations, last 30 days"
          value={String(sum(days.map((day) => day.registrations)))}
          caption={`${sum(days.map((day) => day.tickets))} tickets, completed`}
          to={registrationsBetweenLink(firstDay, data.today)}
        />
        <Headline
          label="Registration revenue, 12 months"
          value={formatInr(sum(months.map((month) => month.registrations)))}
          caption="Completed registrations"
          to={registrationsBetweenLink(firstMonthDay, data.today)}
        />
        <Headline
          label="Donations, 12 months"
          value={formatInr(sum(months.map((month) => month.donations)))}
          caption="Completed donations"
          to={donationsBetweenLink(firstMonthDay, data.today)}
        />
      </Box>

      <Section title="Upcoming events">
        {data.upcomingEvents.length === 0 ? (
          <Typography variant="body2">No upcoming events.</Typography>
        ) : (
          data.upcomingEvents.map((event) => <UpcomingEvent key={event.id} event={event} />)
        )}
        <FigureLink to="/events">All events</FigureLink>
      </Section>

      <Section title="Registrations per day">
        <LinkedBarChart
          description={`Bar chart of completed registrations per day, ${shortDay(firstDay)} to ${shortDay(data.today)}`}
          data={dayData}
          height={220}
          bars={[
            {
              dataKey: 'registrations',
              name: 'Registrations',
              fill: theme.palette.primary.main,
              linkOf: (index) => registrationsBetweenLink(days[index].date, days[index].date),
            },
          ]}
        />
        <FiguresTable summary="Figures by day">
          <FigureTable
            label="Registrations per day"
            columns={['Day', 'Registrations', 'Tickets']}
            rows={[...days].reverse().map((day) => ({
              key: day.date,
              cells: [
                shortDay(day.date),
                <FigureLink
                  key="registrations"
                  to={registrationsBetweenLink(day.date, day.date)}
                  label={`${day.registrations} registrations on ${shortDay(day.date)}`}
                >
                  {day.registrations}
                </FigureLink>,
                day.tickets,
              ],
            }))}
          />
        </FiguresTable>
      </Section>

      {/* The whole width: twelve months of two series; the giving cards then sit side by side below. */}
      <Section title="Revenue per month" wide>
        <LinkedBarChart
          description="Bar chart of revenue per month from registrations and from donations, last 12 months"
          data={monthData}
          height={240}
          money
          bars={[
            {
              dataKey: 'registrations',
              name: 'Registrations',
              fill: theme.palette.primary.main,
              linkOf: (index) => registrationsBetweenLink(months[index].from, months[index].to),
            },
            {
              dataKey: 'donations',
              name: 'Donations',
              fill: theme.palette.secondary.main,
              linkOf: (index) => donationsBetweenLink(months[index].from, months[index].to),
            },
          ]}
        />
        <FiguresTable summary="Figures by month">
          <FigureTable
            label="Revenue per month"
            columns={['Month', 'Registrations', 'Donations']}
            rows={[...months].reverse().map((month) => ({
              key: month.month,
              cells: [
                shortMonth(month.month),
                <FigureLink
                  key="registrations"
                  to={registrationsBetweenLink(month.from, month.to)}
                  label={`Registrations in ${shortMonth(month.month)}: ${formatInr(month.registrations)}`}
                >
                  {formatInr(month.registrations)}
                </FigureLink>,
                <FigureLink
                  key="donations"
                  to={donationsBetweenLink(month.from, month.to)}
                  label={`Donations in ${shortMonth(month.month)}: ${formatInr(month.donations)}`}
                >
                  {formatInr(month.donations)}
                </FigureLink>,
              ],
            }))}
          />
        </FiguresTable>
      </Section>

      <Section title="Donations by type, 12 months">
        <FigureTable
          label="Donations by type"
          columns={['Type', 'Donations', 'Amount']}
          rows={data.donationsByType.map((type) => ({
            key: type.donationType,
            cells: [
              DONATION_TYPE_LABELS[type.donationType] ?? type.donationType,
              <FigureLink
                key="count"
                to={donationsBetweenLink(firstMonthDay, data.today, type.donationType)}
                label={`${type.count} ${DONATION_TYPE_LABELS[type.donationType] ?? type.donationType} donations`}
              >
                {type.count}
              </FigureLink>,
              formatInr(type.amount),
            ],
          }))}
        />
      </Section>

      <RecurringGifts figures={data.recurringGifts} />
    </Box>
  );
}

/**
 * /admin/dashboard: how events and giving are going. Every figure links to the list of the rows behind it
 * (registrations, donations, recurring gifts or waiting-list entries with the matching filters).
 */
export default function DashboardPage() {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const [data, setData] = useState<AdminDashboard | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    dataProvider.dashboard().then(
      (figures) => {
        if (live) setData(figures);
      },
      () => {
        if (!live) return;
        setFailed(true);
        toast.error('Failed to fetch dashboard');
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, toast]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Dashboard" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Dashboard
      </Typography>
      {data ? (
        <Figures data={data} />
      ) : failed ? (
        <Typography variant="body2">The figures could not be loaded.</Typography>
      ) : (
        <Loading />
      )}
    </Box>
  );
}
