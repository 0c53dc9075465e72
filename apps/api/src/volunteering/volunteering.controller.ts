import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { VolunteerApplicationResponse, VolunteerRole } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { Public } from '../common/public.decorator.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { CreateVolunteerApplicationDto } from './dto/create-volunteer-application.dto.js';
import { VolunteeringService } from './volunteering.service.js';

@ApiTags('volunteering')
@Public()
@Controller()
export class VolunteeringController {
  constructor(private readonly volunteering: VolunteeringService) {}

  @Get('volunteer-roles')
  @CachePublicRead()
  @ApiOkResponse({ description: 'Active volunteering roles in their order on the Yogamitra page' })
  listRoles(): Promise<VolunteerRole[]> {
    return this.volunteering.listPublicRoles();
  }

  @Post('volunteer-applications')
  @HttpCode(HttpStatus.CREATED)
  @LimitPerAddress('volunteerApplication')
  @ApiCreatedResponse({ description: 'The application was stored; staff and the applicant are e-mailed' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; `fields` names it' })
  apply(@Body() body: CreateVolunteerApplicationDto): Promise<VolunteerApplicationResponse> {
    return this.volunteering.apply(body);
  }
}
