import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  DialogContentText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  EVENT_CANCEL_REASON_MAX,
  formatIndiaDateTime,
  type EventCancellationProgress,
} from '@foundation/shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { usePanelLocale } from '../common/usePanelLocale';
import { useAdminDataProvider } from '../providers';

/** How often the progress is read again while the job runs. */
const POLL_MS = 2000;

/**
 * The event page's "Cancel event" section (docs/events-operations.md "Cancelling an event"): a reason in
 * English (required) and Hindi, a confirmation naming what happens, then the job's progress: bookings
 * cancelled, refunds pending, made and failed (failed ones are retried from Registrations).
 */
export function EventCancellation() {
  const { id } = useParams();
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  const [progress, setProgress] = useState<EventCancellationProgress | null>(null);
  const [reason, setReason] = useState('');
  const [reasonHi, setReasonHi] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      id
        ? dataProvider
            .eventCancellation(id)
            .then(setProgress, () => toast.error('resources.events.cancellation.fetchFailed'))
        : Promise.resolve(),
    [id, dataProvider, toast],
  );
  useEffect(() => {
    void load();
  }, [load]);
  // While the job runs, its figures move: read them again every few seconds.
  useEffect(() => {
    if (progress?.state !== 'running') return undefined;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [progress?.state, load]);

  if (!id || !progress) return null;
  const missing = reason.trim() === '';
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) setConfirming(true);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const next = await dataProvider.cancelEvent(id, { reason, reasonHi: reasonHi.trim() || null });
      setProgress(next);
      toast.success('resources.events.cancellation.started');
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.events.cancellation.failed')));
    } finally {
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="event-cancellation" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="event-cancellation" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('resources.events.cancellation.title')}
        </Typography>
        {progress.state === 'none' ? (
          <Box component="form" onSubmit={ask} noValidate>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('resources.events.cancellation.help')}
            </Typography>
            <Stack spacing={2} sx={{ maxWidth: { sm: '40rem' } }}>
              <TextField
                required
                multiline
                minRows={2}
                size="small"
                label={translate('resources.events.cancellation.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={touched && missing}
                helperText={
                  touched && missing ? translate('resources.events.cancellation.reasonRequired') : ' '
                }
                slotProps={{ htmlInput: { maxLength: EVENT_CANCEL_REASON_MAX } }}
              />
              <TextField
                multiline
                minRows={2}
                size="small"
                label={translate('resources.events.cancellation.reasonHi')}
                helperText={translate('resources.events.cancellation.reasonHiHelp')}
                value={reasonHi}
                onChange={(event) => setReasonHi(event.target.value)}
                slotProps={{ htmlInput: { maxLength: EVENT_CANCEL_REASON_MAX, lang: 'hi' } }}
              />
              <Box>
                <Button type="submit" variant="contained" color="error">
                  {translate('resources.events.cancellation.cancel')}
                </Button>
              </Box>
            </Stack>
          </Box>
        ) : (
          <Box data-testid="event-cancellation-progress">
            <Alert severity={progress.state === 'done' ? 'info' : 'warning'} sx={{ mb: 2 }}>
              {translate(`resources.events.cancellation.state.${progress.state}`, {
                when: formatIndiaDateTime(progress.requestedAt, locale),
              })}
            </Alert>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('resources.events.cancellation.reasonWas', { reason: progress.reason ?? '' })}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
              {(
                [
                  ['bookingsCancelled', progress.bookingsCancelled],
                  ['bookingsLeft', progress.bookingsLeft],
                  ['refundsPending', progress.refundsPending],
                  ['refundsProcessed', progress.refundsProcessed],
                  ['refundsFailed', progress.refundsFailed],
                  ['waitlistClosed', progress.waitlistClosed],
                ] as const
              ).map(([key, value]) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2">
                    {translate(`resources.events.cancellation.counts.${key}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }} data-count={key}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {progress.refundsFailed > 0 ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('resources.events.cancellation.retryHint')}
              </Typography>
            ) : null}
          </Box>
        )}
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          titleId="event-cancel-confirm"
          title={translate('resources.events.cancellation.confirmTitle')}
          closeLabel={translate('resources.events.cancellation.keep')}
          confirmLabel={translate('resources.events.cancellation.confirm')}
          onConfirm={() => void confirm()}
          busy={busy}
          color="error"
          disableCloseWhileBusy
        >
          <DialogContentText>
            {translate('resources.events.cancellation.confirmText', {
              smart_count: progress.bookingsLeft,
            })}
          </DialogContentText>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
