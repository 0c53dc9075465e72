import { Box, Chip, Typography } from '@mui/material';
import {
  BooleanInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import {
  EVENT_CATEGORIES,
  formatDateRange,
  formatInr,
  type EventCategory,
  type EventStatus,
  type Locale,
} from '@foundation/shared';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { AddNewButton } from '../common/AddNewButton';
import { useToast } from '../common/toast';
import { DuplicateButton } from './DuplicateButton';

type Translate = ReturnType<typeof useTranslate>;

// Choice names, labels and placeholders below are catalogue keys: react-admin's inputs translate them.
const EVENT_TYPES = [
  { id: 'offline', name: 'admin.eventTypes.offline' },
  { id: 'online', name: 'admin.eventTypes.online' },
];

const CATEGORIES = EVENT_CATEGORIES.map((category) => ({
  id: category,
  name: `admin.eventCategories.${category}`,
}));

function filterLabels(translate: Translate) {
  return {
    q: { label: translate('admin.common.search') },
    category: {
      label: translate('resources.events.fields.category'),
      text: (value: unknown) =>
        EVENT_CATEGORIES.includes(value as EventCategory)
          ? translate(`admin.eventCategories.${value as EventCategory}`)
          : String(value),
    },
    eventType: {
      label: translate('resources.events.fields.eventType'),
      text: (value: unknown) =>
        translate(value === 'online' ? 'admin.eventTypes.online' : 'admin.eventTypes.offline'),
    },
    isActive: {
      label: translate('resources.events.fields.isActive'),
      text: (value: unknown) =>
        translate(value === true || value === 'true' ? 'admin.common.yes' : 'admin.common.no'),
    },
  };
}

/** The list's filters (SearchInput takes its placeholder as it is, so that one is translated here). */
const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.events.list.searchPlaceholder')}
  />,
  <SelectInput
    key="eventType"
    source="eventType"
    label="resources.events.fields.eventType"
    choices={EVENT_TYPES}
    emptyText="resources.events.list.allTypes"
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="category"
    source="category"
    label="resources.events.fields.category"
    choices={CATEGORIES}
    emptyText="resources.events.list.allCategories"
    {...SHOW_EMPTY_CHOICE}
  />,
  <BooleanInput key="isActive" source="isActive" label="resources.events.fields.isActive" />,
];

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <AddNewButton label={translate('resources.events.list.addNew')} to="/events/create" />
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.events.list.empty')}
      </Typography>
      <AddNewButton
        label={translate('resources.events.list.addNew')}
        to="/events/create"
        variant="contained"
      />
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
  /** `cancelled` once staff cancelled the event. */
  status?: EventStatus;
}

/** 'Offline', or 'Offline · Retreat' for a retreat, yatra or course (the table keeps its documented columns). */
function typeLabel(record: EventRow, translate: Translate): string {
  const type = translate(
    record.eventType === 'online' ? 'admin.eventTypes.online' : 'admin.eventTypes.offline',
  );
  return record.category && record.category !== 'event'
    ? `${type} · ${translate(`admin.eventCategories.${record.category}`)}`
    : type;
}

/** 'Free', the event's price, or 'From ₹…' (its cheapest ticket type) when the event price is 0. */
function priceLabel(record: EventRow, translate: Translate, locale: Locale): string {
  if (!record.isPaid) return translate('admin.common.free');
  const prices = (record.ticketTypes ?? []).map((type) => type.price);
  if (record.price > 0 || prices.length === 0) return formatInr(record.price, locale);
  return translate('admin.common.from', { price: formatInr(Math.min(...prices), locale) });
}

/** The panel's language as the shared formatters take it (English unless Hindi is chosen). */
function usePanelLocale(): Locale {
  const [locale] = useLocaleState();
  return locale === 'hi' ? 'hi' : 'en';
}

function RowActions({ card = false }: { card?: boolean }) {
  return (
    <EditDeleteActions
      card={card}
      confirmTitle="resources.events.list.deleteTitle"
      confirmContent="resources.events.list.deleteContent"
      failureMessage="resources.events.list.deleteFailed"
    >
      <DuplicateButton />
    </EditDeleteActions>
  );
}

function StatusChip({ record }: { record: EventRow }) {
  const translate = useTranslate();
  if (record.status === 'cancelled') {
    return <Chip size="small" label={translate('resources.events.list.cancelled')} color="error" />;
  }
  const active = record.isActive;
  return (
    <Chip
      size="small"
      label={translate(active ? 'admin.common.active' : 'admin.common.inactive')}
      color={active ? 'success' : 'default'}
    />
  );
}

/** An event as a card on a phone: the table's values and row actions. */
function EventCard(record: EventRow) {
  return <EventCardBody record={record} />;
}

function EventCardBody({ record }: { record: EventRow }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine>{formatDateRange(record.startDate, record.endDate, locale)}</CardLine>
      <CardLine>{record.location}</CardLine>
      <CardLine>
        {priceLabel(record, translate, locale)} · {typeLabel(record, translate)}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip record={record} />
      </Box>
      <RowActions card />
    </>
  );
}

/** 'Manage Events'. */
export default function EventList() {
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <List
      perPage={25}
      title="resources.events.list.title"
      actions={<Actions />}
      filters={filters(translate)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('resources.events.list.fetchFailed') }}
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={EventCard}>
        <TextField source="title" label="resources.events.columns.title" />
        <FunctionField
          label="resources.events.columns.dateRange"
          sortBy="startDate"
          render={(record: EventRow) => formatDateRange(record.startDate, record.endDate, locale)}
        />
        <TextField source="location" label="resources.events.columns.location" />
        <FunctionField
          label="resources.events.columns.price"
          sortBy="price"
          render={(record: EventRow) => priceLabel(record, translate, locale)}
        />
        <FunctionField
          label="resources.events.columns.eventType"
          sortBy="eventType"
          render={(record: EventRow) => typeLabel(record, translate)}
        />
        <FunctionField
          label="resources.events.columns.status"
          sortBy="isActive"
          render={(record: EventRow) => <StatusChip record={record} />}
        />
        <FunctionField label="resources.events.columns.actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
