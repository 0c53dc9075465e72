import { Body, Controller, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { MESSAGES } from '@foundation/shared';
import { type AdminProfile, CurrentAdmin } from '../auth/index.js';
import { UploadImageDto } from './dto/upload-image.dto.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { UPLOAD_TARGETS } from './media.entity.js';
import { MEDIA_MESSAGES, MediaErrorCode, mediaError } from './media.errors.js';
import { UploadsService, type UploadedImage } from './uploads.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: uploads')
@ApiBearerAuth()
@StaffRoles('content', 'events')
@Controller('admin/uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'target'],
      properties: {
        file: { type: 'string', format: 'binary' },
        target: { type: 'string', enum: [...UPLOAD_TARGETS] },
      },
    },
  })
  @ApiCreatedResponse({ description: '{id, url, width, height, variants}: WebP files in a few widths' })
  @ApiPayloadTooLargeResponse({ description: MESSAGES.imageTooLarge })
  @ApiUnsupportedMediaTypeResponse({ description: MESSAGES.imageWrongType })
  upload(
    @Body() body: UploadImageDto,
    @Req() request: Request,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<UploadedImage> {
    const file = (request as Request & { file?: { buffer: Buffer; originalname: string } }).file;
    if (!file)
      throw mediaError(MediaErrorCode.InvalidUpload, { message: MEDIA_MESSAGES.noFile, field: 'file' });
    return this.uploads.upload(file, body.target, admin.id);
  }
}
