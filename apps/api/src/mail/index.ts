// The public surface of mail/: what other domains may import (tools/lint/api-domains.mjs says which may).
// Each domain writes its own e-mails (its *-mail.ts / *-mails.ts) from the shared layout and texts here.
export { buildIcs } from './ics.js';
export {
  TICKET_PDF_ATTACHMENT,
  escapeHtml,
  htmlLink,
  langAttribute,
  plainTextToHtml,
  rowsToHtml,
  rowsToText,
} from './mail-layout.js';
export type { MailMessage } from './mail-layout.js';
export { MAIL_TEXTS, refundInWordsIn } from './mail-texts.js';
export type { MailTexts } from './mail-texts.js';
export { MailService } from './mail.service.js';
