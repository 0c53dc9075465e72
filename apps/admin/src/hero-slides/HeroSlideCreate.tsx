import { ResourceCreate } from '../common/ResourcePages';
import { HeroSlideForm } from './HeroSlideForm';
import { NEW_HERO_SLIDE_DEFAULTS } from './heroSlideRules';

export default function HeroSlideCreate() {
  return (
    <ResourceCreate resource="hero-slides" defaults={NEW_HERO_SLIDE_DEFAULTS}>
      <HeroSlideForm />
    </ResourceCreate>
  );
}
