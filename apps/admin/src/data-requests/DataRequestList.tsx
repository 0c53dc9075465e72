import { Chip } from '@mui/material';
import { BooleanInput, EditButton, FunctionField, SelectInput, TextField, useTranslate } from 'react-admin';
import { formatIndianLongDate, type DataRequest } from '@foundation/shared';
import { AddNewToolbar } from '../common/AddNewButton';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { usePanelLocale } from '../common/usePanelLocale';
import { STATUS_CHOICES, TYPE_CHOICES } from './choices';
import { LongDateField } from '../common/cells';
import { PanelList } from '../common/ResourceList';

/** 'Overdue' in red for an open request past its due date; the status otherwise. */
export function DataRequestStatus({ record }: { record: DataRequest }) {
  const translate = useTranslate();
  return record.overdue ? (
    <Chip size="small" color="error" label={translate('resources.data-requests.overdue')} />
  ) : (
    <Chip size="small" label={translate(`resources.data-requests.statuses.${record.status}`)} />
  );
}

function RequestCardBody({ record }: { record: DataRequest }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.email}</CardTitle>
      <CardLine label={translate('resources.data-requests.fields.type')}>
        {translate(`resources.data-requests.types.${record.type}`)}
      </CardLine>
      <CardLine label={translate('resources.data-requests.fields.dueOn')}>
        {formatIndianLongDate(record.dueOn, locale)}
      </CardLine>
      <CardLine label={translate('resources.data-requests.fields.status')}>
        <DataRequestStatus record={record} />
      </CardLine>
      <EditButton />
    </>
  );
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.data-requests.fields.status"
    choices={STATUS_CHOICES}
    alwaysOn
  />,
  <SelectInput key="type" source="type" label="resources.data-requests.fields.type" choices={TYPE_CHOICES} />,
  <BooleanInput key="overdue" source="overdue" label="resources.data-requests.overdue" />,
];

/**
 * Requests about personal data from people without a link, the soonest due first; overdue ones in red
 * (docs/privacy.md "Data requests").
 */
export default function DataRequestList() {
  return (
    <PanelList
      title="admin.menu.dataRequests"
      filters={filters}
      actions={<AddNewToolbar resource="data-requests" />}
      sort={{ field: 'dueOn', order: 'ASC' }}
      fetchFailed="resources.data-requests.list.fetchFailed"
    >
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="edit" card={RequestCardBody}>
        <TextField source="email" label="resources.data-requests.fields.email" sortable={false} />
        <FunctionField
          label="resources.data-requests.fields.type"
          sortable={false}
          render={(record: DataRequest) => <TypeName record={record} />}
        />
        <LongDateField source="receivedOn" label="resources.data-requests.fields.receivedOn" />
        <LongDateField source="dueOn" label="resources.data-requests.fields.dueOn" />
        <FunctionField
          label="resources.data-requests.fields.status"
          sortBy="status"
          render={(record: DataRequest) => <DataRequestStatus record={record} />}
        />
      </ResponsiveDatagrid>
    </PanelList>
  );
}

function TypeName({ record }: { record: DataRequest }) {
  const translate = useTranslate();
  return <>{translate(`resources.data-requests.types.${record.type}`)}</>;
}
