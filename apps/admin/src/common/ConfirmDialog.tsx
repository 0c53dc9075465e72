import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  type ButtonProps,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverMessage } from './errors';
import { useToast } from './toast';

/**
 * A button's action on the server: `busy` while it runs, the dialog closed once it succeeded, and its
 * failure toasted (the API's explanation, else `failedKey`).
 */
export function useConfirmAction(failedKey: string) {
  const toast = useToast();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      setOpen(false);
    } catch (error) {
      toast.error(serverMessage(error, translate(failedKey)));
    } finally {
      setBusy(false);
    }
  };
  return { open, setOpen, busy, run };
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title's element id (the dialog is labelled by it). */
  titleId: string;
  title: ReactNode;
  /** The dialog's content, under the title. */
  children: ReactNode;
  /** The words of the two buttons, translated. */
  closeLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy: boolean;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  /** While busy, the dialog cannot be closed (Escape, a click outside, the close button). */
  holdWhileBusy?: boolean;
  /** While busy, the close button is disabled (Escape and a click outside still close). */
  disableCloseWhileBusy?: boolean;
  /** Clicks in the dialog stay in it (it opens from a clickable list row). */
  inRow?: boolean;
  /** The buttons wrap onto two lines on a narrow screen. */
  wrapActions?: boolean;
}

/** A confirmation: a title, what will happen, 'keep' and 'do it' buttons. */
export function ConfirmDialog({
  open,
  onClose,
  titleId,
  title,
  children,
  closeLabel,
  confirmLabel,
  onConfirm,
  busy,
  color,
  variant = 'contained',
  holdWhileBusy = false,
  disableCloseWhileBusy = holdWhileBusy,
  inRow = false,
  wrapActions = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={holdWhileBusy ? () => !busy && onClose() : onClose}
      onClick={inRow ? (event) => event.stopPropagation() : undefined}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={wrapActions ? { flexWrap: 'wrap', gap: 1 } : undefined}>
        <Button onClick={onClose} disabled={disableCloseWhileBusy ? busy : undefined}>
          {closeLabel}
        </Button>
        <Button color={color} variant={variant} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The 'Reason' box of a dialog: required, its problem shown under it (cleared as staff type). */
export function ReasonField({
  label,
  value,
  onChange,
  problem,
  maxLength,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  maxLength: number;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      autoFocus={autoFocus}
      fullWidth
      required
      multiline
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== null}
      helperText={problem ?? ' '}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

export interface ConfirmWithReasonDialogProps extends Omit<
  ConfirmDialogProps,
  'children' | 'onConfirm' | 'closeLabel' | 'wrapActions'
> {
  /** What will happen, above the reason. */
  content: ReactNode;
  reasonLabel: string;
  /** Said under the reason when it is left empty. */
  reasonRequired: string;
  maxLength: number;
  /** Called with the reason, trimmed, once one is given. */
  onConfirm: (reason: string) => void;
}

/**
 * A confirmation that asks why (a receipt cancelled, a gift refunded): nothing is sent until a reason is
 * typed. The reason stays while the dialog is closed and opened again.
 */
export function ConfirmWithReasonDialog({
  content,
  reasonLabel,
  reasonRequired,
  maxLength,
  onConfirm,
  ...dialog
}: ConfirmWithReasonDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    if (reason.trim() === '') setProblem(reasonRequired);
    else onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog {...dialog} closeLabel={translate('ra.action.close')} onConfirm={confirm} wrapActions>
      <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
      <ReasonField
        autoFocus
        label={reasonLabel}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        problem={problem}
        maxLength={maxLength}
      />
    </ConfirmDialog>
  );
}

export interface RowConfirmButtonProps extends Omit<
  ConfirmDialogProps,
  'open' | 'onClose' | 'busy' | 'holdWhileBusy' | 'inRow'
> {
  /** The button's state and action (useConfirmAction). */
  action: ReturnType<typeof useConfirmAction>;
  icon: ReactNode;
  /** The button's words, and what a screen reader says (it names the row). */
  label: string;
  ariaLabel: string;
}

/**
 * A row's button that asks first (cancel a booking, remove an entry): a click does not open the row, the
 * confirmation stays open while the action runs.
 */
export function RowConfirmButton({
  action,
  icon,
  label,
  ariaLabel,
  color,
  ...dialog
}: RowConfirmButtonProps) {
  return (
    <>
      <Button
        size="small"
        color={color}
        startIcon={icon}
        aria-label={ariaLabel}
        onClick={(event) => {
          event.stopPropagation();
          action.setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        open={action.open}
        onClose={() => action.setOpen(false)}
        busy={action.busy}
        color={color}
        holdWhileBusy
        inRow
      />
    </>
  );
}
