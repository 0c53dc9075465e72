import { createPortal } from 'react-dom';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { stack } from './layout';
import { t } from '../i18n/i18n';
import { useHydrated } from '../lib/hydrated';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: 'error' | 'info';
}

interface ToastApi {
  show(toast: Omit<Toast, 'id'>): void;
  /** docs/product.md §8: error toasts are titled 'Error' with a destructive look. */
  error(description: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
const TOAST_MS = 6000;

/** Toasts announced politely to screen readers, shown at the bottom of the screen for six seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const hydrated = useHydrated();

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (toast: Omit<Toast, 'id'>) => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-2), { ...toast, id }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({ show, error: (description) => show({ title: t('toast.error'), description, tone: 'error' }) }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* document.body exists in the browser only: the region is added once the page is hydrated. */}
      {hydrated &&
        createPortal(
          <StyledRegion role="status" aria-live="polite" aria-atomic="false">
            {toasts.map((toast) => (
              <StyledToast key={toast.id} $tone={toast.tone}>
                <StyledToastTitle>{toast.title}</StyledToastTitle>
                {toast.description && <p>{toast.description}</p>}
                <StyledDismiss
                  type="button"
                  onClick={() => dismiss(toast.id)}
                  aria-label={t('toast.dismiss')}
                >
                  ×
                </StyledDismiss>
              </StyledToast>
            ))}
          </StyledRegion>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

const StyledRegion = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast + 10};
  ${stack('xs')}
  align-items: flex-end;
  pointer-events: none;

  @media print {
    display: none;
  }
`;

const StyledToast = styled.div<{ $tone: Toast['tone'] }>`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.readableWidth};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xxl} ${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.ink)};
  color: ${({ theme }) => theme.colors.onInk};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  pointer-events: auto;
`;

const StyledToastTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDismiss = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  right: ${({ theme }) => theme.space.xxs};
  width: ${({ theme }) => theme.layout.controlSize};
  height: ${({ theme }) => theme.layout.controlSize};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
`;
