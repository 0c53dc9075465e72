/**
 * What a person was shown when they sent a form that collects personal data: the privacy notice's version
 * (the newest published; null while none is) and when, both decided by the server, never by the browser.
 * Stored on the record the form makes (docs/privacy.md, "Consent on the forms").
 */
export interface NoticeAcceptance {
  noticeVersion: number | null;
  noticeAcceptedAt: Date;
}
