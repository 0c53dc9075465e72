import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatIndiaDateTime, type EventReminderSettings } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { usePanelLocale } from '../common/usePanelLocale';
import { useAdminDataProvider } from '../providers';

/**
 * The event page's "Reminders" section: the switch, the start time the reminders use and an online event's
 * join link (sent only in reminders). docs/events-operations.md "Reminders".
 */
export function EventReminders() {
  const { id } = useParams();
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  const [settings, setSettings] = useState<EventReminderSettings | null>(null);
  const [enabled, setEnabled] = useState(true);
  const [startTime, setStartTime] = useState('');
  const [joinUrl, setJoinUrl] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    dataProvider.eventReminders(id).then(
      (next) => {
        if (!live) return;
        setSettings(next);
        setEnabled(next.remindersEnabled);
        setStartTime(next.startTime ?? '');
        setJoinUrl(next.joinUrl ?? '');
      },
      () => live && toast.error('resources.events.reminders.fetchFailed'),
    );
    return () => {
      live = false;
    };
  }, [id, dataProvider, toast]);

  if (!id || !settings) return null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const next = await dataProvider.saveEventReminders(id, {
        remindersEnabled: enabled,
        startTime: startTime.trim() || null,
        joinUrl: joinUrl.trim() || null,
      });
      setSettings(next);
      toast.success('resources.events.reminders.saved');
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.events.reminders.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="event-reminders" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="event-reminders" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('resources.events.reminders.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="reminder-due">
          {settings.reminderDueAt
            ? translate('resources.events.reminders.due', {
                when: formatIndiaDateTime(settings.reminderDueAt, locale),
                count: settings.remindersQueued,
              })
            : translate('resources.events.reminders.off')}
        </Typography>
        <Box component="form" onSubmit={save}>
          <Stack spacing={2} sx={{ maxWidth: { sm: '32rem' } }}>
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
              label={translate('resources.events.reminders.enabled')}
            />
            <TextField
              size="small"
              type="time"
              label={translate('resources.events.reminders.startTime')}
              helperText={translate('resources.events.reminders.startTimeHelp')}
              value={startTime}
              onChange={(event) => setStartTime(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="url"
              label={translate('resources.events.reminders.joinUrl')}
              helperText={translate('resources.events.reminders.joinUrlHelp')}
              value={joinUrl}
              onChange={(event) => setJoinUrl(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('resources.events.reminders.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
