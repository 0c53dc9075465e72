import { DEFAULT_LOCALE, formatIndiaDateTime, type Locale } from '@foundation/shared';
import {
  escapeHtml,
  langAttribute,
  MAIL_TEXTS,
  rowsToHtml,
  rowsToText,
  type MailMessage,
} from '../mail/index.js';

/** A volunteer application as its two e-mails tell it (every field plain text, escaped in the HTML). */
export interface VolunteerApplicationForMail {
  id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  roleTitle: string;
  availability: string;
  message: string;
  createdAt: Date;
}

function volunteerApplicationRows(
  application: VolunteerApplicationForMail,
  locale: Locale = DEFAULT_LOCALE,
): [string, string][] {
  const { label } = MAIL_TEXTS[locale];
  return [
    [label.role, application.roleTitle],
    [label.name, application.name],
    [label.eMail, application.email],
    [label.phone, application.phone],
    [label.city, application.city],
    [label.availability, application.availability],
    [label.message, application.message || '-'],
    [label.received, formatIndiaDateTime(application.createdAt, locale)],
  ];
}

/** Tells the staff that someone applied to volunteer; replying goes to the applicant. */
export function volunteerApplicationStaffMail(
  application: VolunteerApplicationForMail,
  staffAddress: string,
): MailMessage {
  const intro = `${application.name} applied to volunteer as ${application.roleTitle}. The application is in the admin panel under Volunteer applications.`;
  const rows = volunteerApplicationRows(application);
  return {
    dedupeKey: `volunteer-application-staff:${application.id}`,
    kind: 'volunteer-application-staff',
    recipient: staffAddress,
    subject: `Volunteer application: ${application.roleTitle} (${application.name})`,
    textBody: `${intro}\n\n${rowsToText(rows)}\n`,
    htmlBody: `<!doctype html><html><body><p>${escapeHtml(intro)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}

/** Thanks the applicant and repeats what they sent. */
export function volunteerApplicationReceivedMail(
  application: VolunteerApplicationForMail,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const greeting = t.dearName(application.name);
  const body = t.volunteer.body(foundationName, application.roleTitle);
  const rows = volunteerApplicationRows(application, locale);
  return {
    dedupeKey: `volunteer-application-received:${application.id}`,
    kind: 'volunteer-application-received',
    recipient: application.email,
    subject: t.volunteer.subject(foundationName),
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}
