import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  SESSION_LIMITS as L,
  SESSION_MESSAGES,
  SESSION_STATUSES,
  SESSION_TIME_PATTERN,
  SESSION_TYPES,
  HINDI_TWIN_LIMITS,
  WEEKDAYS,
  isHttpsUrl,
  type SessionStatus,
  type SessionType,
  type Weekday,
} from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';

/** An emptied input arrives as '' from forms: treat it as "none". */
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

const IsHttpsUrl = () =>
  ValidateBy({
    name: 'isHttpsUrl',
    validator: {
      validate: (value) => isHttpsUrl(value as string),
      defaultMessage: () => SESSION_MESSAGES.urlInvalid,
    },
  });

/**
 * A session as the admin panel saves it. Absent fields keep their stored value on update; the service checks
 * the rules (required fields, days and link of an ongoing session) on the merged record. Texts are plain.
 */
export class SaveSessionDto {
  @ApiProperty({ maxLength: L.titleMax, description: 'Required' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(L.titleMax, { message: `Title must be at most ${L.titleMax} characters` })
  title?: string;

  @ApiProperty({ maxLength: L.instructorMax, description: 'Required' })
  @IsOptional()
  @IsString({ message: 'instructor must be text' })
  @MaxLength(L.instructorMax, { message: `Instructor must be at most ${L.instructorMax} characters` })
  instructor?: string;

  @ApiProperty({ enum: SESSION_TYPES, description: 'Required' })
  @IsOptional()
  @IsIn(SESSION_TYPES, { message: `Type must be one of ${SESSION_TYPES.join(', ')}` })
  type?: SessionType;

  @ApiProperty({ maxLength: L.levelMax, description: 'Required, e.g. "All levels"' })
  @IsOptional()
  @IsString({ message: 'level must be text' })
  @MaxLength(L.levelMax, { message: `Level must be at most ${L.levelMax} characters` })
  level?: string;

  @ApiPropertyOptional({ maxLength: L.descriptionMax })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(L.descriptionMax, { message: `Description must be at most ${L.descriptionMax} characters` })
  description?: string;

  @ApiPropertyOptional({
    type: [String],
    enum: WEEKDAYS,
    description: 'Days it meets each week (India time)',
  })
  @IsOptional()
  @IsArray({ message: 'days must be a list of weekdays' })
  @ArrayMaxSize(WEEKDAYS.length, { message: 'A week has seven days' })
  @IsIn(WEEKDAYS, { each: true, message: `Each day must be one of ${WEEKDAYS.join(', ')}` })
  days?: Weekday[];

  @ApiPropertyOptional({ example: '19:00', description: 'Start time, HH:MM in India time' })
  @IsOptional()
  @IsString({ message: SESSION_MESSAGES.timeInvalid })
  @Matches(SESSION_TIME_PATTERN, { message: SESSION_MESSAGES.timeInvalid })
  startTime?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: L.durationMinutesMin, maximum: L.durationMinutesMax })
  @IsOptional()
  @IsInt({ message: 'Duration must be a whole number of minutes' })
  @Min(L.durationMinutesMin, {
    message: `Duration must be between ${L.durationMinutesMin} and ${L.durationMinutesMax} minutes`,
  })
  @Max(L.durationMinutesMax, {
    message: `Duration must be between ${L.durationMinutesMin} and ${L.durationMinutesMax} minutes`,
  })
  durationMinutes?: number;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: L.urlMax, description: 'https only' })
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: SESSION_MESSAGES.urlInvalid })
  @MaxLength(L.urlMax, { message: `Links must be at most ${L.urlMax} characters` })
  @IsHttpsUrl()
  joinUrl?: string | null;

  @ApiPropertyOptional({ enum: SESSION_STATUSES })
  @IsOptional()
  @IsIn(SESSION_STATUSES, { message: `Status must be one of ${SESSION_STATUSES.join(', ')}` })
  status?: SessionStatus;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: L.participantsMax })
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'Participants must be a whole number' })
  @Min(0, { message: `Participants must be between 0 and ${L.participantsMax}` })
  @Max(L.participantsMax, { message: `Participants must be between 0 and ${L.participantsMax}` })
  participantsCount?: number | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: L.urlMax, description: 'https only' })
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: SESSION_MESSAGES.urlInvalid })
  @MaxLength(L.urlMax, { message: `Links must be at most ${L.urlMax} characters` })
  @IsHttpsUrl()
  recordingUrl?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: L.sortOrderMin, maximum: L.sortOrderMax })
  @IsOptional()
  @IsInt({ message: 'Order must be a whole number' })
  @Min(L.sortOrderMin, { message: `Order must be between ${L.sortOrderMin} and ${L.sortOrderMax}` })
  @Max(L.sortOrderMax, { message: `Order must be between ${L.sortOrderMin} and ${L.sortOrderMax}` })
  sortOrder?: number;

  // Read-only fields of the admin JSON, ignored when sent back.
  @HindiTwin(HINDI_TWIN_LIMITS.sessions.titleHi) titleHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.sessions.levelHi) levelHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.sessions.descriptionHi) descriptionHi?: string | null;

  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}
