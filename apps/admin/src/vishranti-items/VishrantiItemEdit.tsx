import { ResourceEdit } from '../common/ResourcePages';
import { VishrantiItemForm } from './VishrantiItemForm';

export default function VishrantiItemEdit() {
  return (
    <ResourceEdit resource="vishranti-items">
      <VishrantiItemForm />
    </ResourceEdit>
  );
}
