import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { FOUNDATION_NAME } from '../constants';

const MAIN_ID = 'main-content';

/** The frame around every public page: skip link, header, main landmark, footer. */
export function SiteLayout() {
  return (
    <StyledShell>
      <StyledSkipLink href={`#${MAIN_ID}`}>Skip to main content</StyledSkipLink>
      <StyledHeader>
        <StyledBar>
          <StyledBrand to="/">{FOUNDATION_NAME}</StyledBrand>
        </StyledBar>
      </StyledHeader>
      <StyledMain id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<StyledLoading role="status">Loading...</StyledLoading>}>
          <Outlet />
        </Suspense>
      </StyledMain>
      <StyledFooter>
        <StyledBar>
          <small>&copy; 2025 {FOUNDATION_NAME}</small>
        </StyledBar>
      </StyledFooter>
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
  z-index: 1;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimaryStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const StyledBar = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  }
`;

const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
`;

const StyledBrand = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryStrong};
  text-decoration: none;
`;

const StyledMain = styled.main`
  flex: 1;
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

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.surface};
  border-top: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
