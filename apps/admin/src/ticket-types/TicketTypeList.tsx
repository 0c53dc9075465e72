import {
  EditButton,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { formatInr } from '@foundation/shared';
import { useToast } from '../common/toast';
import { ActiveFilters, ReferenceText, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by name" />,
  <ReferenceInput
    key="eventId"
    source="eventId"
    reference="events"
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={200}
    alwaysOn
  >
    <SelectInput label="Event" optionText="title" emptyText="All Events" {...SHOW_EMPTY_CHOICE} />
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

const FILTER_LABELS = {
  q: { label: 'Search' },
  eventId: {
    label: 'Event',
    text: (value: unknown) => <ReferenceText reference="events" id={value} field="title" />,
  },
};

const quantity = (record: TicketTypeRow) =>
  record.availableQuantity === null ? 'Unlimited' : record.availableQuantity;

/** A ticket type as a card on a phone: the table's values and Edit. */
function TicketTypeCard(record: TicketTypeRow) {
  return (
    <>
      <CardTitle>{record.name}</CardTitle>
      <CardLine label="Event">{record.eventTitle}</CardLine>
      <CardLine label="Price">{formatInr(record.price)}</CardLine>
      <CardLine label="Quantity">{quantity(record)}</CardLine>
      <CardLine label="Sold">
        {record.seatsSold} · Held {record.seatsHeld}
      </CardLine>
      <CardActionsRow>
        <EditButton />
      </CardActionsRow>
    </>
  );
}

/** Ticket types of every event, with their seats sold and held. */
export default function TicketTypeList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Ticket Types"
      actions={false}
      filters={filters}
      sort={{ field: 'eventTitle', order: 'ASC' }}
      queryOptions={{ onError: () => toast.error('Failed to fetch ticket types') }}
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="edit" card={TicketTypeCard}>
        <TextField source="eventTitle" label="Event" />
        <TextField source="name" label="Name" />
        <FunctionField
          label="Price"
          sortBy="price"
          render={(record: TicketTypeRow) => formatInr(record.price)}
        />
        <FunctionField label="Quantity" sortBy="availableQuantity" render={quantity} />
        <NumberField source="seatsSold" label="Sold" sortable={false} />
        <NumberField source="seatsHeld" label="Held" sortable={false} />
        <EditButton />
      </ResponsiveDatagrid>
    </List>
  );
}
