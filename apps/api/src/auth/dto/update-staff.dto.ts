import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '@foundation/shared';

/**
 * `PUT /api/admin/staff/:id`: an owner changes a member's name or role, or disables (or enables again) the
 * account. The e-mail is the sign-in and is not changed here.
 */
export class UpdateStaffDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Name must be text' })
  @MaxLength(200, { message: 'Name must be at most 200 characters long' })
  name?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: `Role must be one of: ${STAFF_ROLES.join(', ')}` })
  role?: StaffRole;

  @ApiPropertyOptional({ description: 'true disables the account and ends its sign-ins at once' })
  @IsOptional()
  @IsBoolean({ message: 'Disabled must be true or false' })
  disabled?: boolean;

  // Read-only fields of the admin JSON, ignored when sent back.
  @Allow() id?: unknown;
  @Allow() email?: unknown;
  @Allow() status?: unknown;
  @Allow() lastSignInAt?: unknown;
  @Allow() inviteExpiresAt?: unknown;
  @Allow() disabledAt?: unknown;
  @Allow() createdAt?: unknown;
}
