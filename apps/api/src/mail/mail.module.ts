import { Global, Module } from '@nestjs/common';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';

/** Outgoing e-mail (outbox and sender), available to every module that completes something. */
@Global()
@Module({
  providers: [MailService, MailOutboxRepository],
  exports: [MailService],
})
export class MailModule {}
