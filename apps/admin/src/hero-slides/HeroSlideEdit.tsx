import { ResourceEdit } from '../common/ResourcePages';
import { HeroSlideForm } from './HeroSlideForm';

export default function HeroSlideEdit() {
  return (
    <ResourceEdit resource="hero-slides">
      <HeroSlideForm />
    </ResourceEdit>
  );
}
