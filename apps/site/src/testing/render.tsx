import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ToastProvider } from '../components/Toasts';
import { theme } from '../theme';

export interface SiteRenderOptions {
  /** The address the router starts at. */
  route?: string;
  /** SWR settings over the test's own cache (each render reads afresh what its mocks answer). */
  swr?: SWRConfiguration;
  /** Wraps the tree in the toasts' provider, for what announces its failures. */
  toasts?: boolean;
}

/** Renders `ui` as the site does: a cache of its own, the theme, the toasts when asked for, a router. */
export function renderInSite(ui: ReactNode, { route = '/', swr, toasts = false }: SiteRenderOptions = {}) {
  const routed = <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  return render(
    <SWRConfig value={{ provider: () => new Map(), ...swr }}>
      <ThemeProvider theme={theme}>{toasts ? <ToastProvider>{routed}</ToastProvider> : routed}</ThemeProvider>
    </SWRConfig>,
  );
}
