import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The query string of a react-admin list (ra-data-simple-rest): `sort=["title","ASC"]`, `range=[0,24]`,
 * `filter={"q":"yoga"}` (getMany sends `filter={"id":[...]}`). Each is JSON; parseListQuery reads them.
 */
export class RaListQuery {
  @ApiPropertyOptional({ example: '["createdAt","DESC"]' })
  @IsOptional()
  @IsString({ message: 'sort must be a JSON array ["field","ASC" or "DESC"]' })
  @MaxLength(200, { message: 'sort is too long' })
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString({ message: 'range must be a JSON array [start,end]' })
  @MaxLength(100, { message: 'range is too long' })
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"yoga"}' })
  @IsOptional()
  @IsString({ message: 'filter must be a JSON object' })
  @MaxLength(50_000, { message: 'filter is too long' })
  filter?: string;
}
