import {
  Datagrid,
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
    <SelectInput label="Event" optionText="title" emptyText="All Events" />
  </ReferenceInput>,
];

interface TicketTypeRow {
  price: number;
  availableQuantity: number | null;
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
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="eventTitle" label="Event" />
        <TextField source="name" label="Name" />
        <FunctionField
          label="Price"
          sortBy="price"
          render={(record: TicketTypeRow) => formatInr(record.price)}
        />
        <FunctionField
          label="Quantity"
          sortBy="availableQuantity"
          render={(record: TicketTypeRow) =>
            record.availableQuantity === null ? 'Unlimited' : record.availableQuantity
          }
        />
        <NumberField source="seatsSold" label="Sold" sortable={false} />
        <NumberField source="seatsHeld" label="Held" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}
