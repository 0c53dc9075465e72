import { Injectable } from '@nestjs/common';
import { PaymentLifecycleService } from '../payments/index.js';

/**
 * The sweep that marks expired holds failed. Availability already ignores expired holds (see
 * seat-usage.ts); the sweep makes their status say so. The payment lifecycle runs it periodically in every
 * API process (through RegistrationPayable.expire); this is the registrations' handle on the same sweep.
 */
@Injectable()
export class RegistrationHoldsService {
  constructor(private readonly lifecycle: PaymentLifecycleService) {}

  sweep(): Promise<number> {
    return this.lifecycle.sweepExpired();
  }
}
