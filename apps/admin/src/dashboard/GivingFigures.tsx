/** The dashboard's giving part: revenue per month, donations by type, and recurring gifts. */
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInr, type AdminDashboard, type Locale } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { FigureTable, LinkedBarChart } from './charts';
import { FigureLink, FiguresTable, Section, shortMonth, typeName } from './dashboardParts';
import { donationsBetweenLink, registrationsBetweenLink } from './links';
import { RecurringGiftsCard } from './RecurringGiftsCard';

export function GivingFigures({ data }: { data: AdminDashboard }) {
  const theme = useTheme();
  const translate = useTranslate();
  const locale: Locale = usePanelLocale();
  const inr = (amount: number) => formatInr(amount, locale);
  const monthOf = (month: string) => shortMonth(translate, month);
  const months = data.revenuePerMonth ?? [];
  const firstMonthDay = months[0]?.from ?? data.today;
  const monthData = months.map((month) => ({ ...month, label: monthOf(month.month) }));
  return (
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

      {data.recurringGifts && <RecurringGiftsCard figures={data.recurringGifts} />}
    </>
  );
}
