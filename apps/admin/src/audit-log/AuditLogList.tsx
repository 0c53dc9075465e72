import { useId, useState } from 'react';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import {
  formatIndiaDateTime,
  type AuditAction,
  type AuditLogEntry,
  type AuditResource,
} from '@foundation/shared';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { CalendarDateFilter } from '../common/inputs';
import { formatIndianDate } from '../common/indianDate';
import { StackedCell } from '../common/cells';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
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
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="resource"
    source="resource"
    label="Resource"
    choices={RESOURCE_CHOICES}
    emptyText="All resources"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <CalendarDateFilter key="at_gte" source="at_gte" label="From" />,
  <CalendarDateFilter key="at_lte" source="at_lte" label="Until" />,
];

const FILTER_LABELS = {
  q: { label: 'Search' },
  actorEmail: { label: 'Admin e-mail' },
  action: { label: 'Action', text: (value: unknown) => ACTION_LABELS[value as AuditAction] ?? String(value) },
  resource: {
    label: 'Resource',
    text: (value: unknown) => RESOURCE_LABELS[value as AuditResource] ?? String(value),
  },
  at_gte: { label: 'From', text: (value: unknown) => formatIndianDate(String(value)) },
  at_lte: { label: 'Until', text: (value: unknown) => formatIndianDate(String(value)) },
};

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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  const changes = Object.entries(record.changes ?? {});
  const details = Object.entries(record.details ?? {}).filter(([, value]) => value !== null);
  return (
    <Box sx={{ py: 1 }} data-testid="audit-changes">
      {changes.length > 0 && phone ? (
        // A three-column table is too wide for a phone: each field with its before and after underneath.
        <Stack
          component="dl"
          spacing={1}
          aria-label="Changed fields"
          sx={{ m: 0 }}
          data-testid="audit-fields"
        >
          {changes.map(([field, change]) => (
            <Box key={field} data-field={field}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {field}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
                  Before
                </Box>
                <Box component="span" sx={valueCell}>
                  {auditValueText(change.before)}
                </Box>
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
                  After
                </Box>
                <Box component="span" sx={valueCell}>
                  {auditValueText(change.after)}
                </Box>
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : changes.length > 0 ? (
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
        <Typography key={name} variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
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
 * An entry as a card on a phone: what, on which record, who and from where, when; its changes behind a
 * button (a row's click-to-expand has no equivalent on a card).
 */
function AuditCard(record: AuditLogEntry) {
  return <AuditCardBody record={record} />;
}

function AuditCardBody({ record }: { record: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <>
      <CardTitle>
        {ACTION_LABELS[record.action] ?? record.action} ·{' '}
        {RESOURCE_LABELS[record.resource] ?? record.resource}
      </CardTitle>
      <CardLine label="Record">{record.resourceId}</CardLine>
      <CardLine label="Admin">{record.actorEmail ?? '—'}</CardLine>
      <CardLine label="From">{record.clientAddress}</CardLine>
      <CardLine label="When">{formatIndiaDateTime(record.at)}</CardLine>
      <CardLine label="Changed">{changedSummary(record)}</CardLine>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={panel}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen(!open)}
        sx={{ mt: 0.5, ml: -0.5 }}
      >
        {open ? 'Hide changes' : 'Show changes'}
      </Button>
      {open && (
        <Box id={panel}>
          <AuditChanges />
        </Box>
      )}
    </>
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
          {/* Adds the filters not always shown (admin e-mail, days). */}
          <FilterButton />
          <ExportCsvButton resource="audit-log" failureMessage="Failed to export the audit log" />
        </TopToolbar>
      }
      queryOptions={{ onError: () => toast.error('Failed to fetch the audit log') }}
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid
        bulkActionButtons={false}
        rowClick="expand"
        expand={<AuditChanges />}
        card={AuditCard}
      >
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
      </ResponsiveDatagrid>
    </List>
  );
}
