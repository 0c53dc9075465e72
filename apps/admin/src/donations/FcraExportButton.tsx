import { useState } from 'react';
import PublicIcon from '@mui/icons-material/Public';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { saveFile } from '../common/ExportCsvButton';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';
import { lastCompletedFinancialYear, recentFinancialYears } from './givingLabels';

/**
 * 'Export FCRA': the chosen financial year's foreign contributions (GET /api/admin/donations/fcra.csv),
 * taken on the FCRA account and kept apart from the other gifts, through the authenticated client.
 */
export function FcraExportButton() {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(lastCompletedFinancialYear);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await dataProvider.downloadFile(
        `donations/fcra.csv?year=${encodeURIComponent(year)}`,
        `fcra-${year}.csv`,
        'text/csv',
      );
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.donations.fcraExport.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<PublicIcon />} onClick={() => setOpen(true)}>
        {translate('resources.donations.fcraExport.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="fcra-export-title">
        <DialogTitle id="fcra-export-title">{translate('resources.donations.fcraExport.button')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('resources.donations.fcraExport.content')}
          </DialogContentText>
          <TextField
            select
            fullWidth
            label={translate('resources.donations.filters.financialYear')}
            value={year}
            onChange={(event) => setYear(event.target.value)}
          >
            {recentFinancialYears().map((label) => (
              <MenuItem key={label} value={label}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={download} disabled={busy}>
            {translate(busy ? 'admin.common.exporting' : 'resources.donations.fcraExport.download')}
          </Button>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
