import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { stack, strokeIcon } from '../components/layout';
import { t } from '../i18n/i18n';
import { CONTRIBUTE_LINK, NAVIGATION, SITE } from '../siteConfig';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The sticky header: logo and name linking to /, the seven links, the highlighted Contribute button and the
 * switch to the page in the other language.
 * Below the xl breakpoint (where the whole row fits on one line) the links fold into a menu behind a
 * toggle; choosing an item or pressing Escape closes it, and Escape gives focus back to the toggle. No item
 * ever wraps or overflows: the name and every link stay on one line at every width.
 */
export function Header() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (a link, the back button) closes the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrand to="/" onClick={close}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <span>{SITE.name}</span>
        </StyledBrand>
        <StyledToggle
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <StyledToggleLabel>{t('layout.menu')}</StyledToggleLabel>
        </StyledToggle>
        <StyledNav id={menuId} aria-label={t('layout.mainNavigation')} $open={open}>
          <StyledList>
            {NAVIGATION.map((item) => (
              <li key={item.path}>
                <StyledNavLink to={item.path} onClick={close}>
                  {t(item.name)}
                </StyledNavLink>
              </li>
            ))}
            <li>
              <StyledContribute to={CONTRIBUTE_LINK.path} onClick={close}>
                {t(CONTRIBUTE_LINK.name)}
              </StyledContribute>
            </li>
            <li>
              <LanguageSwitch onChoose={close} />
            </li>
          </StyledList>
        </StyledNav>
      </StyledBar>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
  box-shadow: ${({ theme }) => theme.shadows.header};

  @media print {
    display: none;
  }
`;

const StyledBar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.headerMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  }
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.controlSize};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryStrong};
  text-decoration: none;
  white-space: nowrap;

  img {
    width: ${({ theme }) => theme.layout.logoSize};
    height: ${({ theme }) => theme.layout.logoSize};
  }
`;

const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  ${strokeIcon(2)}

  ${({ theme }) => theme.media.xl} {
    display: none;
  }
`;

/** On the narrowest phones the icon alone (the word stays for screen readers), so the name fits beside it. */
const StyledToggleLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;

  ${({ theme }) => theme.media.sm} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

const StyledNav = styled.nav<{ $open: boolean }>`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.xl} {
    position: static;
    display: block;
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`;

const StyledList = styled.ul`
  ${stack('xxs')}
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.xl} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const linkBase = css`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  ${({ theme }) => theme.media.xl} {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
  }
`;

const StyledNavLink = styled(NavLink)`
  ${linkBase}
  color: ${({ theme }) => theme.colors.text};

  &:hover,
  &.active {
    color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledContribute = styled(NavLink)`
  ${linkBase}
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimaryStrong};

  &:hover {
    background: ${({ theme }) => theme.colors.onPrimarySoft};
  }

  ${({ theme }) => theme.media.xl} {
    margin-left: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `0 ${theme.space.md}`};
  }
`;
