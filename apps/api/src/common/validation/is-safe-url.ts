import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A link or image address that is safe to put in a page: an absolute http(s) URL, or a path on the API's
 * own host such as `/uploads/...`. No `javascript:`, `data:` or protocol-relative `//host` URLs.
 */
export function isSafeUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return false;
  if (/\s|\\/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function IsSafeUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSafeUrl',
      validator: {
        validate: (value) => isSafeUrl(value),
        defaultMessage: (args) =>
          `${args?.property ?? 'value'} must be an http(s) URL or a path starting with /`,
      },
    },
    options,
  );
}
