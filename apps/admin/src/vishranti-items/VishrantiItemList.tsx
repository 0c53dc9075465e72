import { Box } from '@mui/material';
import { FunctionField, NumberField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import type { Translate } from '../common/panelText';
import { type VishrantiItem } from '@foundation/shared';
import { SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardLine, CardTitle } from '../common/ResponsiveDatagrid';
import { ActiveChip, ResourceList, ResourceRowActions } from '../common/ResourceList';
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
        <ActiveChip active={record.isActive} />
      </Box>
      <ResourceRowActions resource="vishranti-items" card />
    </>
  );
}

/** The Vishranti page's regular programs and videos, in their order. */
export default function VishrantiItemList() {
  const translate = useTranslate();
  return (
    <ResourceList
      resource="vishranti-items"
      title="admin.menu.vishrantiItems"
      filters={filters(translate)}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      card={ItemCardBody}
      emptyHelp
      describe={{
        kind: {
          label: translate('resources.vishranti-items.fields.kind'),
          text: (value) => kindText(value, translate),
        },
      }}
    >
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
        render={(record: VishrantiItem) => <ActiveChip active={record.isActive} />}
      />
    </ResourceList>
  );
}
