import {
  Alert,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import {
  formatIndiaDateTime,
  formatIndianLongDate,
  RETENTION_KINDS,
  type RetentionKind,
  type RetentionPeriods,
} from '@foundation/shared';
import type { Translate } from '../common/panelText';
import { useLoaded } from '../common/useLoaded';
import { usePanelLocale } from '../common/usePanelLocale';
import { useAdminDataProvider } from '../providers';

const KIND_TEXTS: Record<RetentionKind, string> = {
  registrations: 'admin.retention.kinds.registrations',
  waitlistEntries: 'admin.retention.kinds.waitlistEntries',
  contactMessages: 'admin.retention.kinds.contactMessages',
  volunteerApplications: 'admin.retention.kinds.volunteerApplications',
  mailBodies: 'admin.retention.kinds.mailBodies',
  donations: 'admin.retention.kinds.donations',
};

/** The period of a kind as staff read it ('365 days after the event'). */
function periodText(translate: Translate, kind: RetentionKind, periods: RetentionPeriods): string {
  switch (kind) {
    case 'registrations':
      return translate('admin.retention.afterEvent', { days: periods.registrationDays });
    case 'waitlistEntries':
      return translate('admin.retention.afterEvent', { days: periods.waitlistDays });
    case 'contactMessages':
      return translate('admin.retention.days', { days: periods.contactMessageDays });
    case 'volunteerApplications':
      return translate('admin.retention.days', { days: periods.volunteerApplicationDays });
    case 'mailBodies':
      return translate('admin.retention.days', { days: periods.mailBodyDays });
    case 'donations':
      return translate('admin.retention.taxYears', { years: periods.taxRecordYears });
  }
}

/**
 * Retention (owners): the periods in force, how many records of each kind are due now, and what the last
 * daily runs anonymised (docs/privacy.md "Retention").
 */
export default function RetentionPage() {
  const dataProvider = useAdminDataProvider();
  const translate = useTranslate();
  const locale = usePanelLocale();
  const { data: overview, failed } = useLoaded(dataProvider, (provider) => provider.retention());

  if (failed) return <Alert severity="error">{translate('admin.retention.fetchFailed')}</Alert>;
  if (!overview) return <Loading />;
  return (
    <>
      <Title title={translate('admin.retention.title')} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('admin.retention.dueTitle', {
              date: formatIndianLongDate(overview.today, locale) ?? overview.today,
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('admin.retention.help')}
          </Typography>
          <Table size="small" aria-label={translate('admin.retention.dueTitle', { date: overview.today })}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.retention.kind')}</TableCell>
                <TableCell>{translate('admin.retention.period')}</TableCell>
                <TableCell align="right">{translate('admin.retention.due')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {RETENTION_KINDS.map((kind) => (
                <TableRow key={kind}>
                  <TableCell>{translate(KIND_TEXTS[kind])}</TableCell>
                  <TableCell>{periodText(translate, kind, overview.periods)}</TableCell>
                  <TableCell align="right">{overview.due[kind]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('admin.retention.heldForStatement', { count: overview.heldForStatement })}
          </Typography>
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('admin.retention.runsTitle')}
          </Typography>
          {overview.runs.length === 0 ? (
            <Typography>{translate('admin.retention.noRuns')}</Typography>
          ) : (
            <Table size="small" aria-label={translate('admin.retention.runsTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('admin.retention.runOn')}</TableCell>
                  <TableCell>{translate('admin.retention.status')}</TableCell>
                  {RETENTION_KINDS.map((kind) => (
                    <TableCell key={kind} align="right">
                      {translate(KIND_TEXTS[kind])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {overview.runs.map((run) => (
                  <TableRow key={run.id} data-testid="retention-run">
                    <TableCell>
                      {formatIndianLongDate(run.runOn, locale)}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {formatIndiaDateTime(run.finishedAt ?? run.startedAt, locale)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {run.status === 'done'
                        ? translate('admin.retention.statuses.done')
                        : translate('admin.retention.statuses.running')}
                    </TableCell>
                    {RETENTION_KINDS.map((kind) => (
                      <TableCell key={kind} align="right">
                        {run.anonymised[kind]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </>
  );
}
