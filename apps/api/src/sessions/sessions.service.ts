import { Injectable } from '@nestjs/common';
import {
  formatSessionStart,
  isSessionLive,
  nextSessionMeeting,
  type PublicSession,
  type SessionJoinLink,
} from '@foundation/shared';
import { AppConfig } from '../config/app-config.js';
import { SessionErrorCode, sessionError } from './sessions.errors.js';
import { toPublicSession } from './sessions.presenter.js';
import { SessionsRepository } from './sessions.repository.js';

/** The public side of sessions: the Sessions page's list and the join link while a session is live. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly config: AppConfig,
  ) {}

  /** Every session, ongoing ones first, without join links. */
  async listPublic(now = new Date()): Promise<PublicSession[]> {
    return (await this.repository.findAllForPublic()).map((session) => toPublicSession(session, now));
  }

  /**
   * The join link, from SESSION_JOIN_LINK_LEAD_MINUTES before a meeting's start to its end; otherwise a 409
   * that says when the next meeting starts (so the link never leaks to someone browsing the page early).
   */
  async joinLink(id: string, now = new Date()): Promise<SessionJoinLink> {
    const session = await this.repository.find(id);
    if (!session) throw sessionError(SessionErrorCode.NotFound);
    if (session.status !== 'ongoing' || !session.joinUrl) throw sessionError(SessionErrorCode.Archived);
    const meeting = nextSessionMeeting(session, now);
    if (!meeting) throw sessionError(SessionErrorCode.Archived);
    if (!isSessionLive(meeting, this.config.SESSION_JOIN_LINK_LEAD_MINUTES, now)) {
      throw sessionError(SessionErrorCode.NotLive, {
        // The start, written in the request's language when the answer is said in it.
        text: {
          key: 'sessionStartsAt',
          values: { when: (locale) => formatSessionStart(meeting.start, locale) },
        },
        extra: { startsAt: meeting.start.toISOString() },
      });
    }
    return { joinUrl: session.joinUrl };
  }
}
