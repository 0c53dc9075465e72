/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { isChunkLoadError, mayReloadFor, reloadForChunk, chunkLoaded } from '../lib/chunkReload';
import { theme } from '../theme';
import { ErrorBoundary, routeErrorDetail } from './RouteError';

const CHUNK_ERROR = new TypeError(
  'Failed to fetch dynamically imported module: https://example.org/assets/EventsPage-abc.js',
);

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('chunk reload', () => {
  it('recognises failed dynamic imports in Chromium, Firefox and Safari, and nothing else', () => {
    expect(isChunkLoadError(CHUNK_ERROR)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('dynamically imported module')).toBe(false);
  });

  it('reloads once per session until a page loads again', () => {
    const store = memoryStore();
    const reload = jest.fn();
    expect(mayReloadFor(CHUNK_ERROR, store)).toBe(true);
    reloadForChunk(store, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mayReloadFor(CHUNK_ERROR, store)).toBe(false);
    chunkLoaded(store);
    expect(mayReloadFor(CHUNK_ERROR, store)).toBe(true);
    expect(mayReloadFor(new Error('boom'), store)).toBe(false);
    expect(mayReloadFor(CHUNK_ERROR, null)).toBe(false);
  });
});

describe('ErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Unexpected Application Error!' with the error's message", () => {
    render(
      <ThemeProvider theme={theme}>
        <ErrorBoundary>
          <Thrower error={new Error('Something broke')} />
        </ErrorBoundary>
      </ThemeProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(alert.textContent).toContain('Something broke');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('shows the error screen for a chunk that failed again after the automatic reload', () => {
    window.sessionStorage.setItem('foundation:chunk-reload', '1');
    render(
      <ThemeProvider theme={theme}>
        <ErrorBoundary>
          <Thrower error={CHUNK_ERROR} />
        </ErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch dynamically imported module');
  });

  it('gives the status and status text of an error response', () => {
    expect(routeErrorDetail({ status: 503, statusText: 'Service Unavailable' })).toBe(
      '503 Service Unavailable',
    );
    expect(routeErrorDetail(new Error('boom'))).toBe('boom');
  });

  it('clears the error when the path changes', () => {
    const page = (path: string, broken: boolean) => (
      <ThemeProvider theme={theme}>
        <ErrorBoundary resetKey={path}>
          {broken ? <Thrower error={new Error('x')} /> : <p>fine</p>}
        </ErrorBoundary>
      </ThemeProvider>
    );
    const { rerender } = render(page('/events', true));
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(page('/sessions', false));
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
