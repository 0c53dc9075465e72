import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { stack } from './layout';
import { localePath } from '@foundation/shared';
import { currentLocale } from '../i18n/i18n';
import { catalogueTexts } from '../i18n/texts';
import { mayReloadFor, reloadForChunk } from '../lib/chunkReload';
import { HydrationMark } from '../lib/hydrated';

export const ROUTE_ERROR_TEXTS = catalogueTexts('routeError', ['title', 'reload', 'home', 'reloading']);

/** The status and status text of an error response (e.g. a failed request), or the error's message. */
export function routeErrorDetail(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`.trim();
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * The fallback screen when a page cannot render, most often because its code failed to load: it says so
 * instead of leaving a blank page. A chunk that failed to load (a release happened since the tab was opened)
 * reloads the page once by itself; the Reload button is there for every other case.
 */
export function RouteError({ error }: { error: unknown }) {
  const [reloading] = useState(() => mayReloadFor(error));
  const locale = currentLocale();

  useEffect(() => {
    if (reloading) reloadForChunk();
  }, [reloading]);

  if (reloading) return <StyledBox role="status">{ROUTE_ERROR_TEXTS.reloading}</StyledBox>;
  return (
    <StyledBox role="alert">
      <HydrationMark />
      <StyledTitle>{ROUTE_ERROR_TEXTS.title}</StyledTitle>
      <StyledDetail>{routeErrorDetail(error)}</StyledDetail>
      <StyledActions>
        <StyledButton type="button" onClick={() => window.location.reload()}>
          {ROUTE_ERROR_TEXTS.reload}
        </StyledButton>
        {/* A full page load: the app that failed is not trusted to navigate. */}
        <a href={localePath('/', locale)}>{ROUTE_ERROR_TEXTS.home}</a>
      </StyledActions>
    </StyledBox>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears the error, so the visitor can navigate away from it. */
  resetKey?: string;
}

/** Shows RouteError instead of a blank page when anything below throws while rendering. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; key?: string }> {
  override state: { error: unknown; key?: string } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: unknown; key?: string }) {
    if (props.resetKey === state.key) return null;
    return { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

const StyledBox = styled.div`
  ${stack('md')}
  align-items: flex-start;
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledButton = styled.button`
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimaryStrong};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;
