import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { centredSquare, stack, strokeIcon } from './layout';

interface DialogProps {
  title: string;
  /** Called on the close button, on Escape and on a click on the backdrop (when dismissible). */
  onClose: () => void;
  children: ReactNode;
  /** False while something must not be interrupted (a request in flight): no Escape, no close button. */
  dismissible?: boolean;
  /** Label of the close button. */
  closeLabel?: string;
  className?: string;
  /** Extra attributes for the dialog box (e.g. an id for the print stylesheet). */
  id?: string;
  /** False when the dialog has its own close button among its actions. */
  showCloseButton?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openDialogs = 0;

/** Makes the page behind the dialog unreachable (inert) and unscrollable while any dialog is open. */
function lockPage(): () => void {
  const root = document.getElementById('root');
  openDialogs += 1;
  root?.setAttribute('inert', '');
  document.body.style.overflow = 'hidden';
  return () => {
    openDialogs -= 1;
    if (openDialogs === 0) {
      root?.removeAttribute('inert');
      document.body.style.overflow = '';
    }
  };
}

/**
 * A modal dialog: focus moves into it and stays there (Tab and Shift+Tab cycle), Escape closes it, and
 * focus returns to where it was when it closes. Rendered outside the app root, which becomes inert.
 */
export function Dialog({
  title,
  onClose,
  children,
  dismissible = true,
  closeLabel = 'Close',
  className,
  id,
  showCloseButton = true,
}: DialogProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockPage();
    const box = boxRef.current;
    // Open at the top, focus on the title: screen readers start with what the dialog is, and a long dialog
    // (the receipt on a phone) is not scrolled down to a button at its end.
    if (box) box.scrollTop = 0;
    (titleRef.current ?? box)?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (dismissibleRef.current) {
          event.preventDefault();
          onCloseRef.current();
        }
        return;
      }
      if (event.key !== 'Tab' || !box) return;
      const focusable = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => !element.closest('[inert]') && element.offsetParent !== null,
      );
      if (focusable.length === 0) {
        event.preventDefault();
        box.focus();
        return;
      }
      const firstElement = focusable[0];
      const lastElement = focusable[focusable.length - 1];
      const active = document.activeElement as HTMLElement | null;
      // From the title (not itself a stop), Tab goes on to the first control and Shift+Tab wraps to the last.
      const onTitle = !active || !focusable.includes(active);
      if (event.shiftKey && (active === firstElement || onTitle)) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && (active === lastElement || onTitle)) {
        event.preventDefault();
        firstElement.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  return createPortal(
    <StyledBackdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissibleRef.current) onCloseRef.current();
      }}
    >
      <StyledBox
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className}
        id={id}
      >
        <StyledHeader>
          <StyledTitle id={titleId} ref={titleRef} tabIndex={-1}>
            {title}
          </StyledTitle>
          {dismissible && showCloseButton && (
            <StyledClose type="button" onClick={() => onCloseRef.current()} aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </StyledClose>
          )}
        </StyledHeader>
        {children}
      </StyledBox>
    </StyledBackdrop>,
    document.body,
  );
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.menu + 10};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.backdrop};

  ${({ theme }) => theme.media.sm} {
    align-items: center;
    padding: ${({ theme }) => theme.space.md};
  }
`;

const StyledBox = styled.div`
  ${stack('md')}
  width: 100%;
  max-width: ${({ theme }) => theme.layout.dialogWidth};
  max-height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.sm} {
    max-height: calc(100vh - ${({ theme }) => theme.space.xl});
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};

  /* Focused by script to announce the dialog; it is not a control, so no focus ring. */
  &:focus {
    outline: none;
  }
`;

const StyledClose = styled.button`
  flex: none;
  ${centredSquare}
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  ${strokeIcon(2)}
`;
