import { Box } from '@mui/material';
import { FunctionField, NumberField, TextField, useTranslate } from 'react-admin';
import { type HeroSlide } from '@foundation/shared';
import { mediaUrl } from '../common/media';
import { CardLine, CardTitle } from '../common/ResponsiveDatagrid';
import { ResourceList, ResourceRowActions } from '../common/ResourceList';

const Thumbnail = ({ record }: { record: HeroSlide }) => (
  <Box
    component="img"
    src={mediaUrl(record.desktopImageUrl)}
    alt=""
    sx={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 1, display: 'block' }}
  />
);

function SlideCardBody({ record }: { record: HeroSlide }) {
  const translate = useTranslate();
  return (
    <>
      <Thumbnail record={record} />
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.hero-slides.fields.link')}>{record.link}</CardLine>
      <CardLine label={translate('resources.hero-slides.fields.sortOrder')}>{record.sortOrder}</CardLine>
      <ResourceRowActions resource="hero-slides" card />
    </>
  );
}

/** The home page's hero slides, in carousel order. */
export default function HeroSlideList() {
  return (
    <ResourceList
      resource="hero-slides"
      title="admin.menu.heroSlides"
      searchPlaceholder="resources.donation-projects.list.searchPlaceholder"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      card={SlideCardBody}
      emptyHelp
    >
      <NumberField source="sortOrder" label="resources.hero-slides.fields.sortOrder" />
      <FunctionField
        label="resources.hero-slides.fields.picture"
        render={(record: HeroSlide) => <Thumbnail record={record} />}
      />
      <TextField source="title" label="resources.hero-slides.fields.title" />
      <TextField source="link" label="resources.hero-slides.fields.link" />
    </ResourceList>
  );
}
