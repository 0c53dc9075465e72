import { Box, Chip } from '@mui/material';
import { FunctionField, NumberField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import type { Translate } from '../common/panelText';
import { SESSION_STATUSES, SESSION_TYPES, type AdminSession } from '@foundation/shared';
import { CardLine, CardTitle } from '../common/ResponsiveDatagrid';
import { ResourceList, ResourceRowActions } from '../common/ResourceList';
import { usePanelLocale } from '../common/usePanelLocale';
import { sessionScheduleText } from './sessionRules';

// Choice names and labels are catalogue keys whose English is libs/shared's words (react-admin translates
// them); SearchInput shows its placeholder as it is.
const statusChoices = SESSION_STATUSES.map((status) => ({
  id: status,
  name: `admin.sessionStatus.${status}`,
}));
const typeChoices = SESSION_TYPES.map((type) => ({ id: type, name: `admin.sessionTypes.${type}` }));

const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.sessions.list.searchPlaceholder')}
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.sessions.fields.status"
    choices={statusChoices}
    alwaysOn
  />,
  <SelectInput
    key="type"
    source="type"
    label="resources.sessions.fields.type"
    choices={typeChoices}
    alwaysOn
  />,
];

/** A session's type or status as staff read it; an unknown value as it is. */
const typeText = (type: unknown, translate: Translate) =>
  translate(`admin.sessionTypes.${String(type)}`, { _: String(type) });
const statusText = (status: unknown, translate: Translate) =>
  translate(`admin.sessionStatus.${String(status)}`, { _: String(status) });

function StatusChip({ status }: { status: AdminSession['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={statusText(status, translate)}
      color={status === 'ongoing' ? 'success' : 'default'}
    />
  );
}

function SessionCardBody({ record }: { record: AdminSession }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.title}</CardTitle>
      <CardLine label={translate('resources.sessions.fields.instructor')}>{record.instructor}</CardLine>
      <CardLine label={translate('resources.sessions.fields.type')}>
        {typeText(record.type, translate)}
      </CardLine>
      <CardLine label={translate('resources.sessions.fields.schedule')}>
        {sessionScheduleText(record, translate, locale)}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusChip status={record.status} />
      </Box>
      <ResourceRowActions resource="sessions" card />
    </>
  );
}

/** The sessions of the Sessions page, in their order there. */
export default function SessionList() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <ResourceList
      resource="sessions"
      title="admin.menu.sessions"
      filters={filters(translate)}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      card={SessionCardBody}
      describe={{
        status: {
          label: translate('resources.sessions.fields.status'),
          text: (value) => statusText(value, translate),
        },
        type: {
          label: translate('resources.sessions.fields.type'),
          text: (value) => typeText(value, translate),
        },
      }}
    >
      <NumberField source="sortOrder" label="resources.sessions.fields.sortOrder" />
      <TextField source="title" label="resources.sessions.fields.title" />
      <TextField source="instructor" label="resources.sessions.fields.instructor" />
      <FunctionField
        label="resources.sessions.fields.type"
        sortBy="type"
        render={(record: AdminSession) => typeText(record.type, translate)}
      />
      <FunctionField
        label="resources.sessions.fields.schedule"
        sortBy="startTime"
        render={(record: AdminSession) => sessionScheduleText(record, translate, locale)}
      />
      <FunctionField
        label="resources.sessions.fields.status"
        sortBy="status"
        render={(record: AdminSession) => <StatusChip status={record.status} />}
      />
    </ResourceList>
  );
}
