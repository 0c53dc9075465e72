import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  // SIGTERM/SIGINT (enableShutdownHooks): the server stops accepting, requests in flight finish, then the
  // database pool closes. Should a request hang, the process exits anyway after SHUTDOWN_GRACE_MS.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(
          `Requests still in flight ${config.SHUTDOWN_GRACE_MS} ms after ${signal}: exiting anyway`,
        );
        process.exit(1);
      }, config.SHUTDOWN_GRACE_MS).unref();
    });
  }
  await app.listen(config.PORT, config.HOST);
  console.log(`API listening on ${await app.getUrl()}/api (docs at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error('The API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
