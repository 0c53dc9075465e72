import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the certificates of donation staff upload. */
export enum CertificateErrorCode {
  NotFound = 'not_found',
  NoFiles = 'no_files',
  NotPdfOrZip = 'not_pdf_or_zip',
  TooLarge = 'too_large',
  ZipBomb = 'zip_bomb',
  BadZip = 'bad_zip',
  BadEmail = 'bad_email',
}

export const certificateError = defineDomainErrors<CertificateErrorCode>({
  [CertificateErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'Certificate not found' },
  [CertificateErrorCode.NoFiles]: {
    kind: ErrorKind.Invalid,
    message: 'Attach the certificates as files: PDFs, or a ZIP of PDFs',
  },
  [CertificateErrorCode.NotPdfOrZip]: {
    kind: ErrorKind.UnsupportedType,
    message: 'A certificate must be a PDF, or a ZIP of PDFs',
  },
  [CertificateErrorCode.TooLarge]: {
    kind: ErrorKind.TooLarge,
    message: 'The upload is too large: at most 2 MB a PDF and 25 MB in all',
  },
  [CertificateErrorCode.ZipBomb]: {
    kind: ErrorKind.TooLarge,
    message: 'The ZIP unpacks to far more than certificates do, or holds too many files: it was refused',
  },
  [CertificateErrorCode.BadZip]: { kind: ErrorKind.Invalid, message: 'The ZIP file cannot be read' },
  [CertificateErrorCode.BadEmail]: {
    kind: ErrorKind.Invalid,
    message: 'email must be the e-mail address of a donor who gave in that year',
  },
});
