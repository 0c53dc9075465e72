import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../payments/index.js';

/** Body of `POST /api/admin/donations/{id}/cancel-receipt`: why the receipt is cancelled (printed on it). */
export class CancelReceiptDto {
  @ApiProperty({ example: 'Cheque returned unpaid by the bank', maxLength: 300 })
  @Transform(trim)
  @IsString({ message: 'reason is required: it is printed on the cancelled receipt' })
  @IsNotEmpty({ message: 'reason is required: it is printed on the cancelled receipt' })
  @MaxLength(300, { message: 'reason must be at most 300 characters' })
  reason: string;
}
