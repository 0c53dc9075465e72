import { Fragment, useCallback, useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  DialogContentText,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  EVENT_MESSAGE_AUDIENCES,
  EVENT_MESSAGE_LIMITS,
  formatIndiaDateTime,
  messageIn,
  plainTextParagraphs,
  plainTextParts,
  type EventMessageAudience,
  type EventMessageRecipientCount,
  type EventMessageRecord,
} from '@foundation/shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { usePanelLocale } from '../common/usePanelLocale';
import { useAdminDataProvider } from '../providers';

/** Test hooks of the two previews. */
const PREVIEW_IDS = { en: 'preview-en', hi: 'preview-hi' } as const;

/** Labels of the audiences (catalogue keys). */
const AUDIENCE_LABELS: Record<EventMessageAudience, string> = {
  confirmed: 'resources.events.messages.audiences.confirmed',
  'checked-in': 'resources.events.messages.audiences.checked-in',
  'not-checked-in': 'resources.events.messages.audiences.not-checked-in',
  waitlist: 'resources.events.messages.audiences.waitlist',
};

interface Draft {
  audience: EventMessageAudience;
  subject: string;
  body: string;
  subjectHi: string;
  bodyHi: string;
}

const EMPTY: Draft = { audience: 'confirmed', subject: '', body: '', subjectHi: '', bodyHi: '' };

