import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { AppConfig } from '../config/app-config.js';
import { MetricsErrorCode, metricsError } from './metrics.errors.js';
import { MetricsService } from './metrics.service.js';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics. Not an admin route: it opens with its own bearer token (METRICS_TOKEN), which a
 * scraper holds instead of an admin session; without METRICS_TOKEN the route does not exist (404).
 */
@ApiTags('metrics')
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Metrics in the Prometheus text format' })
  @ApiUnauthorizedResponse({ description: 'The bearer token is not METRICS_TOKEN' })
  @ApiNotFoundResponse({ description: 'Metrics are off (METRICS_TOKEN is not set)' })
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const token = this.config.METRICS_TOKEN;
    if (!token) throw metricsError(MetricsErrorCode.Off);
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      throw metricsError(MetricsErrorCode.Unauthorized, {
        headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      });
    }
    const { contentType, body } = await this.metrics.render();
    response.setHeader('Content-Type', contentType);
    response.setHeader('Cache-Control', 'no-store');
    response.send(body);
  }
}
