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
import { SESSION_STATUSES, SESSION_TYPES, type AdminSession } from '@foundation/shared';
import { ActiveFilters } from '../common/ActiveFilters';
import { AddNewButton, AddNewToolbar } from '../common/AddNewButton';
import { EditDeleteActions } from '../common/EditDeleteActions';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';
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

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.sessions.list.empty')}
      </Typography>
      <AddNewButton
        label={translate('resources.sessions.list.addNew')}
        to="/sessions/create"
        variant="contained"
      />
    </Box>
  );
}

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

/** A session as a card on a phone: the table's values and row actions. */
function SessionCard(record: AdminSession) {
  return <SessionCardBody record={record} />;
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
      <RowActions card />
    </>
  );
}

function RowActions({ card = false }: { card?: boolean }) {
  return (
    <EditDeleteActions
      card={card}
      confirmTitle="resources.sessions.list.deleteTitle"
      confirmContent="resources.sessions.list.deleteContent"
      failureMessage="resources.sessions.list.deleteFailed"
    />
  );
}

/** The sessions of the Sessions page, in their order there. */
export default function SessionList() {
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <List
      perPage={25}
      title="admin.menu.sessions"
      actions={<AddNewToolbar resource="sessions" />}
      filters={filters(translate)}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      empty={<Empty />}
      queryOptions={{ onError: () => toast.error('resources.sessions.list.fetchFailed') }}
    >
      <ActiveFilters
        describe={{
          q: { label: translate('admin.common.search') },
          status: {
            label: translate('resources.sessions.fields.status'),
            text: (value) => statusText(value, translate),
          },
          type: {
            label: translate('resources.sessions.fields.type'),
            text: (value) => typeText(value, translate),
          },
        }}
      />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} card={SessionCard}>
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
        <FunctionField label="resources.volunteer-roles.fields.actions" render={() => <RowActions />} />
      </ResponsiveDatagrid>
    </List>
  );
}
