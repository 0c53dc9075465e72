import { Injectable, type LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs (pino) for the whole API: Nest's own messages, request logs (pino-http shares this
 * logger) and the application's. Secrets in headers are redacted.
 */
@Injectable()
export class AppLogger implements LoggerService {
  readonly pino: Logger;

  constructor(level = 'info') {
    this.pino = pino(
      {
        level,
        base: { service: 'foundation-api' },
        redact: {
          paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          censor: '[redacted]',
        },
      },
      // Asynchronous writes to stdout: lines logged while a write is under way go out together, instead of
      // one blocking write per line under load. pino flushes what is left when the process exits.
      pino.destination({ dest: 1, sync: false }),
    );
  }

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, rest: unknown[]) {
    // Nest passes (message, context) or (message, stack, context); our code passes (object, message).
    if (typeof message === 'object' && message !== null) {
      this.pino[level](message as object, typeof rest[0] === 'string' ? rest[0] : undefined);
      return;
    }
    const context = rest.length > 0 ? rest[rest.length - 1] : undefined;
    const stack = rest.length > 1 ? rest[0] : undefined;
    this.pino[level]({ context, ...(stack ? { stack } : {}) }, String(message));
  }
}
