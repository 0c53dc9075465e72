import { Box, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { useToast } from '../common/toast';
import { useLoaded } from '../common/useLoaded';
import { useAdminDataProvider } from '../providers';
import { DashboardFigures } from './DashboardFigures';

/**
 * /admin/dashboard: how events and giving are going. Every figure links to the list of the rows behind it
 * (registrations, donations, recurring gifts or waiting-list entries with the matching filters).
 */
export default function DashboardPage() {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const { data, failed } = useLoaded(
    dataProvider,
    (provider) => provider.dashboard(),
    () => toast.error('admin.dashboard.fetchFailed'),
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="admin.menu.dashboard" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('admin.menu.dashboard')}
      </Typography>
      {data ? (
        <DashboardFigures data={data} />
      ) : failed ? (
        <Typography variant="body2">{translate('admin.dashboard.notLoaded')}</Typography>
      ) : (
        <Loading />
      )}
    </Box>
  );
}