/** Plain text as the e-mail shows it: paragraphs, line breaks, web addresses as links, nothing else. */
function PlainText({ text }: { text: string }) {
  return (
    <>
      {plainTextParagraphs(text).map((lines, p) => (
        <Typography key={p} variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {lines.map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {plainTextParts(line).map((part, i) =>
                part.kind === 'link' ? (
                  <Link key={i} href={part.url} target="_blank" rel="noopener noreferrer">
                    {part.url}
                  </Link>
                ) : (
                  <Fragment key={i}>{part.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </Typography>
      ))}
    </>
  );
}

function Preview({ draft, language }: { draft: Draft; language: 'en' | 'hi' }) {
  const translate = useTranslate();
  const text = messageIn(draft, language);
  const fallback = language === 'hi' && (!draft.subjectHi.trim() || !draft.bodyHi.trim());
  return (
    <Card
      variant="outlined"
      sx={{ flex: 1, minWidth: 0 }}
      lang={language}
      data-testid={PREVIEW_IDS[language]}
    >
      <CardContent>
        <Typography component="h4" variant="overline">
          {translate(
            language === 'en'
              ? 'resources.events.messages.previewEnglish'
              : 'resources.events.messages.previewHindi',
          )}
        </Typography>
        {fallback && (
          <Typography variant="caption" component="p" sx={{ mb: 1 }} lang="en">
            {translate('resources.events.messages.hindiFallback')}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
          {text.subject || '—'}
        </Typography>
        <PlainText text={text.body} />
      </CardContent>
    </Card>
  );
}

function SentList({ messages }: { messages: EventMessageRecord[] }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  if (messages.length === 0)
    return <Typography variant="body2">{translate('resources.events.messages.noneSent')}</Typography>;
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={translate('resources.events.messages.sent')}
    >
      {messages.map((message) => (
        <Card component="li" variant="outlined" key={message.id}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{message.subject}</Typography>
            <Typography variant="body2">
              {translate('resources.events.messages.sentLine', {
                when: formatIndiaDateTime(message.sentAt, locale),
                who: message.sentBy ?? '—',
                audience: translate(AUDIENCE_LABELS[message.audience]),
              })}
            </Typography>
            <Typography variant="body2" data-testid="message-delivery">
              {translate('resources.events.messages.delivery', {
                delivered: message.delivered,
                recipients: message.recipients,
                smart_count: message.recipients,
              })}
              {message.failed > 0 &&
                ` ${translate('resources.events.messages.failedCount', { failed: message.failed })}`}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The event page's "Message attendees" section: an audience, the message in English and optionally Hindi,
 * a preview of both as the e-mail shows them, the number of people it will reach, a confirmation, and the
 * messages sent with their delivery. docs/events-operations.md "Messages to attendees".
 */
export function EventMessages() {
  const { id } = useParams();
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [counted, setCounted] = useState<{ key: string; value: EventMessageRecipientCount } | null>(null);
  const [sent, setSent] = useState<EventMessageRecord[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    const key = `${draft.audience}:${version}`;
    dataProvider.eventMessageRecipients(id, draft.audience).then(
      (next) => live && setCounted({ key, value: next }),
      () => live && toast.error('resources.events.messages.countFailed'),
    );
    return () => {
      live = false;
    };
  }, [id, dataProvider, toast, draft.audience, version]);

  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    dataProvider.eventMessages(id).then(
      (next) => live && setSent(next),
      () => live && toast.error('resources.events.messages.listFailed'),
    );
    return () => {
      live = false;
    };
  }, [id, dataProvider, toast, version]);

  if (!id) return null;
  // The count of the audience chosen now (null while it is being counted).
  const count = counted?.key === `${draft.audience}:${version}` ? counted.value : null;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const ready = draft.subject.trim() !== '' && draft.body.trim() !== '' && (count?.recipients ?? 0) > 0;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setConfirming(true);
  };
  const send = async () => {
    setBusy(true);
    try {
      const { recipients } = await dataProvider.sendEventMessage(id, {
        audience: draft.audience,
        subject: draft.subject,
        body: draft.body,
        subjectHi: draft.subjectHi.trim() || null,
        bodyHi: draft.bodyHi.trim() || null,
      });
      toast.success(translate('resources.events.messages.done', { smart_count: recipients }));
      setConfirming(false);
      setDraft(EMPTY);
      reload();
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.events.messages.sendFailed')));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="event-messages" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="event-messages" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('resources.events.messages.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.events.messages.help')}
        </Typography>
        <Box component="form" onSubmit={ask} noValidate>
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label={translate('resources.events.messages.audience')}
              value={draft.audience}
              onChange={set('audience')}
              sx={{ maxWidth: { sm: '24rem' } }}
            >
              {EVENT_MESSAGE_AUDIENCES.map((audience) => (
                <MenuItem key={audience} value={audience}>
                  {translate(AUDIENCE_LABELS[audience])}
                </MenuItem>
              ))}
            </TextField>
            <Typography role="status" data-testid="message-recipients">
              {count === null
                ? translate('resources.events.messages.counting')
                : count.recipients === 0
                  ? translate('resources.events.messages.nobody')
                  : translate('resources.events.messages.willReach', {
                      smart_count: count.recipients,
                      english: count.english,
                      hindi: count.hindi,
                    })}
            </Typography>
            <TextField
              label={translate('resources.events.messages.subject')}
              value={draft.subject}
              onChange={set('subject')}
              required
              slotProps={{ htmlInput: { maxLength: EVENT_MESSAGE_LIMITS.subject } }}
            />
            <TextField
              label={translate('resources.events.messages.body')}
              helperText={translate('resources.events.messages.bodyHelp')}
              value={draft.body}
              onChange={set('body')}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: EVENT_MESSAGE_LIMITS.body } }}
            />
            <TextField
              label={translate('resources.events.messages.subjectHi')}
              value={draft.subjectHi}
              onChange={set('subjectHi')}
              slotProps={{ htmlInput: { maxLength: EVENT_MESSAGE_LIMITS.subject, lang: 'hi' } }}
            />
            <TextField
              label={translate('resources.events.messages.bodyHi')}
              helperText={translate('resources.events.messages.hindiHelp')}
              value={draft.bodyHi}
              onChange={set('bodyHi')}
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: EVENT_MESSAGE_LIMITS.body, lang: 'hi' } }}
            />
            <Typography component="h3" variant="subtitle1">
              {translate('resources.events.messages.preview')}
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Preview draft={draft} language="en" />
              <Preview draft={draft} language="hi" />
            </Stack>
            <Box>
              <Button type="submit" variant="contained" disabled={!ready || busy}>
                {translate('resources.events.messages.send')}
              </Button>
            </Box>
          </Stack>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
          {translate('resources.events.messages.sent')}
        </Typography>
        {sent && <SentList messages={sent} />}
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          titleId="event-message-confirm"
          title={translate('resources.events.messages.confirmTitle', { smart_count: count?.recipients ?? 0 })}
          closeLabel={translate('resources.events.messages.back')}
          confirmLabel={translate('resources.events.messages.confirmSend', {
            smart_count: count?.recipients ?? 0,
          })}
          onConfirm={() => void send()}
          busy={busy}
          holdWhileBusy
        >
          <DialogContentText>
            {translate('resources.events.messages.confirmContent', {
              subject: draft.subject,
              audience: translate(AUDIENCE_LABELS[draft.audience]),
            })}
          </DialogContentText>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
