/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { activateWholeCatalogue } from '../i18n/wholeCatalogue';
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
  beforeEach(() => activateWholeCatalogue('hi'));
  afterEach(() => activateWholeCatalogue('en'));

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
