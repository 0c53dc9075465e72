import { Box, Chip, Typography } from '@mui/material';
import {
  Datagrid,
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

function RowActions() {
  const onError = useDeleteErrorHandler('Failed to delete program');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
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
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <TextField source="title" label="Title" />
        <TextField source="category" label="Category" />
        <TextField source="urlSlug" label="URL Slug" />
        <FunctionField
          label="Status"
          sortBy="isActive"
          render={(record: { isActive: boolean }) => (
            <Chip
              size="small"
              label={record.isActive ? 'Active' : 'Inactive'}
              color={record.isActive ? 'success' : 'default'}
            />
          )}
        />
        <FunctionField
          label="Last Updated"
          sortBy="updatedAt"
          render={(record: { updatedAt: string }) => formatIndiaDateTime(record.updatedAt)}
        />
        <FunctionField label="Actions" render={() => <RowActions />} />
      </Datagrid>
    </List>
  );
}
