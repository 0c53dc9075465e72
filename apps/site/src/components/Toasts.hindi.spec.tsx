/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { loadLocale } from '../i18n/i18n';
import { theme } from '../theme';
import { ToastProvider, useToast } from './Toasts';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.error('—')}>
      go
    </button>
  );
}

describe('toasts on a Hindi page', () => {
  beforeEach(() => loadLocale('hi'));
  afterEach(() => loadLocale('en'));

  it('titles an error toast and names its dismiss button in Hindi', () => {
    jest.useFakeTimers();
    render(
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText('त्रुटि')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'सूचना बंद करें' }));
    expect(screen.queryByText('त्रुटि')).toBeNull();
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });
});
