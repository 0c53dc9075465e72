import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { HeroSlideForm } from './HeroSlideForm';

export default function HeroSlideEdit() {
  const onError = useSaveErrorHandler('resources.hero-slides.form.saveFailed');
  const toast = useToast();
  return (
    <Edit
      title="resources.hero-slides.edit.title"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error('resources.hero-slides.list.fetchFailed') }}
      redirect="list"
    >
      <HeroSlideForm />
    </Edit>
  );
}
