import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { HINDI_TWIN_LIMITS, VOLUNTEER_LIMITS as L } from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';

/**
 * A volunteering role as the admin panel saves it. The required fields are checked by the service on the
 * merged record; absent fields keep their stored value on update. Every text is plain (the page prints it
 * as text, never as HTML).
 */
export class SaveVolunteerRoleDto {
  @ApiProperty({ maxLength: L.titleMax, description: 'Required' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(L.titleMax, { message: `Title must be at most ${L.titleMax} characters` })
  title?: string;

  @ApiProperty({ maxLength: L.commitmentMax, description: 'Required, e.g. "4 hours per week"' })
  @IsOptional()
  @IsString({ message: 'commitment must be text' })
  @MaxLength(L.commitmentMax, { message: `Commitment must be at most ${L.commitmentMax} characters` })
  commitment?: string;

  @ApiProperty({ maxLength: L.skillsMax, description: 'Required' })
  @IsOptional()
  @IsString({ message: 'skills must be text' })
  @MaxLength(L.skillsMax, { message: `Skills must be at most ${L.skillsMax} characters` })
  skills?: string;

  @ApiPropertyOptional({ maxLength: L.descriptionMax })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(L.descriptionMax, { message: `Description must be at most ${L.descriptionMax} characters` })
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: L.sortOrderMin, maximum: L.sortOrderMax })
  @IsOptional()
  @IsInt({ message: 'Order must be a whole number' })
  @Min(L.sortOrderMin, { message: `Order must be between ${L.sortOrderMin} and ${L.sortOrderMax}` })
  @Max(L.sortOrderMax, { message: `Order must be between ${L.sortOrderMin} and ${L.sortOrderMax}` })
  sortOrder?: number;

  // Read-only fields of the admin JSON, ignored when sent back.
  @HindiTwin(HINDI_TWIN_LIMITS.volunteerRoles.titleHi) titleHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.volunteerRoles.commitmentHi) commitmentHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.volunteerRoles.skillsHi) skillsHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.volunteerRoles.descriptionHi) descriptionHi?: string | null;

  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}
