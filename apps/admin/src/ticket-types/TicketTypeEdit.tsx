import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { TicketTypeForm } from './TicketTypeInputs';

const toSave = ({ name, price, description, availableQuantity }: Record<string, unknown>) => ({
  name: typeof name === 'string' ? name.trim() : name,
  price,
  description: typeof description === 'string' && description.trim() ? description.trim() : null,
  availableQuantity: availableQuantity === '' || availableQuantity === undefined ? null : availableQuantity,
});

export default function TicketTypeEdit() {
  const onError = useSaveErrorHandler('resources.ticket-types.edit.saveFailed');
  return (
    <Edit
      title="resources.ticket-types.edit.title"
      mutationMode="pessimistic"
      transform={toSave}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <TicketTypeForm />
    </Edit>
  );
}
