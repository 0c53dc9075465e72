import { useState, type ReactNode } from 'react';
import { Box, Button, DialogContentText, Typography } from '@mui/material';
import { Edit, SelectInput, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatIndianLongDate, formatInr, type DataRequest, type ErasureReport } from '@foundation/shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { serverMessage } from '../common/errors';
import { useSaveErrorHandler } from '../common/mutations';
import { ResourceForm } from '../common/resourceInputs';
import { useToast } from '../common/toast';
import { usePanelLocale } from '../common/usePanelLocale';
import { useAdminDataProvider } from '../providers';
import { STATUS_CHOICES } from './choices';
import { NoteInput } from './NoteInput';
import { DataRequestStatus } from './DataRequestList';

/** Type, person and dates as recorded, and the two actions: export the data, erase it (erasure only). */
function RequestActions() {
  const record = useRecordContext<DataRequest>();
  const translate = useTranslate();
  const locale = usePanelLocale();
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ErasureReport | null>(null);
  if (!record) return null;
  const label = (name: string) => translate(`resources.data-requests.fields.${name}`);

  const exportData = async () => {
    setBusy(true);
    try {
      const data = await dataProvider.dataRequestExport(record.id);
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `personal-data-${record.receivedOn}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.data-requests.actions.exportFailed')));
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    setBusy(true);
    try {
      setReport(await dataProvider.dataRequestErase(record.id));
      setConfirming(false);
      toast.success(translate('resources.data-requests.actions.erased'));
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.data-requests.actions.eraseFailed')));
    } finally {
      setBusy(false);
    }
  };

  const rows: [string, ReactNode][] = [
    [label('email'), record.email],
    [label('type'), translate(`resources.data-requests.types.${record.type}`)],
    [label('receivedOn'), formatIndianLongDate(record.receivedOn, locale)],
    [label('dueOn'), formatIndianLongDate(record.dueOn, locale)],
    [label('status'), <DataRequestStatus key="status" record={record} />],
  ];
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <Box component="dl" sx={{ m: 0, mb: 2 }}>
        {rows.map(([name, value]) => (
          <Box key={name} sx={{ mb: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => void exportData()} disabled={busy}>
          {translate('resources.data-requests.actions.export')}
        </Button>
        {record.type === 'erasure' && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={busy}>
            {translate('resources.data-requests.actions.erase')}
          </Button>
        )}
      </Box>
      {report && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{translate('resources.data-requests.actions.kept')}</Typography>
          {report.kept.length === 0 ? (
            <Typography>{translate('resources.data-requests.actions.keptNone')}</Typography>
          ) : (
            <ul>
              {report.kept.map((kept) => (
                <li key={kept.id}>
                  {translate(`resources.data-requests.actions.keptReason.${kept.reason}`, {
                    amount: formatInr(kept.amount, locale),
                    until: kept.keptUntil ? formatIndianLongDate(kept.keptUntil, locale) : '',
                  })}
                </li>
              ))}
            </ul>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        titleId="erase-title"
        title={translate('resources.data-requests.actions.confirmTitle')}
        closeLabel={translate('admin.common.cancel')}
        confirmLabel={translate('resources.data-requests.actions.erase')}
        onConfirm={() => void erase()}
        busy={busy}
        color="error"
        variant="text"
        holdWhileBusy
      >
        <DialogContentText>
          {translate('resources.data-requests.actions.confirmText', { email: record.email })}
        </DialogContentText>
      </ConfirmDialog>
    </Box>
  );
}

/** One request: its facts, its actions, and the status and note staff keep. */
export default function DataRequestEdit() {
  const onError = useSaveErrorHandler('resources.data-requests.edit.failed');
  return (
    <Edit
      title="resources.data-requests.edit.title"
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(values: DataRequest) => ({ status: values.status, note: values.note })}
      redirect="list"
    >
      <ResourceForm resource="data-requests" saveLabel="resources.data-requests.edit.save">
        <RequestActions />
        <SelectInput source="status" label="resources.data-requests.fields.status" choices={STATUS_CHOICES} />
        <NoteInput />
      </ResourceForm>
    </Edit>
  );
}
