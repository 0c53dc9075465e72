import { Box, Typography } from '@mui/material';
import { FunctionField, List, NumberField, SearchInput, TextField, TopToolbar } from 'react-admin';
import { type HeroSlide } from '@foundation/shared';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewButton } from '../common/AddNewButton';
import { mediaUrl } from '../common/media';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search title or description" />];

function Actions() {
  return (
    <TopToolbar>
      <AddNewButton label="Add New Slide" to="/hero-slides/create" />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No hero slides found
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Without slides the home page shows its built-in ones.
      </Typography>
      <AddNewButton label="Add New Slide" to="/hero-slides/create" variant="contained" />
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
  return (
    <>
      <Thumbnail record={record} />
      <CardTitle>{record.title}</CardTitle>
      <CardLine label="Link">{record.link}</CardLine>
      <CardLine label="Order">{record.sortOrder}</CardLine>
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  return (
    <EditDeleteActions
      card={card}
      confirmTitle="Delete slide"
      confirmContent="Are you sure you want to delete this slide?"
      failureMessage="Failed to delete slide"
    />
  );
}

/** The home page's hero slides, in carousel order. */
export default function HeroSlideList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Hero Slides"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('Failed to fetch hero slides') }}
    >
      <ActiveFilters describe={{ q: { label: 'Search' } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={SlideCard}>
        <NumberField source="sortOrder" label="Order" />
        <FunctionField label="Picture" render={(record: HeroSlide) => <Thumbnail record={record} />} />
        <TextField source="title" label="Title" />
        <TextField source="link" label="Link" />
        <FunctionField label="Actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
