/** The dashboard's figures for the caller's role: headlines, then the events part and the giving part. */
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInr, type AdminDashboard, type Locale } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { Headline } from './dashboardParts';
import { EventFigures } from './EventFigures';
import { GivingFigures } from './GivingFigures';
import { donationsBetweenLink, listLink, registrationsBetweenLink } from './links';

export function DashboardFigures({ data }: { data: AdminDashboard }) {
  const translate = useTranslate();
  const locale: Locale = usePanelLocale();
  const inr = (amount: number) => formatInr(amount, locale);
  // Each staff role gets only its parts (the events part, the giving part, or neither): the others are absent.
  const showEvents = data.upcomingEvents !== undefined && data.registrationsPerDay !== undefined;
  const showGiving = data.revenuePerMonth !== undefined && data.donationsByType !== undefined;
  const days = data.registrationsPerDay ?? [];
  const months = data.revenuePerMonth ?? [];
  const firstDay = days[0]?.date ?? data.today;
  const firstMonthDay = months[0]?.from ?? data.today;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

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

      {showEvents && <EventFigures data={data} />}
      {showGiving && <GivingFigures data={data} />}
    </Box>
  );
}
