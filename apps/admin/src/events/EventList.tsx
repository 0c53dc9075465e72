import { Box, Chip } from '@mui/material';
import { BooleanInput, FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import {
  EVENT_CATEGORIES,
  formatDateRange,
  formatInr,
  type EventCategory,
  type EventStatus,
  type Locale,
} from '@foundation/shared';
import { SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardLine, CardTitle } from '../common/ResponsiveDatagrid';
import { ActiveChip, ResourceList, ResourceRowActions } from '../common/ResourceList';
import { usePanelLocale } from '../common/usePanelLocale';
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

function RowActions({ card = false }: { card?: boolean }) {
  return (
    <ResourceRowActions resource="events" card={card}>
      <DuplicateButton />
    </ResourceRowActions>
  );
}

function StatusChip({ record }: { record: EventRow }) {
  const translate = useTranslate();
  if (record.status === 'cancelled') {
    return <Chip size="small" label={translate('resources.events.list.cancelled')} color="error" />;
  }
  return <ActiveChip active={record.isActive} />;
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
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <ResourceList
      resource="events"
      title="resources.events.list.title"
      filters={filters(translate)}
      describe={filterLabels(translate)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      card={EventCardBody}
      rowActions={<RowActions />}
      actionsLabel="resources.events.columns.actions"
    >
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
    </ResourceList>
  );
}
