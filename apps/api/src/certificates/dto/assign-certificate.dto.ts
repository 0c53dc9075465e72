import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { EMAIL_MESSAGE, trimLower } from '../../payments/index.js';

/** Body of `POST /api/admin/donation-certificates/{id}/assign`. */
export class AssignCertificateDto {
  @ApiProperty({ format: 'email', description: 'The e-mail of a donor who gave in the certificate’s year' })
  @Transform(trimLower)
  @IsString({ message: EMAIL_MESSAGE })
  @MaxLength(320, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email: string;
}
