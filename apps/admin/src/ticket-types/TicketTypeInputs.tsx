import { NumberInput, SimpleForm, TextInput, required, minValue } from 'react-admin';
import { SaveToolbar } from '../common/SaveToolbar';
import { HINDI_TWIN_LIMITS, MESSAGES } from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';

const priceRules = [required(MESSAGES.invalidTicketTypes), minValue(0, MESSAGES.invalidTicketTypes)];

/** Name, price, description and quantity of one ticket type (its event cannot change). */
export function TicketTypeForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar label="Save Ticket Type" cancelTo="/ticket-types" />} noValidate>
      <TextInput source="eventTitle" label="Event" disabled fullWidth />
      <HindiTwin source="nameHi" label="Name" maxLength={HINDI_TWIN_LIMITS.ticketTypes.nameHi}>
        <TextInput source="name" label="Name" validate={required(MESSAGES.invalidTicketTypes)} fullWidth />
      </HindiTwin>
      <NumberInput source="price" label="Price (₹)" min={0} validate={priceRules} />
      <NumberInput
        source="availableQuantity"
        label="Quantity"
        min={0}
        step={1}
        helperText="Empty means unlimited. It cannot go below the seats already sold."
      />
      <HindiTwin
        source="descriptionHi"
        label="Description"
        maxLength={HINDI_TWIN_LIMITS.ticketTypes.descriptionHi}
        multiline
      >
        <TextInput source="description" label="Description" multiline fullWidth />
      </HindiTwin>
    </SimpleForm>
  );
}
