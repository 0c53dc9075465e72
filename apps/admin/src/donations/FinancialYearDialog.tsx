import type { ReactNode } from 'react';
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

/**
 * Downloads one of the giving CSVs through the authenticated client and saves it under the API's file
 * name (`fallbackName` when it gives none); a failure is toasted (the API's explanation, else `failedKey`).
 */
export function useCsvDownload(failedKey: string) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  return async (path: string, fallbackName: string) => {
    try {
      const { blob, fileName } = await dataProvider.downloadFile(path, fallbackName, 'text/csv');
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(serverMessage(error, translate(failedKey)));
    }
  };
}

/**
 * A download dialog for one financial year: its title, what the file holds, the year to choose, any
 * figures of that year (`children`), then its download buttons (`actions`) and Close.
 */
export function FinancialYearDialog({
  open,
  onClose,
  titleId,
  title,
  content,
  year,
  years,
  onYear,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  content: string;
  year: string;
  /** The years to choose from, newest first. */
  years: string[];
  onYear: (year: string) => void;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
        <TextField
          select
          fullWidth
          label={translate('resources.donations.filters.financialYear')}
          value={year}
          onChange={(event) => onYear(event.target.value)}
        >
          {years.map((label) => (
            <MenuItem key={label} value={label}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
