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
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
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
import { DateTimeField, StackedCell } from '../common/cells';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import type { Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import {
  ACTION_CHOICES,
  ACTION_LABELS,
  RESOURCE_CHOICES,
  RESOURCE_LABELS,
  auditValueText,
} from './auditLabels';
import { PanelList } from '../common/ResourceList';

// Labels, choice names and empty texts are catalogue keys (react-admin translates them); SearchInput shows
// its placeholder as it is.
const filters = (translate: Translate) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.audit.list.searchPlaceholder')} />,
  <TextInput key="actorEmail" source="actorEmail" label="admin.audit.fields.actorEmail" />,
  <SelectInput
    key="action"
    source="action"
    label="admin.audit.fields.action"
    choices={ACTION_CHOICES}
    emptyText="admin.audit.list.allActions"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="resource"
    source="resource"
    label="admin.audit.fields.resource"
    choices={RESOURCE_CHOICES}
    emptyText="admin.audit.list.allResources"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <CalendarDateFilter key="at_gte" source="at_gte" label="admin.audit.fields.from" />,
  <CalendarDateFilter key="at_lte" source="at_lte" label="admin.audit.fields.until" />,
];

/** An action or a resource as staff read it; an unknown one as it is. */
const actionText = (action: unknown, translate: Translate) =>
  ACTION_LABELS[action as AuditAction] ? translate(ACTION_LABELS[action as AuditAction]) : String(action);
const resourceText = (resource: unknown, translate: Translate) =>
  RESOURCE_LABELS[resource as AuditResource]
    ? translate(RESOURCE_LABELS[resource as AuditResource])
    : String(resource);

function filterLabels(translate: Translate) {
  return {
    actorEmail: { label: translate('admin.audit.fields.actorEmail') },
    action: {
      label: translate('admin.audit.fields.action'),
      text: (value: unknown) => actionText(value, translate),
    },
    resource: {
      label: translate('admin.audit.fields.resource'),
      text: (value: unknown) => resourceText(value, translate),
    },
    at_gte: {
      label: translate('admin.audit.fields.from'),
      text: (value: unknown) => formatIndianDate(String(value)),
    },
    at_lte: {
      label: translate('admin.audit.fields.until'),
      text: (value: unknown) => formatIndianDate(String(value)),
    },
  };
}

/** The fields an update changed; a creation or deletion carries every field, so only their count. */
function changedSummary(record: AuditLogEntry, translate: Translate): string {
  const fields = Object.keys(record.changes ?? {});
  if (fields.length === 0) return '—';
  if (record.action === 'update') return fields.join(', ');
  return translate('admin.audit.list.fieldCount', { smart_count: fields.length });
}

const valueCell = {
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: 'monospace',
  verticalAlign: 'top',
};

/** A changed field's value before or after, on a phone (one line each under the field's name). */
function ChangedValue({ label, value }: { label: string; value: unknown }) {
  return (
    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
        {label}
      </Box>
      <Box component="span" sx={valueCell}>
        {auditValueText(value)}
      </Box>
    </Typography>
  );
}

/** The expanded row: each changed field with its value before and after, then the action's details. */
export function AuditChanges() {
  const record = useRecordContext<AuditLogEntry>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
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
          aria-label={translate('admin.audit.list.changedFields')}
          sx={{ m: 0 }}
          data-testid="audit-fields"
        >
          {changes.map(([field, change]) => (
            <Box key={field} data-field={field}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {field}
              </Typography>
              <ChangedValue label={translate('admin.audit.fields.before')} value={change.before} />
              <ChangedValue label={translate('admin.audit.fields.after')} value={change.after} />
            </Box>
          ))}
        </Stack>
      ) : changes.length > 0 ? (
        <Table size="small" aria-label={translate('admin.audit.list.changedFields')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('admin.audit.fields.field')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('admin.audit.fields.before')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('admin.audit.fields.after')}
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
          {translate('admin.audit.list.noFieldChanged')}
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
function AuditCardBody({ record }: { record: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>
        {actionText(record.action, translate)} · {resourceText(record.resource, translate)}
      </CardTitle>
      <CardLine label={translate('admin.audit.fields.record')}>{record.resourceId}</CardLine>
      <CardLine label={translate('admin.audit.fields.admin')}>{record.actorEmail ?? '—'}</CardLine>
      <CardLine label={translate('admin.audit.fields.clientAddress')}>{record.clientAddress}</CardLine>
      <CardLine label={translate('admin.audit.fields.when')}>
        {formatIndiaDateTime(record.at, locale)}
      </CardLine>
      <CardLine label={translate('admin.audit.fields.changed')}>{changedSummary(record, translate)}</CardLine>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={panel}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen(!open)}
        sx={{ mt: 0.5, ml: -0.5 }}
      >
        {translate(open ? 'admin.audit.list.hideChanges' : 'admin.audit.list.showChanges')}
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
  const translate = useTranslate();
  return (
    <PanelList
      title="admin.menu.auditLog"
      filters={filters(translate)}
      sort={{ field: 'at', order: 'DESC' }}
      actions={
        <TopToolbar>
          {/* Adds the filters not always shown (admin e-mail, days). */}
          <FilterButton />
          <ExportCsvButton resource="audit-log" failureMessage="admin.audit.list.exportFailed" />
        </TopToolbar>
      }
      fetchFailed="admin.audit.list.fetchFailed"
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid
        bulkActionButtons={false}
        rowClick="expand"
        expand={<AuditChanges />}
        card={AuditCardBody}
      >
        <DateTimeField source="at" label="admin.audit.fields.when" />
        <FunctionField
          label="admin.audit.fields.admin"
          sortBy="actorEmail"
          render={(record: AuditLogEntry) => (
            <StackedCell main={record.actorEmail ?? '—'} note={record.clientAddress} />
          )}
        />
        <FunctionField
          label="admin.audit.fields.action"
          sortBy="action"
          render={(record: AuditLogEntry) => actionText(record.action, translate)}
        />
        <FunctionField
          label="admin.audit.fields.record"
          sortBy="resource"
          render={(record: AuditLogEntry) => (
            <StackedCell main={resourceText(record.resource, translate)} note={record.resourceId} />
          )}
        />
        <FunctionField
          label="admin.audit.fields.changed"
          render={(record: AuditLogEntry) => changedSummary(record, translate)}
        />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
