import { formatIndiaDateTime } from '@foundation/shared';
import { escapeHtml, type MailMessage } from '../mail/index.js';

/**
 * An invitation to the admin panel: the one-time link to set a password (staff read the panel in English
 * or Hindi, and choose once signed in; the invitation is in English like the panel's sign-in page).
 */
export function staffInviteMail(
  invite: { email: string; name: string; roleLabel: string; invitedBy: string; inviteId: string },
  inviteUrl: string,
  expiresAt: Date,
  foundationName: string,
): MailMessage {
  const greeting = invite.name ? `Dear ${invite.name},` : 'Hello,';
  const body = `${invite.invitedBy} has invited you to the admin panel of ${foundationName} with the role ${invite.roleLabel}.`;
  const action = 'Set your password';
  const expiry = `The link works once, until ${formatIndiaDateTime(expiresAt, 'en')} (India time). If you did not expect this e-mail, ignore it.`;
  return {
    dedupeKey: `staff-invite:${invite.inviteId}`,
    kind: 'staff-invite',
    recipient: invite.email,
    subject: `Your invitation to the ${foundationName} admin panel`,
    textBody: `${greeting}\n\n${body}\n\n${action}: ${inviteUrl}\n${expiry}\n\n${foundationName}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(inviteUrl)}">${escapeHtml(action)}</a></p><p>${escapeHtml(expiry)}</p></body></html>`,
    attachments: [],
  };
}
