import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { stack } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { t } from '../i18n/i18n';
import { notFoundMeta } from '../seo/pageMeta';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const meta = notFoundMeta('notFound');
  usePageTitle(meta.title, meta.description);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <StyledPage>
      <StyledCode aria-hidden="true">404</StyledCode>
      <StyledTitle>{t('notFound.heading')}</StyledTitle>
      <StyledHomeLink to="/">{t('notFound.home')}</StyledHomeLink>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  ${stack('lg')}
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  text-align: center;
`;

const StyledCode = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryStrong};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledHomeLink = styled(Link)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;
