import { DEFAULT_LOCALE, type Locale } from '@foundation/shared';
import { plainTextToHtml, MAIL_TEXTS, escapeHtml, langAttribute, type MailMessage } from '../mail/index.js';
import { type UnsubscribeLinks } from './newsletter.service.js';

/** One issue of the newsletter, as staff wrote it (plain text). */
export interface NewsletterIssue {
  /** Stable per issue: one subscriber never gets the same issue twice. */
  id: string;
  subject: string;
  body: string;
}

/**
 * A newsletter issue to one subscriber (docs/privacy.md "Newsletter"): the body ends with why they get it
 * and its unsubscribe link (the site's page, which works without signing in), and the e-mail is sent with
 * `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so mail programs
 * offer the one click themselves. Every non-essential e-mail goes out this way.
 */
export function newsletterMail(
  issue: NewsletterIssue,
  subscriber: { id: string; email: string },
  links: UnsubscribeLinks,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale].newsletter;
  const footer = t.footer(foundationName);
  return {
    dedupeKey: `newsletter:${issue.id}:${subscriber.id}`,
    kind: 'newsletter',
    recipient: subscriber.email,
    subject: issue.subject,
    textBody: `${issue.body.replace(/\r\n?/g, '\n').trim()}\n\n${foundationName}\n\n${footer}\n${t.unsubscribe}: ${links.pageUrl}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1>${plainTextToHtml(issue.body)}<p><small>${escapeHtml(footer)} <a href="${escapeHtml(links.pageUrl)}">${escapeHtml(t.unsubscribe)}</a></small></p></body></html>`,
    attachments: [],
    listUnsubscribe: links.oneClickUrl,
  };
}
