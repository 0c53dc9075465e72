import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { VishrantiItemForm } from './VishrantiItemForm';
import { NEW_VISHRANTI_ITEM_DEFAULTS } from './vishrantiItemRules';

export default function VishrantiItemCreate() {
  const onError = useSaveErrorHandler('resources.vishranti-items.form.saveFailed');
  return (
    <Create
      title="resources.vishranti-items.list.addNew"
      record={NEW_VISHRANTI_ITEM_DEFAULTS}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <VishrantiItemForm />
    </Create>
  );
}
