import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { CertificateUploadResult } from '@foundation/shared';
import { type AdminProfile, CurrentAdmin } from '../auth/index.js';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { AssignCertificateDto } from './dto/assign-certificate.dto.js';
import { CertificateUploadInterceptor } from './certificate-upload.interceptor.js';
import { CertificatesService } from './certificates.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

/** The certificates of donation (Form 114) the income-tax portal generated, uploaded by staff. */
@ApiTags('admin: donation certificates')
@ApiBearerAuth()
@StaffRoles('finance')
@Controller('admin/donation-certificates')
export class AdminCertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Post()
  @UseInterceptors(CertificateUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['files', 'year'],
      properties: {
        files: { type: 'array', items: { type: 'string', format: 'binary' } },
        year: { type: 'string', example: '2026-27' },
      },
    },
  })
  @ApiCreatedResponse({
    description: '`{year, matched: [...], unmatched: [...]}`: matched files are stored and e-mailed',
  })
  @ApiPayloadTooLargeResponse({ description: 'Over 2 MB a PDF or 25 MB in all, or a ZIP bomb' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a PDF or a ZIP of PDFs' })
  upload(@Req() request: Request, @CurrentAdmin() admin: AdminProfile): Promise<CertificateUploadResult> {
    const files = (request as Request & { files?: { originalname: string; buffer: Buffer }[] }).files ?? [];
    const year = (request.body as { year?: unknown } | undefined)?.year;
    return this.certificates.upload(files, year, admin.id);
  }

  @Get('unmatched')
  @ApiOkResponse({ description: 'The year’s certificates no donor was found for, with the PANs they name' })
  unmatched(@Query('year') year: unknown): Promise<CertificateUploadResult['unmatched']> {
    return this.certificates.unmatched(year);
  }

  @Post(':id/assign')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'The certificate is the donor’s (a donor of that year): stored and e-mailed',
  })
  assign(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: AssignCertificateDto,
  ): Promise<{ id: string; donorEmail: string }> {
    return this.certificates.assign(id, body.email);
  }
}
