import {
  EditButton,
  FunctionField,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { formatInr } from '@foundation/shared';
import type { Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters, ReferenceText, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { PanelList } from '../common/ResourceList';

// Labels and empty texts are catalogue keys (react-admin translates them); SearchInput shows its placeholder
// as it is.
const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.ticket-types.list.searchPlaceholder')}
  />,
  <ReferenceInput
    key="eventId"
    source="eventId"
    reference="events"
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={200}
    alwaysOn
  >
    <SelectInput
      label="admin.common.event"
      optionText="title"
      emptyText="admin.common.allEvents"
      {...SHOW_EMPTY_CHOICE}
    />
  </ReferenceInput>,
];

interface TicketTypeRow {
  id: string;
  eventTitle: string;
  name: string;
  price: number;
  availableQuantity: number | null;
  seatsSold: number;
  seatsHeld: number;
}

function filterLabels(translate: Translate) {
  return {
    eventId: {
      label: translate('admin.common.event'),
      text: (value: unknown) => <ReferenceText reference="events" id={value} field="title" />,
    },
  };
}

const quantity = (record: TicketTypeRow, translate: Translate) =>
  record.availableQuantity === null
    ? translate('resources.ticket-types.list.unlimited')
    : record.availableQuantity;

/** A ticket type as a card on a phone: the table's values and Edit. */
function TicketTypeCardBody({ record }: { record: TicketTypeRow }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.name}</CardTitle>
      <CardLine label={translate('resources.ticket-types.fields.eventTitle')}>{record.eventTitle}</CardLine>
      <CardLine label={translate('resources.ticket-types.fields.price')}>
        {formatInr(record.price, locale)}
      </CardLine>
      <CardLine label={translate('resources.ticket-types.fields.availableQuantity')}>
        {quantity(record, translate)}
      </CardLine>
      <CardLine label={translate('resources.ticket-types.fields.seatsSold')}>
        {record.seatsSold} · {translate('resources.ticket-types.list.heldCount', { count: record.seatsHeld })}
      </CardLine>
      <CardActionsRow>
        <EditButton />
      </CardActionsRow>
    </>
  );
}

/** Ticket types of every event, with their seats sold and held. */
export default function TicketTypeList() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <PanelList
      title="resources.ticket-types.list.title"
      actions={false}
      filters={filters(translate)}
      sort={{ field: 'eventTitle', order: 'ASC' }}
      fetchFailed="resources.ticket-types.list.fetchFailed"
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="edit" card={TicketTypeCardBody}>
        <TextField source="eventTitle" label="resources.ticket-types.fields.eventTitle" />
        <TextField source="name" label="resources.ticket-types.fields.name" />
        <FunctionField
          label="resources.ticket-types.fields.price"
          sortBy="price"
          render={(record: TicketTypeRow) => formatInr(record.price, locale)}
        />
        <FunctionField
          label="resources.ticket-types.fields.availableQuantity"
          sortBy="availableQuantity"
          render={(record: TicketTypeRow) => quantity(record, translate)}
        />
        <NumberField source="seatsSold" label="resources.ticket-types.fields.seatsSold" sortable={false} />
        <NumberField source="seatsHeld" label="resources.ticket-types.fields.seatsHeld" sortable={false} />
        <EditButton />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
