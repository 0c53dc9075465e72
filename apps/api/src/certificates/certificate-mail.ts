import { DEFAULT_LOCALE, type Locale } from '@foundation/shared';
import { escapeHtml, langAttribute, MAIL_TEXTS, type MailMessage } from '../mail/index.js';

/** The deferred attachment source of certificates of donation (CertificatesService registers it). */
export const CERTIFICATE_PDF_ATTACHMENT = 'donation-certificate-pdf';

/**
 * Sends a donor the certificate of donation the income-tax portal generated for them (Form 114 from 2026-27),
 * attached, with their My giving link where it stays.
 */
export function donationCertificateMail(
  certificate: { id: string; financialYear: string; formName: string; email: string; fileName: string },
  foundationName: string,
  myGivingUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const body = t.certificate.body(certificate.formName, certificate.financialYear, foundationName);
  return {
    dedupeKey: `donation-certificate:${certificate.id}:${certificate.email}`,
    kind: 'donation-certificate',
    recipient: certificate.email,
    subject: t.certificate.subject(certificate.formName, certificate.financialYear),
    textBody: `${t.dearFriend}\n\n${body}\n${myGivingUrl}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(t.dearFriend)}</p><p>${escapeHtml(body)} <a href="${escapeHtml(myGivingUrl)}">${escapeHtml(t.donation.myGiving)}</a></p></body></html>`,
    attachments: [
      {
        filename: certificate.fileName.replace(/[^A-Za-z0-9._-]+/g, '-'),
        contentType: 'application/pdf',
        source: { kind: CERTIFICATE_PDF_ATTACHMENT, id: certificate.id },
      },
    ],
  };
}
