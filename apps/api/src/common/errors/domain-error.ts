/**
 * The one error model of the API.
 *
 * Each domain declares its errors once, in its own `<domain>.errors.ts`: an enum of codes and, for each
 * code, what kind of failure it is and the message people read (the product's exact wording where
 * docs/product.md gives one). Services throw those errors and know nothing of HTTP. The one exception filter
 * (common/filters/all-exceptions.filter.ts) maps each kind to an HTTP status and renders the JSON body.
 *
 * ```ts
 * export enum TicketErrorCode { SoldOut = 'sold_out' }
 * export const ticketError = defineDomainErrors<TicketErrorCode>({
 *   [TicketErrorCode.SoldOut]: { kind: ErrorKind.Conflict, message: MESSAGES.soldOut },
 * });
 * throw ticketError(TicketErrorCode.SoldOut, { extra: { available: 0 } });
 * ```
 *
 * A visitor's texts are in the API's catalogue (`API_MESSAGES` in libs/shared) so the filter can answer in
 * the request's language: a fixed English message is found there by its text; a message with values is
 * thrown as `text: { key, values }` (its English is rendered from it), so the values go into the Hindi too.
 */

import { renderApiText, type ApiText } from '@foundation/shared';

/** What went wrong, independent of transport; the exception filter maps each kind to one HTTP status. */
export enum ErrorKind {
  /** The request breaks a rule of the input (400). */
  Invalid = 'invalid',
  /** No valid session or credentials (401). */
  Unauthenticated = 'unauthenticated',
  /** Signed in, but the staff role does not allow this (403). */
  Forbidden = 'forbidden',
  /** The thing does not exist, or the caller may not know it exists (404). */
  NotFound = 'not_found',
  /** The request is valid but the current state refuses it (409). */
  Conflict = 'conflict',
  /**
   * The request is well formed but a rule of law or policy refuses what it asks, whatever the state (422):
   * a gift from a foreign source without FCRA registration.
   */
  Unprocessable = 'unprocessable',
  /** A precondition of the request (If-Match...) failed (412). */
  PreconditionFailed = 'precondition_failed',
  /** The body or file is larger than allowed (413). */
  TooLarge = 'too_large',
  /** The body or file is of a type this route does not take (415). */
  UnsupportedType = 'unsupported_type',
  /** A Range header asked for bytes that do not exist (416). */
  RangeNotSatisfiable = 'range_not_satisfiable',
  /** Too many requests from this client; `headers` should carry Retry-After (429). */
  TooManyRequests = 'too_many_requests',
  /** An outside service (the payment provider) answered with an error or nonsense (502). */
  ProviderFailed = 'provider_failed',
  /** An outside service could not be reached or timed out; the client may try again (503). */
  Unavailable = 'unavailable',
}

export type ErrorExtra = Record<string, string | number | boolean | null>;

export interface DomainErrorDetails {
  /** A message that replaces the declared one, e.g. one that names a number ("Only 2 tickets left"). */
  message?: string;
  /**
   * The message as a catalogue text with its values (`{ key: 'ticketsAvailable', values: { available: 2 } }`):
   * its English is the message, and the filter says it in the request's language. `field` gets it too.
   */
  text?: ApiText;
  /** Per-field messages for forms: `{ ticketTypeId: 'Choose a ticket type' }`. */
  fields?: Record<string, string>;
  /** Shorthand for `fields: { [field]: message }` with the error's own message. */
  field?: string;
  /** Further JSON fields of the answer, e.g. `{ available: 3 }`. */
  extra?: ErrorExtra;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

export interface ErrorDeclaration {
  kind: ErrorKind;
  message: string;
}

/** An error of the product's rules, thrown by services and guards; never an HTTP exception. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly fields?: Record<string, string>;
  readonly extra?: ErrorExtra;
  readonly headers?: Record<string, string>;
  /** The message as a catalogue text, when it has values (see DomainErrorDetails.text). */
  readonly text?: ApiText;
  /** Field messages that are catalogue texts with values, by field. */
  readonly fieldTexts?: Record<string, ApiText>;

  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    details: Omit<DomainErrorDetails, 'message'> = {},
  ) {
    super(message);
    const fields = details.field ? { [details.field]: message, ...details.fields } : details.fields;
    if (fields) this.fields = fields;
    if (details.extra) this.extra = details.extra;
    if (details.headers) this.headers = details.headers;
    if (details.text) {
      this.text = details.text;
      if (details.field) this.fieldTexts = { [details.field]: details.text };
    }
  }
}

/** A domain's error factory: `error(Code.X, details?)` builds the DomainError declared for that code. */
export type DomainErrorFactory<C extends string> = (code: C, details?: DomainErrorDetails) => DomainError;

export function defineDomainErrors<C extends string>(
  declarations: Record<C, ErrorDeclaration>,
): DomainErrorFactory<C> {
  return (code, details = {}) => {
    const declared = declarations[code];
    const message = details.message ?? (details.text ? renderApiText(details.text, 'en') : declared.message);
    return new DomainError(code, declared.kind, message, details);
  };
}
