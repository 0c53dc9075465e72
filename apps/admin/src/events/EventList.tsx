import { Box, Chip, Typography } from '@mui/material';
import {
  BooleanInput,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  formatDateRange,
  formatInr,
  type EventCategory,
} from '@foundation/shared';
import { useDeleteErrorHandler } from '../common/mutations';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { AddNewButton } from '../common/AddNewButton';
import { useToast } from '../common/toast';
import { DuplicateButton } from './DuplicateButton';

const EVENT_TYPES = [
  { id: 'offline', name: 'Offline' },
  { id: 'online', name: 'Online' },
];

const CATEGORIES = EVENT_CATEGORIES.map((category) => ({
  id: category,
  name: EVENT_CATEGORY_LABELS[category],
}));

const FILTER_LABELS = {
  q: { label: 'Search' },
  category: {
    label: 'Category',
    text: (value: unknown) => EVENT_CATEGORY_LABELS[value as EventCategory] ?? String(value),
  },
  eventType: { label: 'Event Type', text: (value: unknown) => (value === 'online' ? 'Online' : 'Offline') },
  isActive: {
    label: 'Active',
    text: (value: unknown) => (value === true || value === 'true' ? 'Yes' : 'No'),
  },
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by title" />,
  <SelectInput
    key="eventType"
    source="eventType"
    label="Event Type"
    choices={EVENT_TYPES}
    emptyText="All Types"
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="category"
    source="category"
    label="Category"
    choices={CATEGORIES}
    emptyText="All Categories"
    {...SHOW_EMPTY_CHOICE}
  />,
  <BooleanInput key="isActive" source="isActive" label="Active" />,
];

function Actions() {
  return (
    <TopToolbar>
      <AddNewButton label="Add New Event" to="/events/create" />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No events found
      </Typography>
      <AddNewButton label="Add New Event" to="/events/create" variant="contained" />
    </Box>
  );
}

interface EventRow {
  id: string;
  title: string;
  location: string;
  startDate: string;
  endDate: string;
  isPaid: boolean;
  price: number;
  ticketTypes?: { price: number }[];
  eventType: string;
  category?: EventCategory;
  isActive: boolean;
}

/** 'Offline', or 'Offline · Retreat' for a retreat, yatra or course (the table keeps its documented columns). */
function typeLabel(record: EventRow): string {
  const type = record.eventType === 'online' ? 'Online' : 'Offline';
  return record.category && record.category !== 'event'
    ? `${type} · ${EVENT_CATEGORY_LABELS[record.category]}`
    : type;
}

/** 'Free', the event's price, or 'From ₹…' (its cheapest ticket type) when the event price is 0. */
function priceLabel(record: EventRow): string {
  if (!record.isPaid) return 'Free';
  const prices = (record.ticketTypes ?? []).map((type) => type.price);
  if (record.price > 0 || prices.length === 0) return formatInr(record.price);
  return `From ${formatInr(Math.min(...prices))}`;
}

function RowActions({ card = false }: { card?: boolean }) {
  const onError = useDeleteErrorHandler('Failed to delete event');
  const Row = card ? CardActionsRow : ActionsCell;
  return (
    <Row>
      <EditButton />
      <DeleteWithConfirmButton
        confirmTitle="Delete event"
        confirmContent="Are you sure you want to delete this event?"
        mutationOptions={{ onError }}
        redirect={false}
      />
      <DuplicateButton />
    </Row>
  );
}

function ActionsCell({ children }: { children: React.ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{children}</Box>;
}

const StatusChip = ({ active }: { active: boolean }) => (
  <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />
);

/** An event as a card on a phone: the table's values and row actions. */
function EventCard(record: EventRow) {
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine>{formatDateRange(record.startDate, record.endDate)}</CardLine>
      <CardLine>{record.location}</CardLine>
      <CardLine>
        {priceLabel(record)} · {typeLabel(record)}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip active={record.isActive} />
      </Box>
      <RowActions card />
    </>
  );
}

/** 'Manage Events'. */
export default function EventList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Manage Events"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('Failed to fetch events') }}
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={EventCard}>
        <TextField source="title" label="TITLE" />
        <FunctionField
          label="DATE RANGE"
          sortBy="startDate"
          render={(record: EventRow) => formatDateRange(record.startDate, record.endDate)}
        />
        <TextField source="location" label="LOCATION" />
        <FunctionField label="PRICE" sortBy="price" render={(record: EventRow) => priceLabel(record)} />
        <FunctionField label="EVENT TYPE" sortBy="eventType" render={typeLabel} />
        <FunctionField
          label="STATUS"
          sortBy="isActive"
          render={(record: EventRow) => <StatusChip active={record.isActive} />}
        />
        <FunctionField label="ACTIONS" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
