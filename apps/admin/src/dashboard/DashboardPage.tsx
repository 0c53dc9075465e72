import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
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
import { Loading, Title, useTranslate } from 'react-admin';
import {
  formatDateRange,
  formatInr,
  type AdminDashboard,
  type DashboardEvent,
  type DashboardRecurringGifts,
  type Locale,
} from '@foundation/shared';
import { useToast } from '../common/toast';
import type { Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import { RECURRING_STATUS_LABELS, TYPE_LABELS } from '../donations/givingLabels';
import { useAdminDataProvider } from '../providers';
import { FigureTable, LinkedBarChart } from './charts';
import {
  donationsBetweenLink,
  eventCheckedInLink,
  eventRegistrationsLink,
  eventWaitlistLink,
  listLink,
  recurringGiftsLink,
  registrationsBetweenLink,
} from './links';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A month's short name in the panel's language, from its number (1–12). */
const monthName = (translate: Translate, month: number) => translate(`admin.months.${MONTHS[month - 1]}`);
/** '2026-11-23' → '23 Nov' */
const shortDay = (translate: Translate, date: string) =>
  `${Number(date.slice(8, 10))} ${monthName(translate, Number(date.slice(5, 7)))}`;
/** '2026-11' → 'Nov 2026' */
const shortMonth = (translate: Translate, month: string) =>
  `${monthName(translate, Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
/** A donation type as staff read it ('Monthly'); an unknown one as it is. */
const typeName = (translate: Translate, type: string) =>
  TYPE_LABELS[type] ? translate(TYPE_LABELS[type]) : type;

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

/**
 * Active recurring gifts: how many and what they bring a month, per status, each figure a link to the
 * Recurring gifts list filtered by that status (the list filters one status at a time, so the totals are
 * the sums of the rows above them).
 */
function RecurringGifts({ figures }: { figures: DashboardRecurringGifts }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  const inr = (amount: number) => formatInr(amount, locale);
  return (
    <Section title={translate('admin.dashboard.recurringGifts')}>
      <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
        {translate('admin.dashboard.aMonth', { amount: inr(figures.monthlyAmount) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('admin.dashboard.activeGifts', { smart_count: figures.active })}
      </Typography>
      <Table size="small" aria-label={translate('admin.dashboard.byStatus')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.dashboard.status')}</TableCell>
            <TableCell align="right">{translate('admin.dashboard.gifts')}</TableCell>
            <TableCell align="right">{translate('admin.dashboard.monthColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.byStatus.map(({ status, count, monthlyAmount }) => {
            const label = RECURRING_STATUS_LABELS[status]
              ? translate(RECURRING_STATUS_LABELS[status])
              : status;
            return (
              <TableRow key={status}>
                <TableCell>{label}</TableCell>
                <TableCell align="right">
                  <FigureLink
                    to={recurringGiftsLink(status)}
                    label={translate('admin.dashboard.giftsLink', { smart_count: count, status: label })}
                  >
                    {count}
                  </FigureLink>
                </TableCell>
                <TableCell align="right">
                  <FigureLink
                    to={recurringGiftsLink(status)}
                    label={translate('admin.dashboard.monthlyLink', {
                      amount: inr(monthlyAmount),
                      status: label,
                    })}
                  >
                    {inr(monthlyAmount)}
                  </FigureLink>
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {translate('admin.dashboard.activeInAll')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {figures.active}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {inr(figures.monthlyAmount)}
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
  const translate = useTranslate();
  const locale: Locale = usePanelLocale();
  const inr = (amount: number) => formatInr(amount, locale);
  const day = (date: string) => shortDay(translate, date);
  const monthOf = (month: string) => shortMonth(translate, month);
  // Each staff role gets only its parts (the events part, the giving part, or neither): the others are absent.
  const showEvents = data.upcomingEvents !== undefined && data.registrationsPerDay !== undefined;
  const showGiving = data.revenuePerMonth !== undefined && data.donationsByType !== undefined;
  const days = data.registrationsPerDay ?? [];
  const months = data.revenuePerMonth ?? [];
  const firstDay = days[0]?.date ?? data.today;
  const firstMonthDay = months[0]?.from ?? data.today;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const monthData = months.map((month) => ({ ...month, label: monthOf(month.month) }));
  const dayData = days.map((figures) => ({ ...figures, label: day(figures.date) }));

  // Owners: data requests past their due date stand out above every figure (docs/privacy.md).
  const overdue = data.privacy?.overdueDataRequests ?? 0;
  const overdueAlert =
    overdue > 0 ? (
      <Alert severity="error" sx={{ gridColumn: '1 / -1' }} data-testid="dashboard-overdue-data-requests">
        {translate('admin.dashboard.overdueDataRequests', { smart_count: overdue })}{' '}
        <Link component={RouterLink} to={listLink('data-requests', { overdue: true })}>
          {translate('admin.dashboard.overdueDataRequestsLink')}
        </Link>
      </Alert>
    ) : null;

  if (!showEvents && !showGiving)
    return (
      overdueAlert ?? (
        <Typography variant="body2" data-testid="dashboard-nothing">
          {translate('admin.dashboard.nothingForRole')}
        </Typography>
      )
    );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {overdueAlert}
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {showEvents && (
          <>
            <Headline
              label={translate('admin.dashboard.registrations30')}
              value={String(sum(days.map((figures) => figures.registrations)))}
              caption={translate('admin.dashboard.ticketsCompleted', {
                count: sum(days.map((figures) => figures.tickets)),
              })}
              to={registrationsBetweenLink(firstDay, data.today)}
            />
          </>
        )}
        {showGiving && (
          <>
            <Headline
              label={translate('admin.dashboard.registrationRevenue')}
              value={inr(sum(months.map((month) => month.registrations)))}
              caption={translate('admin.dashboard.completedRegistrations')}
              to={registrationsBetweenLink(firstMonthDay, data.today)}
            />
            <Headline
              label={translate('admin.dashboard.donations12')}
              value={inr(sum(months.map((month) => month.donations)))}
              caption={translate('admin.dashboard.completedDonations')}
              to={donationsBetweenLink(firstMonthDay, data.today)}
            />
          </>
        )}
      </Box>

      {showEvents && (
        <>
          <Section title={translate('admin.dashboard.upcomingEvents')}>
            {(data.upcomingEvents ?? []).length === 0 ? (
              <Typography variant="body2">{translate('admin.dashboard.noUpcoming')}</Typography>
            ) : (
              (data.upcomingEvents ?? []).map((event) => <UpcomingEvent key={event.id} event={event} />)
            )}
            <FigureLink to="/events">{translate('admin.dashboard.allEvents')}</FigureLink>
          </Section>

          <Section title={translate('admin.dashboard.perDay')}>
            <LinkedBarChart
              description={translate('admin.dashboard.perDayChart', {
                from: day(firstDay),
                to: day(data.today),
              })}
              data={dayData}
              height={220}
              bars={[
                {
                  dataKey: 'registrations',
                  name: translate('admin.dashboard.registrations'),
                  fill: theme.palette.primary.main,
                  linkOf: (index) => registrationsBetweenLink(days[index].date, days[index].date),
                },
              ]}
            />
            <FiguresTable summary={translate('admin.dashboard.figuresByDay')}>
              <FigureTable
                label={translate('admin.dashboard.perDay')}
                columns={[
                  translate('admin.dashboard.day'),
                  translate('admin.dashboard.registrations'),
                  translate('admin.dashboard.tickets'),
                ]}
                rows={[...days].reverse().map((figures) => ({
                  key: figures.date,
                  cells: [
                    day(figures.date),
                    <FigureLink
                      key="registrations"
                      to={registrationsBetweenLink(figures.date, figures.date)}
                      label={translate('admin.dashboard.registrationsOn', {
                        count: figures.registrations,
                        day: day(figures.date),
                      })}
                    >
                      {figures.registrations}
                    </FigureLink>,
                    figures.tickets,
                  ],
                }))}
              />
            </FiguresTable>
          </Section>
        </>
      )}

      {showGiving && (
        <>
          {/* The whole width: twelve months of two series; the giving cards then sit side by side below. */}
          <Section title={translate('admin.dashboard.perMonth')} wide>
            <LinkedBarChart
              description={translate('admin.dashboard.perMonthChart')}
              data={monthData}
              height={240}
              money
              bars={[
                {
                  dataKey: 'registrations',
                  name: translate('admin.dashboard.registrations'),
                  fill: theme.palette.primary.main,
                  linkOf: (index) => registrationsBetweenLink(months[index].from, months[index].to),
                },
                {
                  dataKey: 'donations',
                  name: translate('admin.dashboard.donations'),
                  fill: theme.palette.secondary.main,
                  linkOf: (index) => donationsBetweenLink(months[index].from, months[index].to),
                },
              ]}
            />
            <FiguresTable summary={translate('admin.dashboard.figuresByMonth')}>
              <FigureTable
                label={translate('admin.dashboard.perMonth')}
                columns={[
                  translate('admin.dashboard.month'),
                  translate('admin.dashboard.registrations'),
                  translate('admin.dashboard.donations'),
                ]}
                rows={[...months].reverse().map((month) => ({
                  key: month.month,
                  cells: [
                    monthOf(month.month),
                    <FigureLink
                      key="registrations"
                      to={registrationsBetweenLink(month.from, month.to)}
                      label={translate('admin.dashboard.registrationsIn', {
                        month: monthOf(month.month),
                        amount: inr(month.registrations),
                      })}
                    >
                      {inr(month.registrations)}
                    </FigureLink>,
                    <FigureLink
                      key="donations"
                      to={donationsBetweenLink(month.from, month.to)}
                      label={translate('admin.dashboard.donationsIn', {
                        month: monthOf(month.month),
                        amount: inr(month.donations),
                      })}
                    >
                      {inr(month.donations)}
                    </FigureLink>,
                  ],
                }))}
              />
            </FiguresTable>
          </Section>

          <Section title={translate('admin.dashboard.byType')}>
            <FigureTable
              label={translate('admin.dashboard.byTypeTable')}
              columns={[
                translate('admin.dashboard.type'),
                translate('admin.dashboard.donations'),
                translate('admin.dashboard.amount'),
              ]}
              rows={(data.donationsByType ?? []).map((type) => ({
                key: type.donationType,
                cells: [
                  typeName(translate, type.donationType),
                  <FigureLink
                    key="count"
                    to={donationsBetweenLink(firstMonthDay, data.today, type.donationType)}
                    label={translate('admin.dashboard.typeCount', {
                      count: type.count,
                      type: typeName(translate, type.donationType),
                    })}
                  >
                    {type.count}
                  </FigureLink>,
                  inr(type.amount),
                ],
              }))}
            />
          </Section>

          {data.recurringGifts && <RecurringGifts figures={data.recurringGifts} />}
        </>
      )}
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
  const translate = useTranslate();
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
        toast.error('admin.dashboard.fetchFailed');
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, toast]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="admin.menu.dashboard" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('admin.menu.dashboard')}
      </Typography>
      {data ? (
        <Figures data={data} />
      ) : failed ? (
        <Typography variant="body2">{translate('admin.dashboard.notLoaded')}</Typography>
      ) : (
        <Loading />
      )}
    </Box>
  );
}
