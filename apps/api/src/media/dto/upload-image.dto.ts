import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { UPLOAD_TARGETS, type UploadTarget } from '../media.entity.js';

export class UploadImageDto {
  @ApiProperty({ enum: UPLOAD_TARGETS, description: 'Where the image will be used' })
  @IsIn(UPLOAD_TARGETS, { message: `target must be one of: ${UPLOAD_TARGETS.join(', ')}` })
  target: UploadTarget;
}
