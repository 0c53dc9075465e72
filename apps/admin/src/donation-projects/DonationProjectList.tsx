import { Box, Chip, Typography } from '@mui/material';
import { FunctionField, List, NumberField, SearchInput, TextField, TopToolbar } from 'react-admin';
import { formatInr, percentFunded, type DonationProject } from '@foundation/shared';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewButton } from '../common/AddNewButton';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search title or description" />];

function Actions() {
  return (
    <TopToolbar>
      <AddNewButton label="Add New Project" to="/donation-projects/create" />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No donation projects found
      </Typography>
      <AddNewButton label="Add New Project" to="/donation-projects/create" variant="contained" />
    </Box>
  );
}

const StatusChip = ({ active }: { active: boolean }) => (
  <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />
);

const raisedText = (record: DonationProject) =>
  `${formatInr(record.raised)} (${percentFunded(record.raised, record.goal)}%)`;

function ProjectCard(record: DonationProject) {
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label="Goal">{formatInr(record.goal)}</CardLine>
      <CardLine label="Raised">{raisedText(record)}</CardLine>
      <CardLine label="Order">{record.sortOrder}</CardLine>
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
      confirmTitle="Delete project"
      confirmContent="Are you sure you want to delete this project?"
      failureMessage="Failed to delete project"
    />
  );
}

/** The projects of the Contribute page, in their order there, with what each has raised. */
export default function DonationProjectList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Donation Projects"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('Failed to fetch donation projects') }}
    >
      <ActiveFilters describe={{ q: { label: 'Search' } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={ProjectCard}>
        <NumberField source="sortOrder" label="Order" />
        <TextField source="title" label="Title" />
        <FunctionField
          label="Goal"
          sortBy="goal"
          render={(record: DonationProject) => formatInr(record.goal)}
        />
        <FunctionField label="Raised" sortBy="raised" render={raisedText} />
        <FunctionField
          label="Status"
          sortBy="isActive"
          render={(record: DonationProject) => <StatusChip active={record.isActive} />}
        />
        <FunctionField label="Actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
