import { Box, Chip, Typography } from '@mui/material';
import {
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import type { Translate } from '../common/panelText';
import { type VishrantiItem } from '@foundation/shared';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { AddNewButton, AddNewToolbar } from '../common/AddNewButton';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';
import { KIND_CHOICES } from './vishrantiItemRules';

// Labels, choice names and empty texts are catalogue keys (react-admin translates them); SearchInput shows
// its placeholder as it is.
const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.donation-projects.list.searchPlaceholder')}
  />,
  <SelectInput
    key="kind"
    source="kind"
    label="resources.vishranti-items.fields.kind"
    choices={KIND_CHOICES}
    alwaysOn
    emptyText="resources.vishranti-items.list.allKinds"
    {...SHOW_EMPTY_CHOICE}
  />,
];

/** A kind as staff read it ('Regular program'); an unknown one as it is. */
const kindText = (kind: unknown, translate: Translate) => {
  const choice = KIND_CHOICES.find((known) => known.id === kind);
  return choice ? translate(choice.name) : String(kind);
};

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.vishranti-items.list.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.vishranti-items.list.emptyHelp')}
      </Typography>
      <AddNewButton
        label={translate('resources.vishranti-items.list.addNew')}
        to="/vishranti-items/create"
        variant="contained"
      />
    </Box>
  );
}

function StatusChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(active ? 'admin.common.active' : 'admin.common.inactive')}
      color={active ? 'success' : 'default'}
    />
  );
}

function ItemCard(record: VishrantiItem) {
  return <ItemCardBody record={record} />;
}

function ItemCardBody({ record }: { record: VishrantiItem }) {
  const translate = useTranslate();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.vishranti-items.fields.kind')}>
        {kindText(record.kind, translate)}
      </CardLine>
      {record.videoUrl && (
        <CardLine label={translate('resources.vishranti-items.kinds.video')}>{record.videoUrl}</CardLine>
      )}
      <CardLine label={translate('resources.vishranti-items.fields.sortOrder')}>{record.sortOrder}</CardLine>
      <Box>
        <StatusChip active={record.isActive} />
      </Box>
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  return (
    <EditDeleteActions
      card={card}
      confirmTitle="resources.vishranti-items.list.deleteTitle"
      confirmContent="resources.vishranti-items.list.deleteContent"
      failureMessage="resources.vishranti-items.list.deleteFailed"
    />
  );
}

/** The Vishranti page's regular programs and videos, in their order. */
export default function VishrantiItemList() {
  const toast = useToast();
  const translate = useTranslate();
  return (
    <List
      perPage={25}
      title="admin.menu.vishrantiItems"
      actions={<AddNewToolbar resource="vishranti-items" />}
      filters={filters(translate)}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('resources.vishranti-items.list.fetchFailed') }}
    >
      <ActiveFilters
        describe={{
          q: { label: translate('admin.common.search') },
          kind: {
            label: translate('resources.vishranti-items.fields.kind'),
            text: (value) => kindText(value, translate),
          },
        }}
      />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={ItemCard}>
        <NumberField source="sortOrder" label="resources.vishranti-items.fields.sortOrder" />
        <FunctionField
          label="resources.vishranti-items.fields.kind"
          sortBy="kind"
          render={(record: VishrantiItem) => kindText(record.kind, translate)}
        />
        <TextField source="title" label="resources.vishranti-items.fields.title" />
        <FunctionField
          label="resources.vishranti-items.fields.status"
          sortBy="isActive"
          render={(record: VishrantiItem) => <StatusChip active={record.isActive} />}
        />
        <FunctionField label="resources.volunteer-roles.fields.actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
