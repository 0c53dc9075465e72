import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PublicReadCache } from '../common/public-cache/public-read-cache.js';
import { MetricsRepository } from './metrics.repository.js';

const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;

/**
 * The API's Prometheus metrics, in a registry of its own (one per app, so tests can run several apps in
 * one process): request counts and latencies by route pattern, registrations by status, live seat holds,
 * the public read cache, and Node's process metrics.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status_class'>;

  constructor(
    private readonly counts: MetricsRepository,
    cache: PublicReadCache,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'foundation_api_' });
    this.requests = new Counter({
      name: 'foundation_api_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'foundation_api_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const registrations = new Gauge({
      name: 'foundation_registrations',
      help: 'Event registrations by payment status',
      labelNames: ['status'],
      registers,
      collect: async () => {
        const rows = await this.counts.countRegistrationsByStatus();
        registrations.reset();
        for (const status of PAYMENT_STATUSES)
          registrations.set({ status }, rows.find((row) => row.status === status)?.n ?? 0);
      },
    });
    // Scrapes collect every metric at once, so each gauge runs its own query.
    const liveHolds = () => this.counts.countLiveHolds();
    const holds: Gauge = new Gauge({
      name: 'foundation_registration_holds_pending',
      help: 'Pending paid registrations whose seat hold has not expired',
      registers,
      collect: async (): Promise<void> => holds.set((await liveHolds()).n),
    });
    const heldSeats: Gauge = new Gauge({
      name: 'foundation_registration_held_seats',
      help: 'Seats held by pending paid registrations whose hold has not expired',
      registers,
      collect: async (): Promise<void> => heldSeats.set((await liveHolds()).seats),
    });
    new Gauge({
      name: 'foundation_api_public_cache_hits_total',
      help: 'Public reads answered from the in-process cache',
      registers,
      collect() {
        this.set(cache.hits);
      },
    });
    new Gauge({
      name: 'foundation_api_public_cache_misses_total',
      help: 'Public reads that went to the database',
      registers,
      collect() {
        this.set(cache.misses);
      },
    });
  }

  /** Express middleware timing every request until its answer is finished. */
  middleware() {
    return (request: Request, response: Response, next: NextFunction): void => {
      const started = process.hrtime.bigint();
      response.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const matched =
          (response.locals.route as string | undefined) ??
          (request.route as { path?: string } | undefined)?.path;
        // Nest answers unknown paths through a catch-all route: one label for all of them.
        const route = !matched || matched.startsWith('*') ? 'unmatched' : matched;
        this.observe(request.method, route, response.statusCode, seconds);
      });
      next();
    };
  }

  /** The two series of one (method, route, status), looked up once: prom-client hashes labels on every call. */
  private readonly series = new Map<
    string,
    { count: { inc(): void }; duration: { observe(value: number): void } }
  >();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        count: this.requests.labels(method, route, String(status)),
        duration: this.durations.labels(method, route, `${Math.floor(status / 100)}xx`),
      };
      this.series.set(key, series);
    }
    series.count.inc();
    series.duration.observe(seconds);
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
