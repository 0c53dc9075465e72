import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppLogger } from '../common/logging/app-logger.js';
import { PublicReadCache } from '../common/public-cache/public-read-cache.js';
import { AppConfig } from '../config/app-config.js';
import { RegistrationPaymentsService } from './registration-payments.service.js';

/**
 * The periodic sweep that marks expired holds failed. Availability already ignores expired holds (see
 * seat-usage.ts); the sweep makes their status say so. Every API process runs it; the conditional UPDATE
 * makes that safe.
 */
@Injectable()
export class RegistrationHoldsService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly payments: RegistrationPaymentsService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly publicCache: PublicReadCache,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.HOLD_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<number> {
    if (this.running) return 0;
    const work = this.payments.releaseExpiredHolds();
    this.running = work.catch(() => undefined);
    try {
      const released = await work;
      if (released > 0) {
        // Seats left on public event pages changed without any request: cached reads must not show the old figure.
        this.publicCache.invalidate();
        this.logger.log({ released }, 'Released expired seat holds');
      }
      return released;
    } catch (error) {
      this.logger.error({ err: error }, 'Releasing expired seat holds failed');
      return 0;
    } finally {
      this.running = undefined;
    }
  }
}
