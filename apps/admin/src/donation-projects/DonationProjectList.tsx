import { Box, Chip, Typography } from '@mui/material';
import { FunctionField, List, NumberField, TextField, useTranslate } from 'react-admin';
import { formatInr, percentFunded, type DonationProject, type Locale } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewButton, AddNewToolbar, searchFilters } from '../common/AddNewButton';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.donation-projects.list.empty')}
      </Typography>
      <AddNewButton
        label={translate('resources.donation-projects.list.addNew')}
        to="/donation-projects/create"
        variant="contained"
      />
    </Box>
  );
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

const raisedText = (record: DonationProject, locale: Locale) =>
  `${formatInr(record.raised, locale)} (${percentFunded(record.raised, record.goal)}%)`;

function ProjectCard(record: DonationProject) {
  return <ProjectCardBody record={record} />;
}

function ProjectCardBody({ record }: { record: DonationProject }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.donation-projects.fields.goal')}>
        {formatInr(record.goal, locale)}
      </CardLine>
      <CardLine label={translate('resources.donation-projects.fields.raised')}>
        {raisedText(record, locale)}
      </CardLine>
      <CardLine label={translate('resources.donation-projects.fields.sortOrder')}>
        {record.sortOrder}
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
      confirmTitle="resources.donation-projects.list.deleteTitle"
      confirmContent="resources.donation-projects.list.deleteContent"
      failureMessage="resources.donation-projects.list.deleteFailed"
    />
  );
}

/** The projects of the Contribute page, in their order there, with what each has raised. */
export default function DonationProjectList() {
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <List
      perPage={25}
      title="admin.menu.donationProjects"
      actions={<AddNewToolbar resource="donation-projects" />}
      filters={searchFilters(translate('resources.donation-projects.list.searchPlaceholder'))}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('resources.donation-projects.list.fetchFailed') }}
    >
      <ActiveFilters describe={{ q: { label: translate('admin.common.search') } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={ProjectCard}>
        <NumberField source="sortOrder" label="resources.donation-projects.fields.sortOrder" />
        <TextField source="title" label="resources.donation-projects.fields.title" />
        <FunctionField
          label="resources.donation-projects.fields.goal"
          sortBy="goal"
          render={(record: DonationProject) => formatInr(record.goal, locale)}
        />
        <FunctionField
          label="resources.donation-projects.fields.raised"
          sortBy="raised"
          render={(record: DonationProject) => raisedText(record, locale)}
        />
        <FunctionField
          label="resources.donation-projects.fields.status"
          sortBy="isActive"
          render={(record: DonationProject) => <StatusChip active={record.isActive} />}
        />
        <FunctionField label="resources.volunteer-roles.fields.actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
