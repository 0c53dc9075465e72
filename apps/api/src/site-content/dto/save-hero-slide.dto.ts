import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { HINDI_TWIN_LIMITS, SITE_CONTENT_LIMITS as L, SITE_CONTENT_MESSAGES } from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';
import { IsSafeUrl } from '../../common/validation/is-safe-url.js';

const ORDER_MESSAGE = `Order must be between ${L.sortOrderMin} and ${L.sortOrderMax}`;

/**
 * A hero slide as the admin panel saves it. Required fields and the link's form are checked by the service
 * on the merged record; absent fields keep their stored value on update. Texts are plain.
 */
export class SaveHeroSlideDto {
  @ApiProperty({ maxLength: L.slideTitleMax, description: 'Required' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(L.slideTitleMax, { message: `Title must be at most ${L.slideTitleMax} characters` })
  title?: string;

  @ApiProperty({ maxLength: L.slideDescriptionMax, description: 'Required' })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(L.slideDescriptionMax, {
    message: `Description must be at most ${L.slideDescriptionMax} characters`,
  })
  description?: string;

  @ApiProperty({ format: 'uri', description: 'Required: the wide picture (an uploaded image)' })
  @IsOptional()
  @IsSafeUrl({ message: 'Desktop image must be an uploaded image or an https:// address' })
  desktopImageUrl?: string;

  @ApiProperty({ format: 'uri', description: 'Required: the tall picture for phones' })
  @IsOptional()
  @IsSafeUrl({ message: 'Mobile image must be an uploaded image or an https:// address' })
  mobileImageUrl?: string;

  @ApiProperty({ maxLength: L.linkMax, description: 'Required: a path of the site or an https URL' })
  @IsOptional()
  @IsString({ message: SITE_CONTENT_MESSAGES.linkInvalid })
  @MaxLength(L.linkMax, { message: SITE_CONTENT_MESSAGES.linkInvalid })
  link?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: L.sortOrderMin, maximum: L.sortOrderMax })
  @IsOptional()
  @IsInt({ message: 'Order must be a whole number' })
  @Min(L.sortOrderMin, { message: ORDER_MESSAGE })
  @Max(L.sortOrderMax, { message: ORDER_MESSAGE })
  sortOrder?: number;

  // Read-only fields of the admin JSON, ignored when sent back.
  @HindiTwin(HINDI_TWIN_LIMITS.heroSlides.titleHi) titleHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.heroSlides.descriptionHi) descriptionHi?: string | null;

  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}
