import { lazy } from 'react';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';

export default {
  list: lazy(() => import('./HeroSlideList')),
  create: lazy(() => import('./HeroSlideCreate')),
  edit: lazy(() => import('./HeroSlideEdit')),
  icon: ViewCarouselIcon,
  options: { label: 'Hero Slides' },
};
