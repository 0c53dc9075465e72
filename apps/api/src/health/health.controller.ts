import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { HealthRepository } from './health.repository.js';

const DATABASE_CHECK_TIMEOUT_MS = 2000;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthRepository) {}

  @Get()
  @ApiOkResponse({ description: 'The API and its database are up' })
  @ApiServiceUnavailableResponse({ description: 'The database cannot be reached' })
  async check(@Res({ passthrough: true }) response: Response) {
    const database = await this.databaseIsUp();
    response.setHeader('Cache-Control', 'no-store');
    if (!database) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database ? 'ok' : 'unavailable', database: database ? 'up' : 'down' };
  }

  private async databaseIsUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
    });
    const probe = this.health
      .ping()
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
