/**
 * The privacy notice (docs/privacy.md): staff write it in English and Hindi; each save is a new version,
 * never an edit of a published one, so a record can name the version its person was shown.
 */

/** Lengths of the notice's fields. */
export const PRIVACY_NOTICE_LIMITS = { body: 50_000, grievanceOfficer: 500 } as const;

/** The notice the site shows (`GET /api/privacy-notice`): the newest version. */
export interface PrivacyNotice {
  version: number;
  /** Plain text; a blank line starts a paragraph, a line starting with '# ' is a heading. */
  body: string;
  /** The Hindi twin; null when not translated (the Hindi page shows the English). */
  bodyHi: string | null;
  /** Who answers privacy requests and complaints, and how to reach them. */
  grievanceOfficer: string;
  publishedAt: string;
}

/** A version in `GET /api/admin/privacy-notices`. */
export interface AdminPrivacyNotice extends PrivacyNotice {
  id: string;
  /** The staff member who published it (their e-mail at the time), null when unknown. */
  publishedBy: string | null;
}
