import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { DonorTaxDetailsRequest } from '@foundation/shared';

/** Body of `POST /api/my-giving/tax-details`; the PAN's shape and the address are checked by the service. */
export class DonorTaxDetailsDto implements DonorTaxDetailsRequest {
  @ApiProperty({ example: 'ABCDE1234F', maxLength: 20 })
  @IsString({ message: 'pan must be text' })
  @MaxLength(20, { message: 'PAN must look like ABCDE1234F' })
  pan: string;

  @ApiProperty({ example: '12 MG Road, Bengaluru, Karnataka 560001', maxLength: 500 })
  @IsString({ message: 'address must be text' })
  @MaxLength(500, { message: 'address must be at most 500 characters' })
  address: string;
}
