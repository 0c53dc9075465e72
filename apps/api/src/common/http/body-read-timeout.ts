import type { NextFunction, Request, Response } from 'express';

export const BODY_TIMEOUT_MESSAGE = 'The request body took too long to arrive';

/**
 * Before the body parsers: a request whose body has not fully arrived `timeoutMs` after the request began is
 * answered 408 and its connection closed. Node's own `requestTimeout` is checked only every 30 seconds and a
 * body trickling in one byte every few seconds never trips an idle timeout, so without this a slow client
 * could hold a connection (and a body parser) for minutes.
 */
export function bodyReadTimeout(timeoutMs: number) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.complete) return next();
    const timer = setTimeout(() => {
      if (request.complete || response.headersSent) return;
      const body = JSON.stringify({
        statusCode: 408,
        error: 'Request Timeout',
        message: BODY_TIMEOUT_MESSAGE,
        code: 'request_timeout',
      });
      response.writeHead(408, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      });
      // The rest of the body is not waited for: the connection ends once the answer is written.
      response.end(body, () => request.socket.destroy());
    }, timeoutMs);
    const done = () => clearTimeout(timer);
    request.once('end', done);
    response.once('close', done);
    next();
  };
}
