import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DONATION_PROJECT_LIMITS as L, HINDI_TWIN_LIMITS } from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';
import { IsSafeUrl } from '../../common/validation/is-safe-url.js';

const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);
const GOAL_MESSAGE = `Goal must be a whole number of rupees from ${L.goalMin} to ${L.goalMax}`;
const ORDER_MESSAGE = `Order must be between ${L.sortOrderMin} and ${L.sortOrderMax}`;

/**
 * A donation project as the admin panel saves it. Title and goal are checked by the service on the merged
 * record; absent fields keep their stored value on update. Texts are plain (the page prints them as text).
 * "raised" is computed from donations: sent back by react-admin, it is ignored.
 */
export class SaveDonationProjectDto {
  @ApiProperty({ maxLength: L.titleMax, description: 'Required' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(L.titleMax, { message: `Title must be at most ${L.titleMax} characters` })
  title?: string;

  @ApiPropertyOptional({ maxLength: L.descriptionMax })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(L.descriptionMax, { message: `Description must be at most ${L.descriptionMax} characters` })
  description?: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', description: 'An uploaded image' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsSafeUrl()
  imageUrl?: string | null;

  @ApiProperty({ type: 'integer', minimum: L.goalMin, maximum: L.goalMax, description: 'Required' })
  @IsOptional()
  @IsInt({ message: GOAL_MESSAGE })
  @Min(L.goalMin, { message: GOAL_MESSAGE })
  @Max(L.goalMax, { message: GOAL_MESSAGE })
  goal?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: L.sortOrderMin, maximum: L.sortOrderMax })
  @IsOptional()
  @IsInt({ message: 'Order must be a whole number' })
  @Min(L.sortOrderMin, { message: ORDER_MESSAGE })
  @Max(L.sortOrderMax, { message: ORDER_MESSAGE })
  sortOrder?: number;

  @HindiTwin(HINDI_TWIN_LIMITS.donationProjects.titleHi) titleHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.donationProjects.descriptionHi) descriptionHi?: string | null;

  // Read-only fields of the admin JSON, ignored when sent back.
  @Allow() id?: unknown;
  @Allow() raised?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}
