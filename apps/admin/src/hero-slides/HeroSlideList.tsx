import { Box, Typography } from '@mui/material';
import { FunctionField, List, NumberField, TextField, useTranslate } from 'react-admin';
import { type HeroSlide } from '@foundation/shared';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewButton, AddNewToolbar, searchFilters } from '../common/AddNewButton';
import { mediaUrl } from '../common/media';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.hero-slides.list.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.hero-slides.list.emptyHelp')}
      </Typography>
      <AddNewButton
        label={translate('resources.hero-slides.list.addNew')}
        to="/hero-slides/create"
        variant="contained"
      />
    </Box>
  );
}

const Thumbnail = ({ record }: { record: HeroSlide }) => (
  <Box
    component="img"
    src={mediaUrl(record.desktopImageUrl)}
    alt=""
    sx={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 1, display: 'block' }}
  />
);

function SlideCard(record: HeroSlide) {
  return <SlideCardBody record={record} />;
}

function SlideCardBody({ record }: { record: HeroSlide }) {
  const translate = useTranslate();
  return (
    <>
      <Thumbnail record={record} />
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.hero-slides.fields.link')}>{record.link}</CardLine>
      <CardLine label={translate('resources.hero-slides.fields.sortOrder')}>{record.sortOrder}</CardLine>
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  return (
    <EditDeleteActions
      card={card}
      confirmTitle="resources.hero-slides.list.deleteTitle"
      confirmContent="resources.hero-slides.list.deleteContent"
      failureMessage="resources.hero-slides.list.deleteFailed"
    />
  );
}

/** The home page's hero slides, in carousel order. */
export default function HeroSlideList() {
  const toast = useToast();
  const translate = useTranslate();
  return (
    <List
      perPage={25}
      title="admin.menu.heroSlides"
      actions={<AddNewToolbar resource="hero-slides" />}
      filters={searchFilters(translate('resources.donation-projects.list.searchPlaceholder'))}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('resources.hero-slides.list.fetchFailed') }}
    >
      <ActiveFilters describe={{ q: { label: translate('admin.common.search') } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={SlideCard}>
        <NumberField source="sortOrder" label="resources.hero-slides.fields.sortOrder" />
        <FunctionField
          label="resources.hero-slides.fields.picture"
          render={(record: HeroSlide) => <Thumbnail record={record} />}
        />
        <TextField source="title" label="resources.hero-slides.fields.title" />
        <TextField source="link" label="resources.hero-slides.fields.link" />
        <FunctionField label="resources.volunteer-roles.fields.actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
