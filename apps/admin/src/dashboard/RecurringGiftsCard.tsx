import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInr, type DashboardRecurringGifts } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { RECURRING_STATUS_LABELS } from '../donations/givingLabels';
import { FigureLink, Section } from './dashboardParts';
import { recurringGiftsLink } from './links';

/**
 * Active recurring gifts: how many and what they bring a month, per status, each figure a link to the
 * Recurring gifts list filtered by that status (the list filters one status at a time, so the totals are
 * the sums of the rows above them).
 */
export function RecurringGiftsCard({ figures }: { figures: DashboardRecurringGifts }) {
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
