import {
  nextSessionMeeting,
  sessionScheduleLabel,
  type AdminSession,
  type PublicSession,
} from '@foundation/shared';
import { type SessionEntity } from './session.entity.js';

/** The admin JSON of a session (every field, the join link included). */
export function toAdminSession(session: SessionEntity): AdminSession {
  return {
    id: session.id,
    title: session.title,
    instructor: session.instructor,
    type: session.type,
    level: session.level,
    description: session.description,
    days: session.days,
    startTime: session.startTime,
    durationMinutes: session.durationMinutes,
    joinUrl: session.joinUrl,
    status: session.status,
    participantsCount: session.participantsCount,
    recordingUrl: session.recordingUrl,
    sortOrder: session.sortOrder,
    titleHi: session.titleHi,
    levelHi: session.levelHi,
    descriptionHi: session.descriptionHi,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}

/** The public JSON of a session: never the join link. */
export function toPublicSession(session: SessionEntity, now: Date): PublicSession {
  const ongoing = session.status === 'ongoing';
  const next = ongoing ? nextSessionMeeting(session, now) : null;
  return {
    id: session.id,
    title: session.title,
    instructor: session.instructor,
    type: session.type,
    level: session.level,
    description: session.description,
    days: session.days,
    startTime: session.startTime,
    durationMinutes: session.durationMinutes,
    schedule: sessionScheduleLabel(session.days, session.startTime),
    status: session.status,
    nextStartAt: next ? next.start.toISOString() : null,
    participantsCount: ongoing ? null : session.participantsCount,
    recordingUrl: ongoing ? null : session.recordingUrl,
    titleHi: session.titleHi,
    levelHi: session.levelHi,
    descriptionHi: session.descriptionHi,
  };
}
