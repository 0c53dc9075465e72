import { useCallback } from 'react';
import { hasFieldErrors, serverMessage } from './errors';
import { useToast } from './toast';

/**
 * onError of a save: field errors are shown at their fields by the form (with the server's message as the
 * toast); anything else toasts the server's message or the documented fallback ('Failed to save event').
 */
export function useSaveErrorHandler(fallback: string) {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (hasFieldErrors(error)) return;
      toast.error(serverMessage(error, fallback));
    },
    [toast, fallback],
  );
}

/** onError of a delete: the server's explanation (e.g. why an event with registrations stays) or the fallback. */
export function useDeleteErrorHandler(fallback: string) {
  const toast = useToast();
  return useCallback((error: unknown) => toast.error(serverMessage(error, fallback)), [toast, fallback]);
}
