import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ContactMessageResponse } from '@foundation/shared';
import { ContactMessageEntity } from './contact-message.entity.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
  ) {}

  /** Stores a contact form message for the staff (the admin panel reads them). */
  async receive(input: CreateContactMessageDto): Promise<ContactMessageResponse> {
    const saved = await this.messages.save(
      this.messages.create({
        fullName: input.fullName,
        // Kept as typed (trimmed): staff call or message the number the visitor wrote.
        whatsappNumber: input.whatsappNumber.replace(/\s+/g, ' '),
        message: input.message,
      }),
    );
    return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
  }
}
