import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { CancelRegistrationRequest } from '@foundation/shared';

export class CancelRegistrationDto implements CancelRegistrationRequest {
  @ApiProperty({ enum: ['dismissed', 'failed'] })
  @IsIn(['dismissed', 'failed'], { message: 'reason must be dismissed or failed' })
  reason: 'dismissed' | 'failed';
}
