import { NumberInput, SimpleForm, TextInput, required, minValue } from 'react-admin';
import { SaveToolbar } from '../common/SaveToolbar';
import { HINDI_TWIN_LIMITS, MESSAGES } from '@foundation/shared';
import { HindiTwin } from '../common/HindiTwin';

const priceRules = [required(MESSAGES.invalidTicketTypes), minValue(0, MESSAGES.invalidTicketTypes)];

/** Name, price, description and quantity of one ticket type (its event cannot change). */
export function TicketTypeForm() {
  return (
    <SimpleForm
      toolbar={<SaveToolbar label="resources.ticket-types.form.save" cancelTo="/ticket-types" />}
      noValidate
    >
      <TextInput source="eventTitle" label="resources.ticket-types.fields.eventTitle" disabled fullWidth />
      <HindiTwin
        source="nameHi"
        label="resources.ticket-types.fields.name"
        maxLength={HINDI_TWIN_LIMITS.ticketTypes.nameHi}
      >
        <TextInput
          source="name"
          label="resources.ticket-types.fields.name"
          validate={required(MESSAGES.invalidTicketTypes)}
          fullWidth
        />
      </HindiTwin>
      <NumberInput
        source="price"
        label="resources.ticket-types.form.priceInr"
        min={0}
        validate={priceRules}
      />
      <NumberInput
        source="availableQuantity"
        label="resources.ticket-types.fields.availableQuantity"
        min={0}
        step={1}
        helperText="resources.ticket-types.form.quantityHelp"
      />
      <HindiTwin
        source="descriptionHi"
        label="resources.ticket-types.fields.description"
        maxLength={HINDI_TWIN_LIMITS.ticketTypes.descriptionHi}
        multiline
      >
        <TextInput
          source="description"
          label="resources.ticket-types.fields.description"
          multiline
          fullWidth
        />
      </HindiTwin>
    </SimpleForm>
  );
}
