import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { hasEventEnded, type EventCancellationProgress } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type AdminProfile } from '../auth/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { PublicReadCache } from '../common/public-cache/public-read-cache.js';
import { AppConfig } from '../config/app-config.js';
import {
  BookingCancellationService,
  EVENT_CANCELLED_REFUND_REASON,
  RegistrationsRepository,
} from '../registrations/index.js';
import { type CancelEventDto } from './dto/cancel-event.dto.js';
import { eventCancellationError, EventCancellationErrorCode as Code } from './event-cancellation.errors.js';
import { EventCancellationRepository, type CancellationJob } from './event-cancellation.repository.js';

/** Bookings read per round of the job (each is cancelled in its own transaction). */
const BATCH = 50;

/**
 * Cancelling an event as a resumable job (docs/events-operations.md "Cancelling an event"). The request marks
 * the event cancelled and inserts the job row in one transaction (from then on it takes no booking and
 * leaves the lists); the job then closes the waiting list, cancels every confirmed booking through
 * BookingCancellationService (with a full refund through the payment lifecycle and the `event-cancelled`
 * e-mail) and asks again for any refund a crash left unasked, then marks itself complete. The process
 * working a job holds its row (FOR UPDATE SKIP LOCKED) for the run; every API process sweeps unfinished jobs
 * at start and every EVENT_CANCEL_SWEEP_INTERVAL_MS, and a second request continues the job too. Each step
 * is idempotent on its own rows (a booking is cancelled once, a refund recorded once per booking, an e-mail
 * queued once by its dedupe key), so nothing is repeated whoever resumes it. The sweep also refunds, in
 * full, a payment that arrived after its event was cancelled (its registration failed, marked for refund).
 */
