import { ResourceCreate } from '../common/ResourcePages';
import { VishrantiItemForm } from './VishrantiItemForm';
import { NEW_VISHRANTI_ITEM_DEFAULTS } from './vishrantiItemRules';

export default function VishrantiItemCreate() {
  return (
    <ResourceCreate resource="vishranti-items" defaults={NEW_VISHRANTI_ITEM_DEFAULTS}>
      <VishrantiItemForm />
    </ResourceCreate>
  );
}
