import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type DonationRecord } from './donations.repository.js';

/** Something that must happen in the same transaction as a donation's completion (its receipt, for one). */
export interface DonationCompletionListener {
  onCompleted(manager: EntityManager, donation: DonationRecord): Promise<void>;
}

/**
 * Where a donation's completion is announced inside the completing transaction, whichever way it completed
 * (a one-time payment confirmed, a recurring gift's charge recorded). Listeners register when their module
 * starts (the receipt's ReceiptIssuerListener), so the completing services do not depend on them; a
 * listener's failure rolls the completion back.
 */
@Injectable()
export class DonationCompletion {
  private readonly listeners: DonationCompletionListener[] = [];

  register(listener: DonationCompletionListener): void {
    this.listeners.push(listener);
  }

  async completed(manager: EntityManager, donation: DonationRecord): Promise<void> {
    for (const listener of this.listeners) await listener.onCompleted(manager, donation);
  }
}
