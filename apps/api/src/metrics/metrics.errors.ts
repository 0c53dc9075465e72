import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the Prometheus scrape endpoint. */
export enum MetricsErrorCode {
  /** Metrics are off (no METRICS_TOKEN): the route answers as if it did not exist. */
  Off = 'not_found',
  Unauthorized = 'metrics_unauthorized',
}

export const metricsError = defineDomainErrors<MetricsErrorCode>({
  [MetricsErrorCode.Off]: { kind: ErrorKind.NotFound, message: 'Not Found' },
  [MetricsErrorCode.Unauthorized]: {
    kind: ErrorKind.Unauthenticated,
    message: 'The metrics token is missing or wrong',
  },
});
