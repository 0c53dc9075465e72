import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_PROGRAMS_PAGE = 100;

export class ListProgramsQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PROGRAMS_PAGE,
    description: 'At most this many (home uses 6)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: `limit must be between 1 and ${MAX_PROGRAMS_PAGE}` })
  @Max(MAX_PROGRAMS_PAGE, { message: `limit must be between 1 and ${MAX_PROGRAMS_PAGE}` })
  limit?: number;
}