@Injectable()
export class EventCancellationService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly jobs: EventCancellationRepository,
    private readonly registrations: RegistrationsRepository,
    private readonly bookings: BookingCancellationService,
    private readonly audit: AuditService,
    private readonly publicCache: PublicReadCache,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.EVENT_CANCEL_SWEEP_INTERVAL_MS);
    this.timer.unref();
    // A job a stopped process left unfinished resumes at once, not at the first interval.
    void this.sweep();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.running.values());
  }

  /**
   * `POST /api/admin/events/{id}/cancel`: cancels the event (the first reason stays; a second call continues
   * the job) and answers its progress while the job runs. 404 for no event, 409 for one that has ended.
   */
  async cancel(
    eventId: string,
    dto: CancelEventDto,
    admin: AdminProfile,
  ): Promise<EventCancellationProgress> {
    const started = await this.jobs.transaction(async (manager) => {
      const event = await this.jobs.lockEvent(manager, eventId);
      if (!event) throw eventCancellationError(Code.EventNotFound);
      if (event.cancelledAt) return false;
      if (hasEventEnded(event.endDate, new Date())) throw eventCancellationError(Code.EventEnded);
      const reasonHi = dto.reasonHi ?? null;
      await this.jobs.markEventCancelled(manager, eventId, dto.reason, reasonHi);
      await this.jobs.insertJob(manager, { eventId, reason: dto.reason, reasonHi, requestedBy: admin.id });
      await this.audit.record(manager, {
        action: 'update',
        resource: 'events',
        resourceId: eventId,
        before: { cancelledAt: null },
        after: { cancelledAt: 'now', cancellationReason: dto.reason, cancellationReasonHi: reasonHi },
        details: { cancellation: 'requested' },
      });
      return true;
    });
    if (started) {
      this.logger.log({ eventId }, 'Event cancelled: the job starts');
      // The public page and lists must say it at once, not after the cache's TTL.
      this.publicCache.invalidate();
    }
    void this.run(eventId);
    return this.progress(eventId);
  }

  /** `GET /api/admin/events/{id}/cancellation`: how far the job got (state `none` if never cancelled). */
  async progress(eventId: string): Promise<EventCancellationProgress> {
    const job = await this.jobs.findJob(eventId);
    if (!job && !(await this.jobs.eventExists(eventId))) throw eventCancellationError(Code.EventNotFound);
    const counts = await this.jobs.counts(eventId);
    return {
      state: !job ? 'none' : job.completedAt ? 'done' : 'running',
      reason: job?.reason ?? null,
      reasonHi: job?.reasonHi ?? null,
      requestedAt: job ? job.createdAt.toISOString() : null,
      completedAt: job?.completedAt ? job.completedAt.toISOString() : null,
      ...counts,
      waitlistClosed: job?.waitlistClosed ?? 0,
    };
  }

  /** Works every unfinished job this process is not already working; how many were looked at. */
  async sweep(): Promise<number> {
    if (this.stopping) return 0;
    try {
      const open = await this.jobs.openJobs();
      await Promise.all(open.map((eventId) => this.run(eventId)));
      await this.refundLatePayments();
      return open.length;
    } catch (error) {
      this.logger.error({ err: error }, 'The sweep of event cancellations failed');
      return 0;
    }
  }

  /** Works the event's job to its end, unless this process already is or another process holds it. */
  run(eventId: string): Promise<void> {
    const current = this.running.get(eventId);
    if (current) return current;
    const work = this.work(eventId)
      .catch((error: unknown) => {
        // The job stays unfinished: the next sweep (here or in another process) resumes it.
        this.logger.error(
          { err: error, eventId },
          'An event cancellation stopped; it resumes at the next sweep',
        );
      })
      .finally(() => this.running.delete(eventId));
    this.running.set(eventId, work);
    return work;
  }

  private async work(eventId: string): Promise<void> {
    await this.jobs.transaction(async (manager) => {
      const job = await this.jobs.claim(manager, eventId);
      if (!job) return; // finished, or another process holds it
      const closed = await this.jobs.closeWaitlist(manager, eventId);
      const cancelled = await this.cancelBookings(job);
      const asked = await this.askRefunds(eventId);
      await this.jobs.complete(manager, eventId);
      this.logger.log(
        { eventId, cancelled, refundsAskedAgain: asked, waitlistClosed: closed },
        'Event cancellation done',
      );
    });
  }

  /** Cancels the event's confirmed bookings, a batch at a time, until none is left. */
  private async cancelBookings(job: CancellationJob): Promise<number> {
    const canceller = { by: 'event', reason: job.reason, reasonHi: job.reasonHi } as const;
    let cancelled = 0;
    for (;;) {
      if (this.stopping) throw new Error('The API is stopping');
      const ids = await this.jobs.confirmedBookings(job.eventId, BATCH);
      if (ids.length === 0) return cancelled;
      for (const id of ids) {
        // Already cancelled (by the attendee or another process meanwhile): answered as it is.
        await this.bookings.cancel(id, canceller);
        cancelled += 1;
      }
    }
  }

  /**
   * Refunds the payments that came in after their event was cancelled. The lifecycle's refund row is unique
   * per booking, so two processes sweeping at once ask the provider once.
   */
  private async refundLatePayments(): Promise<void> {
    const due = await this.jobs.lateRefundsToAsk(EVENT_CANCELLED_REFUND_REASON, BATCH);
    for (const { registrationId, resume } of due) {
      if (this.stopping) return;
      const registration = await this.registrations.findDetails({ id: registrationId });
      if (registration)
        await this.bookings.refundLatePayment(registration, EVENT_CANCELLED_REFUND_REASON, resume);
    }
  }

  /**
   * Asks for the refunds a crash left unasked (cancelled, refund never recorded) or unanswered (recorded
   * pending, the provider's answer never stored): the lifecycle's idempotency key makes it one refund.
   */
  private async askRefunds(eventId: string): Promise<number> {
    const due = await this.jobs.refundsToAsk(eventId);
    for (const { registrationId, resume } of due) {
      const registration = await this.registrations.findDetails({ id: registrationId });
      if (registration) await this.bookings.requestRefund(registration, resume);
    }
    return due.length;
  }
}
