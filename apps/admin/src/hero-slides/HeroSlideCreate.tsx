import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { HeroSlideForm } from './HeroSlideForm';
import { NEW_HERO_SLIDE_DEFAULTS } from './heroSlideRules';

export default function HeroSlideCreate() {
  const onError = useSaveErrorHandler('Failed to save slide');
  return (
    <Create
      title="Add New Slide"
      record={NEW_HERO_SLIDE_DEFAULTS}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <HeroSlideForm />
    </Create>
  );
}
