import { type ReactNode } from 'react';
import { type useConfirmedAction } from '../hooks/useConfirmedAction';
import { StyledButton, StyledButtonRow } from './buttons';
import { Dialog } from './Dialog';
import { StyledNotice } from './forms';

interface ConfirmDialogProps {
  title: string;
  state: ReturnType<typeof useConfirmedAction>;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
  /** What the action will do. */
  children: ReactNode;
}

/** The confirmation of an action: what it does, its failure, then confirm and keep (no close button). */
export function ConfirmDialog({
  title,
  state,
  confirmLabel,
  busyLabel,
  keepLabel,
  children,
}: ConfirmDialogProps) {
  const { busy, problem, close, confirm } = state;
  return (
    <Dialog title={title} onClose={close} dismissible={!busy} showCloseButton={false}>
      {children}
      {problem && (
        <StyledNotice role="alert" $tone="error">
          {problem}
        </StyledNotice>
      )}
      <StyledButtonRow>
        <StyledButton type="button" onClick={confirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </StyledButton>
        <StyledButton type="button" $variant="ghost" onClick={close} disabled={busy}>
          {keepLabel}
        </StyledButton>
      </StyledButtonRow>
    </Dialog>
  );
}
