import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { ContactMessageResponse } from '@foundation/shared';
import { Public } from '../common/public.decorator.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @LimitPerAddress('contact')
  @ApiCreatedResponse({ description: 'The message was stored for the staff' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; `fields` names it' })
  create(@Body() body: CreateContactMessageDto): Promise<ContactMessageResponse> {
    return this.contact.receive(body);
  }
}
