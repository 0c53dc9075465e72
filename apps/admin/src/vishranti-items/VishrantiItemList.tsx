import { Box, Chip, Typography } from '@mui/material';
import {
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { type VishrantiItem } from '@foundation/shared';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { AddNewButton } from '../common/AddNewButton';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';
import { KIND_CHOICES } from './vishrantiItemRules';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title or description" />,
  <SelectInput
    key="kind"
    source="kind"
    label="Kind"
    choices={KIND_CHOICES}
    alwaysOn
    emptyText="All kinds"
    {...SHOW_EMPTY_CHOICE}
  />,
];

const kindName = (record: VishrantiItem) =>
  KIND_CHOICES.find((choice) => choice.id === record.kind)?.name ?? record.kind;

function Actions() {
  return (
    <TopToolbar>
      <AddNewButton label="Add Program or Video" to="/vishranti-items/create" />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No programs or videos found
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        The Vishranti page lists its regular programs and videos from here.
      </Typography>
      <AddNewButton label="Add Program or Video" to="/vishranti-items/create" variant="contained" />
    </Box>
  );
}

const StatusChip = ({ active }: { active: boolean }) => (
  <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />
);

function ItemCard(record: VishrantiItem) {
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label="Kind">{kindName(record)}</CardLine>
      {record.videoUrl && <CardLine label="Video">{record.videoUrl}</CardLine>}
      <CardLine label="Order">{record.sortOrder}</CardLine>
      <Box>
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
      confirmTitle="Delete item"
      confirmContent="Are you sure you want to delete this program or video?"
      failureMessage="Failed to delete item"
    />
  );
}

/** The Vishranti page's regular programs and videos, in their order. */
export default function VishrantiItemList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Vishranti Programs & Videos"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('Failed to fetch Vishranti programs and videos') }}
    >
      <ActiveFilters
        describe={{
          q: { label: 'Search' },
          kind: {
            label: 'Kind',
            text: (value) => KIND_CHOICES.find((choice) => choice.id === value)?.name ?? String(value),
          },
        }}
      />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={ItemCard}>
        <NumberField source="sortOrder" label="Order" />
        <FunctionField label="Kind" sortBy="kind" render={kindName} />
        <TextField source="title" label="Title" />
        <FunctionField
          label="Status"
          sortBy="isActive"
          render={(record: VishrantiItem) => <StatusChip active={record.isActive} />}
        />
        <FunctionField label="Actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
