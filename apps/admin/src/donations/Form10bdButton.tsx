import { useEffect, useState } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import { Button, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  formatInr,
  formatIndianLongDate,
  type StatementSummary,
  parseFinancialYear,
  statementDueDate,
  taxRegimeOfYear,
} from '@foundation/shared';
import { useAdminDataProvider } from '../providers';
import { usePanelLocale } from '../common/usePanelLocale';
import { FinancialYearDialog, useCsvDownload } from './FinancialYearDialog';
import { lastCompletedFinancialYear, recentFinancialYears } from './givingLabels';
import { PreArnsSection } from './PreArnsSection';

/**
 * 'Statement of donations': the chosen year's Part B CSV for the income-tax portal in the form of the year's
 * tax regime (Form 113 from 2026-27, Form 10BD before; donors with PAN, aggregated), with its deadline, or the
 * year's donations that cannot be reported for want of a PAN, for staff to chase. Both through the
 * authenticated client, saved under the API's file name.
 */
export function Form10bdButton() {
  const dataProvider = useAdminDataProvider();
  const translate = useTranslate();
  const downloadCsv = useCsvDownload('resources.donations.form10bd.failed');
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(lastCompletedFinancialYear);
  const [busy, setBusy] = useState<null | 'form' | 'unreportable'>(null);
  const locale = usePanelLocale();
  const regime = taxRegimeOfYear(year)!;
  const yearTexts = {
    form: regime.statementForm,
    act: regime.actName[locale],
    period: regime.periodWord[locale],
    year,
    due: formatIndianLongDate(statementDueDate(parseFinancialYear(year)!.startYear), locale) ?? '',
  };

  // What the year's statement will file and cannot, read when the dialog opens or the year changes.
  const [summary, setSummary] = useState<StatementSummary | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    // An earlier year's figures are not shown meanwhile: the dialog shows only those of the year chosen.
    dataProvider
      .statementSummary(year)
      .then((answer) => current && setSummary(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, year, dataProvider]);

  const download = async (kind: 'form' | 'unreportable') => {
    setBusy(kind);
    const path =
      kind === 'form'
        ? `donations/statement.csv?year=${encodeURIComponent(year)}`
        : `donations/form-10bd-unreportable.csv?financialYear=${encodeURIComponent(year)}`;
    await downloadCsv(
      path,
      kind === 'form' ? `form-${regime.statementForm.toLowerCase()}-${year}.csv` : `unreportable-${year}.csv`,
    );
    setBusy(null);
  };

  return (
    <>
      <Button size="small" startIcon={<DescriptionIcon />} onClick={() => setOpen(true)}>
        {translate('resources.donations.form10bd.button')}
      </Button>
      <FinancialYearDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId="form-10bd-title"
        title={translate('resources.donations.form10bd.button')}
        content={translate('resources.donations.form10bd.content', yearTexts)}
        year={year}
        years={recentFinancialYears()}
        onYear={setYear}
        actions={
          <>
            <Button onClick={() => download('unreportable')} disabled={busy !== null}>
              {translate(
                busy === 'unreportable'
                  ? 'admin.common.exporting'
                  : 'resources.donations.form10bd.unreportable',
              )}
            </Button>
            <Button variant="contained" onClick={() => download('form')} disabled={busy !== null}>
              {translate(
                busy === 'form' ? 'admin.common.exporting' : 'resources.donations.form10bd.download',
                yearTexts,
              )}
            </Button>
          </>
        }
      >
        {summary && summary.year === year && (
          <DialogContentText sx={{ mt: 2 }} role="status">
            {translate('resources.donations.form10bd.willFile', {
              donors: summary.reported.donors,
              donations: summary.reported.donations,
              amount: formatInr(summary.reported.amount, locale),
            })}
            <br />
            {translate('resources.donations.form10bd.cannotFile', {
              donations: summary.notReported.donations,
              amount: formatInr(summary.notReported.amount, locale),
            })}
          </DialogContentText>
        )}
        {summary && summary.year === year && (
          <PreArnsSection
            year={year}
            preArns={summary.preArns}
            onChange={(preArns) => setSummary({ ...summary, preArns })}
          />
        )}
      </FinancialYearDialog>
    </>
  );
}
