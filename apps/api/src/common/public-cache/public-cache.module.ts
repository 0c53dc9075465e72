import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CachePublicReadInterceptor } from './cache-public-read.interceptor.js';
import { PublicReadCache } from './public-read-cache.js';

/** The one PublicReadCache of the app (created by createApp, which also mounts its middleware). */
@Global()
@Module({})
export class PublicCacheModule {
  static forRoot(cache: PublicReadCache): DynamicModule {
    return {
      module: PublicCacheModule,
      providers: [{ provide: PublicReadCache, useValue: cache }, CachePublicReadInterceptor],
      exports: [PublicReadCache, CachePublicReadInterceptor],
    };
  }
}
