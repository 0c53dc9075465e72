import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useNotificationContext, useNotify, useTranslate, type NotificationPayload } from 'ra-core';

/**
 * Toasts as docs/product.md §8 describes them: errors carry the title 'Error' (or another given one) with a
 * destructive look, success messages are green. Every react-admin notification goes through here.
 */
export function Toaster() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [current, setCurrent] = useState<{ id: number; payload: NotificationPayload } | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // A newer toast replaces the one on screen at once.
    if (notifications.length > 0) {
      const next = takeNotification();
      if (next) {
        // The queue lives in react-admin's context: taking the next toast is a sync with that store.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, payload: next }));
        setOpen(true);
      }
    }
  }, [notifications, takeNotification]);

  const close = useCallback((_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  }, []);

  if (!current) return null;
  const { message, type, notificationOptions } = current.payload;
  const { messageArgs, autoHideDuration, title } = (notificationOptions ?? {}) as {
    messageArgs?: Record<string, unknown>;
    autoHideDuration?: number | null;
    title?: string;
  };
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  const severity = type === 'error' ? 'error' : type === 'warning' ? 'warning' : 'success';
  // The title may be a catalogue key or a text (the shared messages' own titles are English).
  const heading =
    title !== undefined
      ? translate(title, { _: title })
      : type === 'error'
        ? translate('admin.common.error')
        : undefined;
  return (
    <Snackbar
      key={current.id}
      open={open}
      onClose={close}
      autoHideDuration={autoHideDuration === undefined ? (type === 'error' ? 8000 : 4000) : autoHideDuration}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={() => close()}
        role={type === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        sx={{ minWidth: 280, maxWidth: 480 }}
      >
        {heading && <AlertTitle>{heading}</AlertTitle>}
        {text}
      </Alert>
    </Snackbar>
  );
}

/** `toast.success(text)` and `toast.error(text, title?)`; the same object from render to render (an effect may depend on it). */
export function useToast() {
  const notify = useNotify();
  const success = useCallback(
    (message: string) => notify(message, { type: 'success', messageArgs: { _: message } }),
    [notify],
  );
  const error = useCallback(
    (message: string, title?: string) =>
      notify(message, { type: 'error', messageArgs: { _: message }, title }),
    [notify],
  );
  return useMemo(() => ({ success, error }), [success, error]);
}
