import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '@foundation/shared';
import { EMAIL_PATTERN } from '../password-policy.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/admin/staff`: invite a member, who sets a password through the e-mailed link. */
export class InviteStaffDto {
  @ApiProperty({ format: 'email', maxLength: 320 })
  @Transform(trimmed)
  @IsString({ message: 'E-mail is required' })
  @IsNotEmpty({ message: 'E-mail is required' })
  @MaxLength(320, { message: 'Enter a valid e-mail address' })
  @Matches(EMAIL_PATTERN, { message: 'Enter a valid e-mail address' })
  email: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Name must be text' })
  @MaxLength(200, { message: 'Name must be at most 200 characters long' })
  name?: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: `Role must be one of: ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;
}
