import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { CancelDonationRequest } from '@foundation/shared';

export class CancelDonationDto implements CancelDonationRequest {
  @ApiProperty({ enum: ['dismissed', 'failed'] })
  @IsIn(['dismissed', 'failed'], { message: 'reason must be dismissed or failed' })
  reason: 'dismissed' | 'failed';
}
