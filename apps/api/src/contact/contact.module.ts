import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';
import { PrivacyModule } from '../privacy/index.js';

@Module({
  imports: [PrivacyModule, TypeOrmModule.forFeature([ContactMessageEntity])],
  controllers: [ContactController],
  providers: [ContactRepository, ContactService],
  exports: [ContactService],
})
export class ContactModule {}
