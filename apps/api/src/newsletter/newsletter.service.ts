import { Injectable } from '@nestjs/common';
import { NewsletterRepository } from './newsletter.repository.js';

@Injectable()
export class NewsletterService {
  constructor(private readonly subscribers: NewsletterRepository) {}

  /**
   * Records the address once. A known address is accepted quietly (same answer, no error, the first
   * sign-up date kept), so the form never tells anyone whether an address is already on the list.
   */
  async subscribe(email: string): Promise<void> {
    await this.subscribers.insertUnlessKnown(email);
  }
}
