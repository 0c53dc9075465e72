import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { VishrantiItemForm } from './VishrantiItemForm';
import { NEW_VISHRANTI_ITEM_DEFAULTS } from './vishrantiItemRules';

export default function VishrantiItemCreate() {
  const onError = useSaveErrorHandler('Failed to save item');
  return (
    <Create
      title="Add Program or Video"
      record={NEW_VISHRANTI_ITEM_DEFAULTS}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <VishrantiItemForm />
    </Create>
  );
}
