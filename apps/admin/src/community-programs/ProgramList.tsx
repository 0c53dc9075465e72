import { Box, Chip, Typography } from '@mui/material';
import {
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { formatIndiaDateTime } from '@foundation/shared';
import { useDeleteErrorHandler } from '../common/mutations';
import { ActiveFilters } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { AddNewButton } from '../common/AddNewButton';
import { useToast } from '../common/toast';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search by title" />];

function Actions() {
  return (
    <TopToolbar>
      <AddNewButton label="Add New Program" to="/community-programs/create" />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No programs found
      </Typography>
      <AddNewButton label="Add New Program" to="/community-programs/create" variant="contained" />
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

const StatusChip = ({ active }: { active: boolean }) => (
  <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />
);

/** A program as a card on a phone: the table's values and row actions. */
function ProgramCard(record: ProgramRow) {
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label="Category">{record.category}</CardLine>
      <CardLine label="URL Slug">{record.urlSlug}</CardLine>
      <CardLine label="Last Updated">{formatIndiaDateTime(record.updatedAt)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip active={record.isActive} />
      </Box>
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  const onError = useDeleteErrorHandler('Failed to delete program');
  return (
    <Box
      sx={
        card
          ? { display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, ml: -0.5 }
          : { display: 'flex', flexWrap: 'wrap', gap: 0.5 }
      }
    >
      <EditButton />
      <DeleteWithConfirmButton
        confirmTitle="Delete program"
        confirmContent="Are you sure you want to delete this program?"
        mutationOptions={{ onError }}
        redirect={false}
      />
    </Box>
  );
}

export default function ProgramList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Community Programs"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('Failed to fetch community programs') }}
    >
      <ActiveFilters describe={{ q: { label: 'Search' } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={ProgramCard}>
        <TextField source="title" label="Title" />
        <TextField source="category" label="Category" />
        <TextField source="urlSlug" label="URL Slug" />
        <FunctionField
          label="Status"
          sortBy="isActive"
          render={(record: { isActive: boolean }) => <StatusChip active={record.isActive} />}
        />
        <FunctionField
          label="Last Updated"
          sortBy="updatedAt"
          render={(record: { updatedAt: string }) => formatIndiaDateTime(record.updatedAt)}
        />
        <FunctionField label="Actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
