import { useState } from 'react';
import { Box, Button, DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { financialYearOf, type PreArnSummary } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';

/**
 * The statement dialog's pre-acknowledgement numbers: how many the year has, quoted and left, and for the
 * current tax year a field to paste a batch generated on the income-tax portal (each deductible receipt
 * issued from now on quotes the next one).
 */
export function PreArnsSection({
  year,
  preArns,
  onChange,
}: {
  year: string;
  preArns: PreArnSummary;
  onChange: (preArns: PreArnSummary) => void;
}) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const [numbers, setNumbers] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = year === financialYearOf(new Date());
  if (!current && preArns.total === 0) return null;

  const add = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await dataProvider.addPreArns(year, numbers);
      onChange(answer.summary);
      setNumbers('');
      toast.success(
        translate('resources.donations.preArns.added', { added: answer.added, skipped: answer.skipped }),
      );
    } catch (error) {
      setProblem(serverMessage(error, translate('resources.donations.preArns.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      {/* Polite, not a second status: the dialog's status is what the statement will file. */}
      <DialogContentText aria-live="polite">
        {translate('resources.donations.preArns.summary', {
          total: preArns.total,
          used: preArns.used,
          remaining: preArns.remaining,
        })}
      </DialogContentText>
      {current && (
        <>
          <TextField
            label={translate('resources.donations.preArns.label')}
            helperText={problem ?? translate('resources.donations.preArns.help')}
            error={problem !== null}
            value={numbers}
            onChange={(event) => setNumbers(event.target.value)}
            multiline
            minRows={3}
            maxRows={8}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <Button variant="outlined" onClick={add} disabled={busy || numbers.trim() === ''}>
            {translate(busy ? 'resources.donations.preArns.adding' : 'resources.donations.preArns.add')}
          </Button>
        </>
      )}
    </Box>
  );
}
