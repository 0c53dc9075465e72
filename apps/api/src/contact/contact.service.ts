import { Injectable } from '@nestjs/common';
import type { ContactMessageResponse } from '@foundation/shared';
import { ContactRepository } from './contact.repository.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { DEFAULT_LOCALE } from '@foundation/shared';
import { PrivacyService } from '../privacy/index.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactRepository,
    private readonly privacy: PrivacyService,
  ) {}

  /** Stores a contact form message for the staff (the admin panel reads them). */
  async receive(input: CreateContactMessageDto): Promise<ContactMessageResponse> {
    const saved = await this.messages.insert({
      fullName: input.fullName,
      // Kept as typed (trimmed): staff call or message the number the visitor wrote.
      whatsappNumber: input.whatsappNumber.replace(/\s+/g, ' '),
      message: input.message,
      locale: input.locale ?? DEFAULT_LOCALE,
      ...(await this.privacy.acceptance()),
    });
    return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
  }
}
