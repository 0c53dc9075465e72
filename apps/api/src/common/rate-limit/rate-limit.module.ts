import { Global, Module } from '@nestjs/common';
import { LimitPerAddressGuard } from './limit-per-address.guard.js';
import { PublicWriteLimiter } from './public-write-limiter.service.js';

/** The limits per client address of public writes, available to every controller (`@LimitPerAddress`). */
@Global()
@Module({
  providers: [PublicWriteLimiter, LimitPerAddressGuard],
  exports: [PublicWriteLimiter, LimitPerAddressGuard],
})
export class RateLimitModule {}
