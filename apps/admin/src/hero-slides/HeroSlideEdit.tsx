import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { HeroSlideForm } from './HeroSlideForm';

export default function HeroSlideEdit() {
  const onError = useSaveErrorHandler('Failed to save slide');
  const toast = useToast();
  return (
    <Edit
      title="Edit Slide"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('Failed to fetch hero slides') }}
      redirect="list"
    >
      <HeroSlideForm />
    </Edit>
  );
}
