import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { TopToolbar, useListContext, useTranslate } from 'react-admin';
import { useAdminDataProvider } from '../providers';
import { serverMessage } from './errors';
import { useToast } from './toast';

/** Saves a Blob under a file name through a temporary link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 'Export to CSV' (its words on every screen size: react-admin's own buttons shrink to a bare icon on a
 * phone): the API's streamed export of the list's current filters, saved under the API's file name. */
export function ExportCsvButton({
  resource,
  failureMessage = 'admin.common.exportFailed',
}: {
  resource: string;
  /** A catalogue key: the toast when the API gives no reason. */
  failureMessage?: string;
}) {
  const translate = useTranslate();
  const { filterValues, sort } = useListContext();
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { blob, fileName } = await dataProvider.exportCsv(resource, { filter: filterValues, sort });
          saveFile(blob, fileName);
        } catch (error) {
          toast.error(serverMessage(error, translate(failureMessage, { _: failureMessage })));
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate(busy ? 'admin.common.exporting' : 'admin.common.exportCsv')}
    </Button>
  );
}

/** A list's toolbar with 'Export to CSV' alone; `failureMessage` is the catalogue key of a failed export. */
export function ExportToolbar({ resource, failureMessage }: { resource: string; failureMessage: string }) {
  return (
    <TopToolbar>
      <ExportCsvButton resource={resource} failureMessage={failureMessage} />
    </TopToolbar>
  );
}
