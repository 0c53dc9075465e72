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
  await app.listen(config.PORT, config.HOST);
  console.log(`API listening on ${await app.getUrl()}/api (docs at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error('The API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
