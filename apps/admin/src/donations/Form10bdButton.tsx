import { useState } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
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
 * 'Export Form 10BD': the chosen financial year's Part B CSV for the income-tax portal (donors with PAN,
 * aggregated), or the year's donations that cannot be reported for want of a PAN, for staff to chase.
 * Both through the authenticated client, saved under the API's file name.
 */
export function Form10bdButton() {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(lastCompletedFinancialYear);
  const [busy, setBusy] = useState<null | 'form' | 'unreportable'>(null);

  const download = async (kind: 'form' | 'unreportable') => {
    setBusy(kind);
    const file = kind === 'form' ? 'form-10bd.csv' : 'form-10bd-unreportable.csv';
    try {
      const { blob, fileName } = await dataProvider.downloadFile(
        `donations/${file}?financialYear=${encodeURIComponent(year)}`,
        `${kind === 'form' ? 'form-10bd' : 'form-10bd-unreportable'}-${year}.csv`,
        'text/csv',
      );
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.donations.form10bd.failed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<DescriptionIcon />} onClick={() => setOpen(true)}>
        {translate('resources.donations.form10bd.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="form-10bd-title">
        <DialogTitle id="form-10bd-title">{translate('resources.donations.form10bd.button')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('resources.donations.form10bd.content')}
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
          <Button onClick={() => download('unreportable')} disabled={busy !== null}>
            {translate(
              busy === 'unreportable'
                ? 'admin.common.exporting'
                : 'resources.donations.form10bd.unreportable',
            )}
          </Button>
          <Button variant="contained" onClick={() => download('form')} disabled={busy !== null}>
            {translate(busy === 'form' ? 'admin.common.exporting' : 'resources.donations.form10bd.download')}
          </Button>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
