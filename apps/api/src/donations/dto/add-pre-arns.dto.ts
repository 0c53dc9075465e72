import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { PRE_ARN_BATCH_MAX, PRE_ARN_MAX_LENGTH, PRE_ARN_MESSAGES } from '@foundation/shared';

/** Body of `POST /api/admin/donations/pre-arns`: a batch of pre-acknowledgement numbers from the portal. */
export class AddPreArnsDto {
  @ApiProperty({ example: '2026-27', description: 'The tax year the portal generated the numbers for' })
  @IsString({ message: 'year must be a financial year written like 2026-27' })
  @Matches(/^\d{4}-\d{2}$/, { message: 'year must be a financial year written like 2026-27' })
  year: string;

  @ApiProperty({
    description: `The numbers as pasted from the portal, one per line (at most ${PRE_ARN_BATCH_MAX})`,
    example: 'AAATY1234F26PA0000001\nAAATY1234F26PA0000002',
    maxLength: PRE_ARN_BATCH_MAX * (PRE_ARN_MAX_LENGTH + 2),
  })
  @IsString({ message: PRE_ARN_MESSAGES.empty })
  // Room for the batch with a carriage return and a line feed after each number.
  @MaxLength(PRE_ARN_BATCH_MAX * (PRE_ARN_MAX_LENGTH + 2), { message: PRE_ARN_MESSAGES.tooMany })
  numbers: string;
}
