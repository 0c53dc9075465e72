import { NumberInput, SimpleForm, TextInput, required, minValue } from 'react-admin';
import { SaveToolbar } from '../common/SaveToolbar';
import { MESSAGES } from '@foundation/shared';

const priceRules = [required(MESSAGES.invalidTicketTypes), minValue(0, MESSAGES.invalidTicketTypes)];

/** Name, price, description and quantity of one ticket type (its event cannot change). */
export function TicketTypeForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar label="Save Ticket Type" cancelTo="/ticket-types" />} noValidate>
      <TextInput source="eventTitle" label="Event" disabled fullWidth />
      <TextInput source="name" label="Name" validate={required(MESSAGES.invalidTicketTypes)} fullWidth />
      <NumberInput source="price" label="Price (₹)" min={0} validate={priceRules} />
      <NumberInput
        source="availableQuantity"
        label="Quantity"
        min={0}
        step={1}
        helperText="Empty means unlimited. It cannot go below the seats already sold."
      />
      <TextInput source="description" label="Description" multiline fullWidth />
    </SimpleForm>
  );
}
