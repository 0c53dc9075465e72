import { useTranslate } from 'ra-core';

/**
 * The text of a react-hook-form field error as react-admin stores it: a string, or {message, args} (what a
 * form-level validate function produces).
 */
export function useFieldErrorText(error: { message?: unknown } | undefined): string | undefined {
  const translate = useTranslate();
  const message = error?.message as unknown;
  if (typeof message === 'string' && message) return translate(message, { _: message });
  if (
    message &&
    typeof message === 'object' &&
    typeof (message as { message?: unknown }).message === 'string'
  ) {
    const { message: text, args } = message as { message: string; args?: Record<string, unknown> };
    return translate(text, { _: text, ...args });
  }
  return undefined;
}
