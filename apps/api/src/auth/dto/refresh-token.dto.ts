import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RefreshTokenDto {
  @ApiProperty({ description: 'The refresh token of the sign-in' })
  @IsString({ message: 'refreshToken is required' })
  @IsNotEmpty({ message: 'refreshToken is required' })
  @MaxLength(200, { message: 'refreshToken is not valid' })
  refreshToken: string;
}
