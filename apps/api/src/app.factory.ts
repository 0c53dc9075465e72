import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { type Duplex } from 'node:stream';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/logging/app-logger.js';
import { CacheHitLog } from './common/public-cache/cache-hit-log.js';
import { bodyReadTimeout } from './common/http/body-read-timeout.js';
import { fileHeadersOffErrors } from './common/http/static-file-errors.js';
import { cachedReadHandler, invalidateOnWrite } from './common/public-cache/public-cache.middleware.js';
import { PublicReadCache } from './common/public-cache/public-read-cache.js';
import { MetricsService } from './metrics/metrics.service.js';
import { refuseNulCharacters, requireJsonBodies } from './common/validation/body-guards.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import { type AppConfig } from './config/app-config.js';

export const API_PREFIX = 'api';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UNLOGGED_PATHS = new Set([`/${API_PREFIX}/health`, `/${API_PREFIX}/metrics`]);

/**
 * Security headers of the API (helmet): a CSP that allows nothing (JSON and images need none), except the
 * OpenAPI UI under /api/docs, which loads its own scripts and styles; no framing; no referrer; nosniff;
 * HSTS in production. Images under /uploads/ may be shown by the site and admin on other origins.
 */
function securityHeaders(config: AppConfig) {
  const common = {
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    hsts: config.isProduction ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
  };
  const strict = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
  });
  const docs = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  const docsPrefix = `/${API_PREFIX}/docs`;
  return (request: Request, response: Response, next: NextFunction) =>
    (request.path === docsPrefix || request.path.startsWith(`${docsPrefix}/`) ? docs : strict)(
      request,
      response,
      next,
    );
}

/** Builds the whole API (not yet listening): the same setup for production, `npm start` and tests. */
export async function createApp(config: AppConfig, logger = new AppLogger(config.LOG_LEVEL)) {
  const publicCache = new PublicReadCache(config.PUBLIC_CACHE_TTL_MS, config.CORS_ORIGINS);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, logger, publicCache),
    {
      logger,
      bodyParser: false,
      // Raw bodies are kept (request.rawBody) for signature checks of payment webhooks.
      rawBody: true,
      abortOnError: false,
    },
  );
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  const metrics = app.get(MetricsService);
  app.use(metrics.middleware());
  app.use(
    pinoHttp({
      logger: logger.pino,
      // Probes and scrapes arrive every few seconds and say nothing new: not logged.
      autoLogging: { ignore: (request) => UNLOGGED_PATHS.has((request.url ?? '').split('?')[0]) },
      serializers: {
        req: (request: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
          remoteAddress: request.remoteAddress,
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(securityHeaders(config));
  app.enableCors({
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Content-Range', 'Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  app.use(invalidateOnWrite(publicCache));
  app.use(bodyReadTimeout(config.REQUEST_BODY_TIMEOUT_MS));
  app.use(
    requireJsonBodies(
      [`/${API_PREFIX}/admin/uploads`, `/${API_PREFIX}/admin/donation-certificates`],
      // RFC 8058: mail programs post `List-Unsubscribe=One-Click` as a form (docs/privacy.md "Newsletter").
      [`/${API_PREFIX}/newsletter/unsubscribe/`],
    ),
  );
  app.useBodyParser('json', { limit: config.BODY_LIMIT_BYTES });
  app.use(refuseNulCharacters());

  const uploadsDir = path.resolve(config.UPLOADS_DIR);
  mkdirSync(uploadsDir, { recursive: true });
  app.useStaticAssets(uploadsDir, {
    prefix: '/uploads/',
    maxAge: ONE_YEAR_SECONDS * 1000,
    immutable: true,
    index: false,
    dotfiles: 'deny',
    fallthrough: false,
  });
  app.use('/uploads/', fileHeadersOffErrors());

  // Public reads held by the cache are answered before Express (see cachedReadHandler).
  const server = app.getHttpServer();
  // Slow clients are cut: headers must arrive within REQUEST_HEADERS_TIMEOUT_MS; the body within
  // REQUEST_BODY_TIMEOUT_MS (bodyReadTimeout, precise), with Node's coarser requestTimeout as a backstop.
  server.headersTimeout = config.REQUEST_HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.REQUEST_HEADERS_TIMEOUT_MS + config.REQUEST_BODY_TIMEOUT_MS;
  const express = app.getHttpAdapter().getInstance();
  const hitLog = new CacheHitLog(logger.pino);
  hitLog.start();
  server.once('close', () => hitLog.stop());
  const cachedRead = cachedReadHandler(publicCache, metrics, hitLog);
  // What Node's HTTP parser refuses (headers too large, malformed requests) is answered in JSON too.
  server.removeAllListeners('clientError');
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (error as { code?: string }).code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, reason, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request line or headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'The request took too long to arrive']
          : [400, 'Bad Request', 'The request is not valid HTTP'];
    const body = JSON.stringify({ statusCode: status, error: reason, message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  server.removeAllListeners('request');
  server.on('request', (request, response) => {
    if (!cachedRead(request, response)) express(request, response);
  });

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Foundation API')
      .setDescription(
        'Public reads, registrations, payments and the admin resources of the foundation website.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
  return app;
}
