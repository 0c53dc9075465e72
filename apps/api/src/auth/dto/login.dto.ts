import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH } from '../password-policy.js';

export class LoginDto {
  @ApiProperty({ format: 'email', maxLength: 320, example: 'admin@foundation.local' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'E-mail is required' })
  @IsNotEmpty({ message: 'E-mail is required' })
  @MaxLength(320, { message: 'Enter a valid e-mail address' })
  @Matches(EMAIL_PATTERN, { message: 'Enter a valid e-mail address' })
  email: string;

  @ApiProperty({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  })
  password: string;
}
