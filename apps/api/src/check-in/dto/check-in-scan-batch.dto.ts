import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CHECK_IN_MAX_BATCH } from '@foundation/shared';

/**
 * The OpenAPI description of `POST /api/check-in/scans` (CheckInScanBatch in libs/shared). The body is
 * checked by parseScanBatch (scan-batch.ts), which names the scan and field of the first problem; these
 * classes only describe it, they validate nothing.
 */
const CLIENT_ID = { pattern: '^[A-Za-z0-9_.:-]{8,100}$', example: '3f0c2b1e-phone-7a41' };

export class CheckInDeviceDto {
  @ApiProperty({ ...CLIENT_ID, description: "A stable random id of the phone, kept in the phone's storage" })
  id: string;

  @ApiProperty({
    minLength: 1,
    maxLength: 100,
    example: 'Gate 2',
    description: 'The name the volunteer gave it',
  })
  name: string;
}

export class CheckInScanDto {
  @ApiProperty({ ...CLIENT_ID, description: "The phone's id of this scan: a replayed scan changes nothing" })
  clientScanId: string;

  @ApiProperty({
    enum: ['admit', 'undo'],
    description: 'admit lets people in; undo takes back an earlier admit',
  })
  kind: 'admit' | 'undo';

  @ApiProperty({ format: 'uuid' })
  eventId: string;

  @ApiProperty({ format: 'uuid', description: 'The booking (registration) the ticket names' })
  bookingId: string;

  @ApiProperty({
    format: 'date-time',
    example: '2030-01-10T08:30:00.000Z',
    description: "When the phone recorded it (the phone's clock; at most a day ahead of the server's)",
  })
  scannedAt: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 255,
    description: 'Required for admit: how many of the booking’s admissions enter now',
  })
  admissions?: number;

  @ApiPropertyOptional({
    ...CLIENT_ID,
    description: 'Required for undo: the clientScanId of the admit it takes back',
  })
  undoes?: string;
}

export class CheckInScanBatchDto {
  @ApiProperty({ type: CheckInDeviceDto })
  device: CheckInDeviceDto;

  @ApiProperty({
    type: [CheckInScanDto],
    maxItems: CHECK_IN_MAX_BATCH,
    description:
      'Oldest first; an empty list asks only for the conflicts other phones revealed and the counts',
  })
  scans: CheckInScanDto[];
}
