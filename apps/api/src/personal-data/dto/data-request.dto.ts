import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsEmail, IsIn, IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import {
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_STATUSES,
  DATA_REQUEST_TYPES,
  isCalendarDate,
  type DataRequestStatus,
  type DataRequestType,
} from '@foundation/shared';
import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { trim, trimLower } from '../../payments/index.js';

@ValidatorConstraint({ name: 'calendarDate' })
class IsCalendarDateConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isCalendarDate(value);
  }
  defaultMessage(): string {
    return 'receivedOn must be a date YYYY-MM-DD';
  }
}

const TYPE_MESSAGE = `type must be one of: ${DATA_REQUEST_TYPES.join(', ')}`;
const STATUS_MESSAGE = `status must be one of: ${DATA_REQUEST_STATUSES.join(', ')}`;

/** Body of `POST /api/admin/data-requests`. The due date is the server's, never the client's. */
export class CreateDataRequestDto {
  @ApiProperty({ enum: DATA_REQUEST_TYPES })
  @IsIn(DATA_REQUEST_TYPES, { message: TYPE_MESSAGE })
  type: DataRequestType;

  @ApiProperty({ format: 'email', maxLength: DATA_REQUEST_LIMITS.emailMax })
  @Transform(trimLower)
  @IsString({ message: 'email must be an e-mail address' })
  @MaxLength(DATA_REQUEST_LIMITS.emailMax, { message: 'email must be an e-mail address' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email: string;

  @ApiProperty({
    format: 'date',
    example: '2026-12-01',
    description: "India's calendar date it was received",
  })
  @Validate(IsCalendarDateConstraint)
  receivedOn: string;

  @ApiPropertyOptional({ maxLength: DATA_REQUEST_LIMITS.noteMax })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'note must be text' })
  @MaxLength(DATA_REQUEST_LIMITS.noteMax, {
    message: `note must be at most ${DATA_REQUEST_LIMITS.noteMax} characters`,
  })
  note?: string;
}

/**
 * Body of `PUT /api/admin/data-requests/:id`: staff change the status and the note. Type, person and
 * received-on stay as recorded; the other fields react-admin sends back are accepted and ignored.
 */
export class UpdateDataRequestDto {
  @ApiProperty({ enum: DATA_REQUEST_STATUSES })
  @IsIn(DATA_REQUEST_STATUSES, { message: STATUS_MESSAGE })
  status: DataRequestStatus;

  @ApiPropertyOptional({ maxLength: DATA_REQUEST_LIMITS.noteMax })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'note must be text' })
  @MaxLength(DATA_REQUEST_LIMITS.noteMax, {
    message: `note must be at most ${DATA_REQUEST_LIMITS.noteMax} characters`,
  })
  note?: string;

  @Allow() id?: unknown;
  @Allow() type?: unknown;
  @Allow() email?: unknown;
  @Allow() receivedOn?: unknown;
  @Allow() dueOn?: unknown;
  @Allow() overdue?: unknown;
  @Allow() actedAt?: unknown;
  @Allow() createdAt?: unknown;
}
