import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service.js';

/** Outgoing e-mail (outbox and sender), available to every module that completes something. */
@Global()
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
