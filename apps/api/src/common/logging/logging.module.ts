import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AppLogger } from './app-logger.js';

@Global()
@Module({})
export class LoggingModule {
  static forRoot(logger: AppLogger): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: AppLogger, useValue: logger }],
      exports: [AppLogger],
    };
  }
}
