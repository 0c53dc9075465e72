import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { AbandonRecurringGiftRequest } from '@foundation/shared';

export class AbandonRecurringGiftDto implements AbandonRecurringGiftRequest {
  @ApiProperty({ enum: ['dismissed', 'failed'] })
  @IsIn(['dismissed', 'failed'], { message: 'reason must be dismissed or failed' })
  reason: 'dismissed' | 'failed';
}
