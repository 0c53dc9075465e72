import type { ArgumentsHost } from '@nestjs/common';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter.js';
import type { AppLogger } from '../common/logging/app-logger.js';

/** The status, headers and JSON body the one exception filter answers for an error. */
export function answerTo(error: unknown): { status: number; headers: Record<string, string>; body: unknown } {
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => (answer.headers[name] = value),
    status: (status: number) => ((answer.status = status), response),
    json: (body: unknown) => (answer.body = body),
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => response,
      getRequest: () => ({ method: 'POST', originalUrl: '/' }),
    }),
  } as unknown as ArgumentsHost;
  const logger = { error: () => undefined } as unknown as AppLogger;
  new AllExceptionsFilter(logger).catch(error, host);
  return answer;
}
