import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module.js';
import { AppLogger } from './common/logging/app-logger.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import { type AppConfig } from './config/app-config.js';

export const API_PREFIX = 'api';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Builds the whole API (not yet listening): the same setup for production, `npm start` and tests. */
export async function createApp(config: AppConfig, logger = new AppLogger(config.LOG_LEVEL)) {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger,
    bodyParser: false,
    // Raw bodies are kept (request.rawBody) for signature checks of payment webhooks.
    rawBody: true,
    abortOnError: false,
  });
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(
    pinoHttp({
      logger: logger.pino,
      autoLogging: { ignore: (request) => request.url === `/${API_PREFIX}/health` },
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
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' }, hsts: config.isProduction }));
  app.enableCors({
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Content-Range', 'Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  app.useBodyParser('json', { limit: config.BODY_LIMIT_BYTES });
  app.useBodyParser('urlencoded', { limit: config.BODY_LIMIT_BYTES, extended: false });

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

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Foundation API')
      .setDescription('Public reads, registrations, payments and the admin resources of the foundation website.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
  return app;
}
