import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { formatIndiaDateTime, type AuditLogEntry } from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { StackedCell } from '../common/cells';
import { useToast } from '../common/toast';
import {
  ACTION_CHOICES,
  ACTION_LABELS,
  RESOURCE_CHOICES,
  RESOURCE_LABELS,
  auditValueText,
} from './auditLabels';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search admin, record id or address" />,
  <TextInput key="actorEmail" source="actorEmail" label="Admin e-mail" />,
  <SelectInput
    key="action"
    source="action"
    label="Action"
    choices={ACTION_CHOICES}
    emptyText="All actions"
    alwaysOn
  />,
  <SelectInput
    key="resource"
    source="resource"
    label="Resource"
    choices={RESOURCE_CHOICES}
    emptyText="All resources"
    alwaysOn
  />,
  <DateInput key="at_gte" source="at_gte" label="From" />,
  <DateInput key="at_lte" source="at_lte" label="Until" />,
];

/** The fields an update changed; a creation or deletion carries every field, so only their count. */
function changedSummary(record: AuditLogEntry): string {
  const fields = Object.keys(record.changes ?? {});
  if (fields.length === 0) return '—';
  if (record.action === 'update') return fields.join(', ');
  return `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}`;
}

const valueCell = {
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: 'monospace',
  verticalAlign: 'top',
};

/** The expanded row: each changed field with its value before and after, then the action's details. */
export function AuditChanges() {
  const record = useRecordContext<AuditLogEntry>();
  if (!record) return null;
  const changes = Object.entries(record.changes ?? {});
  const details = Object.entries(record.details ?? {}).filter(([, value]) => value !== null);
  return (
    <Box sx={{ py: 1 }} data-testid="audit-changes">
      {changes.length > 0 ? (
        <Table size="small" aria-label="Changed fields">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Field
              </TableCell>
              <TableCell component="th" scope="col">
                Before
              </TableCell>
              <TableCell component="th" scope="col">
                After
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map(([field, change]) => (
              <TableRow key={field} data-field={field}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  {field}
                </TableCell>
                <TableCell sx={valueCell}>{auditValueText(change.before)}</TableCell>
                <TableCell sx={valueCell}>{auditValueText(change.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No field changed.
        </Typography>
      )}
      {details.map(([name, value]) => (
        <Typography key={name} variant="body2" sx={{ mt: 1 }}>
          {name}:{' '}
          <Box component="span" sx={valueCell}>
            {auditValueText(value)}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

/**
 * 'Audit Log': who did what, when and from where (read-only; the API has no way to change an entry). Click
 * a row to see the fields before and after.
 */
export default function AuditLogList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Audit Log"
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsvButton resource="audit-log" failureMessage="Failed to export the audit log" />
        </TopToolbar>
      }
      queryOptions={{ onError: () => toast.error('Failed to fetch the audit log') }}
    >
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<AuditChanges />}>
        <FunctionField
          label="When"
          sortBy="at"
          render={(record: AuditLogEntry) => formatIndiaDateTime(record.at)}
        />
        <FunctionField
          label="Admin"
          sortBy="actorEmail"
          render={(record: AuditLogEntry) => (
            <StackedCell main={record.actorEmail ?? '—'} note={record.clientAddress} />
          )}
        />
        <FunctionField
          label="Action"
          sortBy="action"
          render={(record: AuditLogEntry) => ACTION_LABELS[record.action] ?? record.action}
        />
        <FunctionField
          label="Record"
          sortBy="resource"
          render={(record: AuditLogEntry) => (
            <StackedCell
              main={RESOURCE_LABELS[record.resource] ?? record.resource}
              note={record.resourceId}
            />
          )}
        />
        <FunctionField label="Changed" render={(record: AuditLogEntry) => changedSummary(record)} />
      </Datagrid>
    </List>
  );
}
