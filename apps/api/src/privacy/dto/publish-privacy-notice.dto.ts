import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PRIVACY_NOTICE_LIMITS as L } from '@foundation/shared';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : trimmed({ value });

/** `POST /api/admin/privacy-notices`: publishes a new version (the previous ones stay as they were). */
export class PublishPrivacyNoticeDto {
  @ApiProperty({ maxLength: L.body })
  @Transform(trimmed)
  @IsString({ message: 'The notice is required' })
  @IsNotEmpty({ message: 'The notice is required' })
  @MaxLength(L.body, { message: `The notice must be at most ${L.body} characters long` })
  body: string;

  @ApiPropertyOptional({ type: String, maxLength: L.body, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString({ message: 'The Hindi notice must be text' })
  @MaxLength(L.body, { message: `The Hindi notice must be at most ${L.body} characters long` })
  bodyHi?: string | null;

  @ApiProperty({ maxLength: L.grievanceOfficer })
  @Transform(trimmed)
  @IsString({ message: 'The grievance officer is required' })
  @IsNotEmpty({ message: 'The grievance officer is required' })
  @MaxLength(L.grievanceOfficer, {
    message: `The grievance officer must be at most ${L.grievanceOfficer} characters long`,
  })
  grievanceOfficer: string;

  // Read-only fields of the admin JSON (the form starts from the newest version), ignored when sent back.
  @Allow() id?: unknown;
  @Allow() version?: unknown;
  @Allow() publishedAt?: unknown;
  @Allow() publishedBy?: unknown;
}
