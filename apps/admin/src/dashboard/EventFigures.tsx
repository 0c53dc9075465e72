/** The dashboard's events part: upcoming events, and registrations per day over the last 30 days. */
import { useTheme, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminDashboard } from '@foundation/shared';
import { FigureTable, LinkedBarChart } from './charts';
import { FigureLink, FiguresTable, Section, shortDay } from './dashboardParts';
import { registrationsBetweenLink } from './links';
import { UpcomingEvent } from './UpcomingEvent';

export function EventFigures({ data }: { data: AdminDashboard }) {
  const theme = useTheme();
  const translate = useTranslate();
  const day = (date: string) => shortDay(translate, date);
  const days = data.registrationsPerDay ?? [];
  const firstDay = days[0]?.date ?? data.today;
  const dayData = days.map((figures) => ({ ...figures, label: day(figures.date) }));
  return (
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
  );
}
