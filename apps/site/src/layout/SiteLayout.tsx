import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBoundary } from '../components/RouteError';
import { ServerHtml } from '../components/ServerHtml';
import { t } from '../i18n/i18n';
import Footer, { LegalStrip } from './Footer';
import { Header } from './Header';
import { LanguageOffer } from './LanguageSwitch';

const MAIN_ID = 'main-content';

/** The frame around every public page: 80G strip, skip link, sticky header, main landmark, footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side navigation: start at the top and move focus to the new page's content, so screen
  // reader and keyboard users are not left on the link they chose.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <StyledShell>
      <StyledSkipLink href={`#${MAIN_ID}`}>{t('layout.skipLink')}</StyledSkipLink>
      <StyledStrip>
        <ServerHtml id="legal-strip">
          <LegalStrip />
        </ServerHtml>
        <LanguageOffer />
      </StyledStrip>
      <Header />
      <StyledMain id={MAIN_ID} ref={mainRef} tabIndex={-1}>
        {/* A page that cannot render (its code failed to load) shows the error screen inside the frame. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<StyledLoading role="status">{t('layout.loading')}</StyledLoading>}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </StyledMain>
      {/* Content, never lazy: the foundation's address, phone, legal numbers and newsletter form are in every
          page's server HTML (docs/site.md). */}
      <Footer />
    </StyledShell>
  );
}

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimaryStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const StyledStrip = styled.div`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;

  @media print {
    display: none;
  }
`;

const StyledMain = styled.main`
  flex: 1;
  /* The footer starts below the fold, so content arriving after the first paint never pushes it. */
  min-height: 100svh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

const StyledLoading = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
