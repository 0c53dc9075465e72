import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { HINDI_TWIN_LIMITS } from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';
import { IsSafeUrl } from '../../common/validation/is-safe-url.js';

const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

export class GalleryImageDto {
  @ApiProperty({ format: 'uri', description: 'https URL or a path under /uploads/' })
  @IsSafeUrl()
  url: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'caption must be text' })
  @MaxLength(500, { message: 'caption must be at most 500 characters' })
  caption?: string;
}

/**
 * A community program as the admin panel saves it. The documented required fields are checked by the service on
 * the merged record; absent fields keep their stored value on update. The gallery is kept as sent.
 */
export class SaveProgramDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Required for a new program (docs/product.md §5)' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title?: string;

  @ApiPropertyOptional({ maxLength: 100, description: 'Required for a new program' })
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category?: string;

  @ApiPropertyOptional({ maxLength: 100_000, description: 'Required for a new program' })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(100_000, { message: 'description is too long' })
  description?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    description: 'Generated from the title when empty',
  })
  @IsOptional()
  @IsString({ message: 'urlSlug must be text' })
  @MaxLength(200, { message: 'urlSlug must be at most 200 characters' })
  urlSlug?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsSafeUrl()
  featuredImageUrl?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({ type: [GalleryImageDto], maxItems: 100 })
  @IsOptional()
  @IsArray({ message: 'galleryImages must be a list' })
  @ArrayMaxSize(100, { message: 'galleryImages may have at most 100 images' })
  @ValidateNested({ each: true })
  @Type(() => GalleryImageDto)
  galleryImages?: GalleryImageDto[];

  @HindiTwin(HINDI_TWIN_LIMITS.programs.titleHi) titleHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.programs.descriptionHi, 'Rich text (HTML) in Hindi, sanitised on save')
  descriptionHi?: string | null;

  // Read-only fields of the admin JSON, ignored when sent back.
  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}

/**
 * `POST /api/admin/community-programs`: the same fields, of which a new program needs title, category and
 * description (the service refuses it without them, in the product's words). Only the OpenAPI description
 * differs (`required: true` outweighs the parent's optional); the validators are the parent's.
 */
export class CreateProgramDto extends SaveProgramDto {
  @ApiProperty({ required: true, maxLength: 200, description: 'docs/product.md §5' })
  declare title?: string;

  @ApiProperty({ required: true, maxLength: 100 })
  declare category?: string;

  @ApiProperty({ required: true, maxLength: 100_000 })
  declare description?: string;
}
