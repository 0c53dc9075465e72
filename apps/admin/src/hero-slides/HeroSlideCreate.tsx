import { Create } from 'react-admin';
import { useSaveErrorHandler } from '../common/mutations';
import { HeroSlideForm } from './HeroSlideForm';
import { NEW_HERO_SLIDE_DEFAULTS } from './heroSlideRules';

export default function HeroSlideCreate() {
  const onError = useSaveErrorHandler('resources.hero-slides.form.saveFailed');
  return (
    <Create
      title="resources.hero-slides.list.addNew"
      record={NEW_HERO_SLIDE_DEFAULTS}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <HeroSlideForm />
    </Create>
  );
}
