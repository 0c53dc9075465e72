import { useState } from 'react';
import PublicIcon from '@mui/icons-material/Public';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FinancialYearDialog, useCsvDownload } from './FinancialYearDialog';
import { lastCompletedFinancialYear, recentFinancialYears } from './givingLabels';

/**
 * 'Export FCRA': the chosen financial year's foreign contributions (GET /api/admin/donations/fcra.csv),
 * taken on the FCRA account and kept apart from the other gifts, through the authenticated client.
 */
export function FcraExportButton() {
  const translate = useTranslate();
  const downloadCsv = useCsvDownload('resources.donations.fcraExport.failed');
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(lastCompletedFinancialYear);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    await downloadCsv(`donations/fcra.csv?year=${encodeURIComponent(year)}`, `fcra-${year}.csv`);
    setBusy(false);
  };

  return (
    <>
      <Button size="small" startIcon={<PublicIcon />} onClick={() => setOpen(true)}>
        {translate('resources.donations.fcraExport.button')}
      </Button>
      <FinancialYearDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId="fcra-export-title"
        title={translate('resources.donations.fcraExport.button')}
        content={translate('resources.donations.fcraExport.content')}
        year={year}
        years={recentFinancialYears()}
        onYear={setYear}
        actions={
          <Button variant="contained" onClick={download} disabled={busy}>
            {translate(busy ? 'admin.common.exporting' : 'resources.donations.fcraExport.download')}
          </Button>
        }
      />
    </>
  );
}
