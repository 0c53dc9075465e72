import { Box, Chip, Typography } from '@mui/material';
import { FunctionField, List, TextField, useTranslate } from 'react-admin';
import { usePanelLocale } from '../common/usePanelLocale';
import { formatIndiaDateTime } from '@foundation/shared';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { ActiveFilters } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { AddNewButton, AddNewToolbar, searchFilters } from '../common/AddNewButton';
import { useToast } from '../common/toast';

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.community-programs.list.empty')}
      </Typography>
      <AddNewButton
        label={translate('resources.community-programs.list.addNew')}
        to="/community-programs/create"
        variant="contained"
      />
    </Box>
  );
}

interface ProgramRow {
  id: string;
  title: string;
  category: string;
  urlSlug: string;
  isActive: boolean;
  updatedAt: string;
}

function StatusChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(active ? 'admin.common.active' : 'admin.common.inactive')}
      color={active ? 'success' : 'default'}
    />
  );
}

/** A program as a card on a phone: the table's values and row actions. */
function ProgramCard(record: ProgramRow) {
  return <ProgramCardBody record={record} />;
}

function ProgramCardBody({ record }: { record: ProgramRow }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.community-programs.fields.category')}>{record.category}</CardLine>
      <CardLine label={translate('resources.community-programs.fields.urlSlug')}>{record.urlSlug}</CardLine>
      <CardLine label={translate('resources.community-programs.fields.updatedAt')}>
        {formatIndiaDateTime(record.updatedAt, locale)}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip active={record.isActive} />
      </Box>
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  return (
    <EditDeleteActions
      card={card}
      confirmTitle="resources.community-programs.list.deleteTitle"
      confirmContent="resources.community-programs.list.deleteContent"
      failureMessage="resources.community-programs.list.deleteFailed"
    />
  );
}

export default function ProgramList() {
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <List
      perPage={25}
      title="admin.menu.communityPrograms"
      actions={<AddNewToolbar resource="community-programs" />}
      filters={searchFilters(translate('resources.events.list.searchPlaceholder'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('resources.community-programs.list.fetchFailed') }}
    >
      <ActiveFilters describe={{ q: { label: translate('admin.common.search') } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={ProgramCard}>
        <TextField source="title" label="resources.community-programs.fields.title" />
        <TextField source="category" label="resources.community-programs.fields.category" />
        <TextField source="urlSlug" label="resources.community-programs.fields.urlSlug" />
        <FunctionField
          label="resources.community-programs.fields.status"
          sortBy="isActive"
          render={(record: { isActive: boolean }) => <StatusChip active={record.isActive} />}
        />
        <FunctionField
          label="resources.community-programs.fields.updatedAt"
          sortBy="updatedAt"
          render={(record: { updatedAt: string }) => formatIndiaDateTime(record.updatedAt, locale)}
        />
        <FunctionField label="resources.volunteer-roles.fields.actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
