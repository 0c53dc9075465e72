import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminStaffMember, StaffInvitation } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { type AdminProfile } from './sign-in-tokens.js';
import { CurrentAdmin } from './current-admin.decorator.js';
import { InviteStaffDto } from './dto/invite-staff.dto.js';
import { UpdateStaffDto } from './dto/update-staff.dto.js';
import { StaffService } from './staff.service.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';

/** Staff accounts: owners only (no @StaffRoles), like every route that declares no role. */
@ApiTags('admin: staff')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Only owners manage staff' })
@OwnerOnly()
@Controller('admin/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOkResponse({ description: 'Staff members; filters id, q (e-mail, name), role, status' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminStaffMember[]> {
    return sendListPage(response, 'staff', await this.staff.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminStaffMember> {
    return this.staff.get(id);
  }

  @Post()
  @ApiCreatedResponse({ description: 'The member, invited: the one-time link is e-mailed (and answered)' })
  @ApiConflictResponse({ description: 'A member with this e-mail exists' })
  async invite(
    @Body() body: InviteStaffDto,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<AdminStaffMember & { inviteUrl: string }> {
    const { member, inviteUrl } = await this.staff.invite(body, admin);
    // react-admin's create reads the record from the answer: the link rides along for the owner to copy.
    return { ...member, inviteUrl };
  }

  @Post(':id/invite')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A new one-time link, e-mailed; the previous one stops working' })
  reinvite(
    @Param('id', UuidParamPipe) id: string,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<StaffInvitation> {
    return this.staff.reinvite(id, admin);
  }

  @Put(':id')
  @ApiOkResponse({ description: 'Name, role or disabled changed; disabling ends the sign-ins at once' })
  @ApiConflictResponse({ description: 'The last owner cannot be demoted or disabled' })
  update(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateStaffDto,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<AdminStaffMember> {
    return this.staff.update(id, body, admin);
  }
}
