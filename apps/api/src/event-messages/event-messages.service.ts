import { Injectable } from '@nestjs/common';
import {
  messageIn,
  tooManyRequestsMessage,
  type EventMessageRecipientCount,
  type EventMessageRecord,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type AdminProfile } from '../auth/index.js';
import { commonError, CommonErrorCode, retryAfter } from '../common/errors/common.errors.js';
import { PublicWriteLimiter } from '../common/rate-limit/public-write-limiter.service.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import { eventMessageMail, eventMessageStaffCopy } from './event-message-mails.js';
import { type EventMessageAudienceDto, type SendEventMessageDto } from './dto/send-event-message.dto.js';
import { eventMessagesError, EventMessagesErrorCode as Code } from './event-messages.errors.js';
import {
  EventMessagesRepository,
  type MessageEvent,
  type StoredEventMessage,
} from './event-messages.repository.js';

/** The prefix of the dedupe keys of a message's e-mails to attendees (its delivery is counted by it). */
const mailPrefix = (messageId: string) => `event-message:${messageId}:`;

/**
 * Messages from staff to an event's attendees (docs/events-operations.md "Messages to attendees"). Sending
 * is one transaction: the message's row, one outbox e-mail per recipient in their booking's language, the
 * staff's copy and the audit entry, so a message exists exactly when all of its e-mails were queued.
 */
@Injectable()
export class EventMessagesService {
  constructor(
    private readonly messages: EventMessagesRepository,
    private readonly mail: MailService,
    private readonly limiter: PublicWriteLimiter,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** How many an audience reaches now, by language (the form shows it before sending). */
  async count(eventId: string, query: EventMessageAudienceDto): Promise<EventMessageRecipientCount> {
    await this.findEvent(eventId);
    const ticketTypeIds = await this.checkedTicketTypes(eventId, query.ticketTypeIds);
    const people = await this.messages.recipients(eventId, query.audience, ticketTypeIds);
    const hindi = people.filter((person) => person.locale === 'hi').length;
    return { recipients: people.length, english: people.length - hindi, hindi };
  }

  /** `POST /api/admin/events/{id}/messages`: 202 with how many it went to; 409 when no one is in the audience. */
  async send(
    eventId: string,
    dto: SendEventMessageDto,
    admin: AdminProfile,
  ): Promise<{ recipients: number }> {
    const event = await this.findEvent(eventId);
    const ticketTypeIds = await this.checkedTicketTypes(eventId, dto.ticketTypeIds);
    const verdict = await this.limiter.consumeFor('eventMessage', `admin:${admin.id}`);
    if (!verdict.allowed) {
      throw commonError(CommonErrorCode.TooManyRequests, {
        message: tooManyRequestsMessage('eventMessage', verdict.retryAfterSeconds),
        headers: retryAfter(verdict.retryAfterSeconds),
      });
    }
    const recipients = await this.messages.transaction(async (manager) => {
      const people = await this.messages.recipients(eventId, dto.audience, ticketTypeIds, manager);
      if (people.length === 0) throw eventMessagesError(Code.NoRecipients);
      const stored = await this.messages.insert(manager, {
        eventId,
        subject: dto.subject,
        body: dto.body,
        subjectHi: dto.subjectHi ?? null,
        bodyHi: dto.bodyHi ?? null,
        audience: dto.audience,
        ticketTypeIds,
        recipients: people.length,
        sentById: admin.id,
        sentByEmail: admin.email,
      });
      for (const person of people) {
        const text = messageIn(stored, person.locale);
        const title = person.locale === 'hi' && event.titleHi?.trim() ? event.titleHi : event.title;
        await this.mail.enqueue(
          manager,
          eventMessageMail(
            { id: stored.id, ...text },
            person,
            title,
            this.config.FOUNDATION_NAME,
            person.locale,
          ),
        );
      }
      await this.mail.enqueue(
        manager,
        eventMessageStaffCopy(
          { ...stored, sentBy: admin.email },
          event.title,
          this.config.EVENTS_STAFF_EMAIL,
        ),
      );
      await this.audit.record(manager, {
        action: 'create',
        resource: 'event-messages',
        resourceId: stored.id,
        after: {
          eventId,
          subject: stored.subject,
          subjectHi: stored.subjectHi,
          audience: stored.audience,
          ticketTypeIds,
          recipients: stored.recipients,
        },
      });
      return people.length;
    });
    this.mail.kick();
    return { recipients };
  }

  /** `GET /api/admin/events/{id}/messages`: newest first, with how many e-mails were delivered so far. */
  async list(eventId: string): Promise<EventMessageRecord[]> {
    await this.findEvent(eventId);
    const messages = await this.messages.list(eventId);
    const delivery = await this.mail.deliveryByPrefix(messages.map((message) => mailPrefix(message.id)));
    return messages.map((message) => toRecord(message, delivery.get(mailPrefix(message.id))));
  }

  private async findEvent(eventId: string): Promise<MessageEvent> {
    const event = await this.messages.findEvent(eventId);
    if (!event) throw eventMessagesError(Code.EventNotFound);
    return event;
  }

  private async checkedTicketTypes(eventId: string, ids: string[] | undefined): Promise<string[]> {
    const wanted = [...new Set(ids ?? [])];
    if (wanted.length === 0) return [];
    const known = await this.messages.ticketTypesOf(eventId, wanted);
    if (known.length !== wanted.length)
      throw eventMessagesError(Code.InvalidTicketTypes, { field: 'ticketTypeIds' });
    return wanted;
  }
}

function toRecord(
  message: StoredEventMessage,
  delivery: { sent: number; failed: number; pending: number } | undefined,
): EventMessageRecord {
  return {
    id: message.id,
    eventId: message.eventId,
    subject: message.subject,
    subjectHi: message.subjectHi,
    body: message.body,
    bodyHi: message.bodyHi,
    audience: message.audience,
    ticketTypeIds: message.ticketTypeIds,
    sentBy: message.sentByEmail,
    sentAt: new Date(message.createdAt).toISOString(),
    recipients: message.recipients,
    delivered: delivery?.sent ?? 0,
    failed: delivery?.failed ?? 0,
    pending: delivery?.pending ?? 0,
  };
}
