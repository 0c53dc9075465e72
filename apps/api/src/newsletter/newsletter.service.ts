import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity.js';

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSubscriberEntity)
    private readonly subscribers: Repository<NewsletterSubscriberEntity>,
  ) {}

  /**
   * Records the address once. A known address is accepted quietly (same answer, no error, the first
   * sign-up date kept), so the form never tells anyone whether an address is already on the list.
   */
  async subscribe(email: string): Promise<void> {
    await this.subscribers.createQueryBuilder().insert().values({ email }).orIgnore().execute();
  }
}
