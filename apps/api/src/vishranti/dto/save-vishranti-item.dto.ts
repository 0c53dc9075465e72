import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  HINDI_TWIN_LIMITS,
  VISHRANTI_ITEM_KINDS,
  VISHRANTI_ITEM_LIMITS as L,
  VISHRANTI_ITEM_MESSAGES,
} from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';

const ORDER_MESSAGE = `Order must be between ${L.sortOrderMin} and ${L.sortOrderMax}`;
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/**
 * A program or video of /vishranti as the admin panel saves it. Required fields and the video's host are
 * checked by the service on the merged record; absent fields keep their stored value on update.
 */
export class SaveVishrantiItemDto {
  @ApiProperty({ enum: VISHRANTI_ITEM_KINDS, description: 'Required' })
  @IsOptional()
  @IsIn(VISHRANTI_ITEM_KINDS, { message: VISHRANTI_ITEM_MESSAGES.kindInvalid })
  kind?: (typeof VISHRANTI_ITEM_KINDS)[number];

  @ApiProperty({ maxLength: L.titleMax, description: 'Required' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(L.titleMax, { message: `Title must be at most ${L.titleMax} characters` })
  title?: string;

  @ApiPropertyOptional({ maxLength: L.descriptionMax, description: 'Required for a program' })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(L.descriptionMax, { message: `Description must be at most ${L.descriptionMax} characters` })
  description?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.videoUrlMax,
    description: 'Required for a video: on a VIDEO_HOSTS host',
  })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString({ message: 'videoUrl must be text' })
  @MaxLength(L.videoUrlMax, { message: `Video address must be at most ${L.videoUrlMax} characters` })
  videoUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.linkMax,
    description: 'A program\'s "Learn More": a site path (/events/...) or an https:// address',
  })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString({ message: 'link must be text' })
  @MaxLength(L.linkMax, { message: `Link must be at most ${L.linkMax} characters` })
  link?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: L.sortOrderMin, maximum: L.sortOrderMax })
  @IsOptional()
  @IsInt({ message: 'Order must be a whole number' })
  @Min(L.sortOrderMin, { message: ORDER_MESSAGE })
  @Max(L.sortOrderMax, { message: ORDER_MESSAGE })
  sortOrder?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  // Read-only fields of the admin JSON, ignored when sent back.
  @HindiTwin(HINDI_TWIN_LIMITS.vishrantiItems.titleHi) titleHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.vishrantiItems.descriptionHi) descriptionHi?: string | null;

  @Allow() id?: unknown;
  @Allow() videoEmbedUrl?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}
