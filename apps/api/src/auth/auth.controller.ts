import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/public.decorator.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { addressKey, clientAddress } from '../common/rate-limit/client-address.js';
import { type AdminProfile, type SignInTokens } from './sign-in-tokens.js';
import { AuthService, INVALID_CREDENTIALS } from './auth.service.js';
import { CurrentAdmin } from './current-admin.decorator.js';
import { AcceptInviteDto } from './dto/accept-invite.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RefreshTokenDto } from './dto/refresh-token.dto.js';
import { StaffService } from './staff.service.js';
import { AnyStaffRole } from '../common/staff-roles.decorator.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly staff: StaffService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'An access token (about 15 minutes), a refresh token and the admin' })
  @ApiUnauthorizedResponse({ description: INVALID_CREDENTIALS })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address or for this e-mail; see Retry-After',
  })
  login(@Body() body: LoginDto, @Req() request: Request): Promise<SignInTokens> {
    return this.auth.login(body.email, body.password, addressKey(clientAddress(request)));
  }

  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'A new access token and a new refresh token; the old refresh token stops working',
  })
  @ApiUnauthorizedResponse({ description: 'Unknown, expired, revoked or reused refresh token' })
  refresh(@Body() body: RefreshTokenDto): Promise<SignInTokens> {
    return this.auth.refresh(body.refreshToken);
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The sign-in of this refresh token is ended' })
  async logout(@Body() body: RefreshTokenDto): Promise<void> {
    await this.auth.logout(body.refreshToken);
  }

  @Public()
  @Get('invitations/:token')
  @ApiOkResponse({ description: 'Whom the invitation link is for, while it works' })
  @ApiNotFoundResponse({ description: 'Unknown link' })
  @ApiConflictResponse({ description: 'The link was used or has expired' })
  invitation(@Param('token') token: string): Promise<{ email: string; name: string; expiresAt: string }> {
    return this.staff.describeInvite(token);
  }

  @Public()
  @Post('invitations/:token')
  @HttpCode(HttpStatus.OK)
  @LimitPerAddress('staffInvite')
  @ApiOkResponse({
    description: 'The password is set; the member signs in with it. The link never works again.',
  })
  @ApiBadRequestResponse({ description: 'The password breaks the policy (8 to 128 characters)' })
  @ApiNotFoundResponse({ description: 'Unknown link' })
  @ApiConflictResponse({ description: 'The link was used or has expired' })
  acceptInvitation(@Param('token') token: string, @Body() body: AcceptInviteDto): Promise<{ email: string }> {
    return this.staff.acceptInvite(token, body.password);
  }

  @Get('me')
  @AnyStaffRole()
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The signed-in admin' })
  me(@CurrentAdmin() admin: AdminProfile): AdminProfile {
    return admin;
  }
}
