import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { GlobalStyle } from './GlobalStyle';
import { SiteLayout } from './layout/SiteLayout';
import { theme } from './theme';

const HomePage = lazy(() => import('./pages/HomePage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** SPEC section 9: failed reads are retried 3 times with back-off. */
const swrConfig: SWRConfiguration = {
  errorRetryCount: 3,
  revalidateOnFocus: false,
};

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route index element={<HomePage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>
  );
}
