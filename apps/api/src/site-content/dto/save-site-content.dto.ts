import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { HINDI_TWIN_LIMITS, SITE_CONTENT_LIMITS as L } from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';

const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

export class ImpactFigureDto {
  @ApiProperty({ maxLength: L.impactValueMax, example: '100,000+' })
  @IsString({ message: 'An impact figure’s value must be text' })
  @MaxLength(L.impactValueMax, {
    message: `An impact figure’s value must be at most ${L.impactValueMax} characters`,
  })
  value: string;

  @ApiProperty({ maxLength: L.impactLabelMax, example: 'Lives touched' })
  @IsString({ message: 'An impact figure’s label must be text' })
  @MaxLength(L.impactLabelMax, {
    message: `An impact figure’s label must be at most ${L.impactLabelMax} characters`,
  })
  label: string;

  @HindiTwin(HINDI_TWIN_LIMITS.impactFigures.labelHi) labelHi?: string | null;
}

/**
 * The page texts as the admin panel's "Site content" form saves them; absent fields keep their value.
 * The video address is checked against VIDEO_HOSTS by the service; the embed address is derived, never sent.
 */
export class SaveSiteContentDto {
  @ApiPropertyOptional({ type: [ImpactFigureDto], maxItems: L.impactFiguresMax })
  @IsOptional()
  @IsArray({ message: 'impactFigures must be a list' })
  @ArrayMaxSize(L.impactFiguresMax, { message: `At most ${L.impactFiguresMax} impact figures` })
  @ValidateNested({ each: true })
  @Type(() => ImpactFigureDto)
  impactFigures?: ImpactFigureDto[];

  @ApiPropertyOptional({ maxLength: L.missionMax })
  @IsOptional()
  @IsString({ message: 'missionText must be text' })
  @MaxLength(L.missionMax, { message: `Mission text must be at most ${L.missionMax} characters` })
  missionText?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.videoUrlMax,
    description: 'On a VIDEO_HOSTS host',
  })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString({ message: 'aboutVideoUrl must be text' })
  @MaxLength(L.videoUrlMax, { message: `About video must be at most ${L.videoUrlMax} characters` })
  aboutVideoUrl?: string | null;

  @HindiTwin(HINDI_TWIN_LIMITS.siteContent.missionTextHi) missionTextHi?: string | null;

  // Read-only fields of the admin JSON, ignored when sent back.
  @Allow() id?: unknown;
  @Allow() aboutVideoEmbedUrl?: unknown;
  @Allow() updatedAt?: unknown;
}
