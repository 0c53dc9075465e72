import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsIn } from 'class-validator';
import {
  VOLUNTEER_APPLICATION_STATUSES,
  VOLUNTEER_MESSAGES,
  type VolunteerApplicationStatus,
} from '@foundation/shared';

/**
 * Staff change only the status of an application: what the visitor wrote stays as written. The other
 * fields of the admin JSON (react-admin sends the whole record back) are accepted and ignored.
 */
export class UpdateVolunteerApplicationDto {
  @ApiProperty({ enum: VOLUNTEER_APPLICATION_STATUSES })
  @IsIn(VOLUNTEER_APPLICATION_STATUSES, { message: VOLUNTEER_MESSAGES.statusInvalid })
  status: VolunteerApplicationStatus;

  @Allow() id?: unknown;
  @Allow() name?: unknown;
  @Allow() email?: unknown;
  @Allow() phone?: unknown;
  @Allow() city?: unknown;
  @Allow() roleId?: unknown;
  @Allow() roleTitle?: unknown;
  @Allow() availability?: unknown;
  @Allow() message?: unknown;
  @Allow() locale?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}
