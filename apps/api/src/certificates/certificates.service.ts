import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  certificateFormOf,
  DEFAULT_LOCALE,
  type CertificateUploadResult,
  type Locale,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { AppConfig } from '../config/app-config.js';
import { readFinancialYear } from '../donations/index.js';
import { DonorLinksService } from '../donor-links/index.js';
import { MailService } from '../mail/index.js';
import { CERTIFICATE_PDF_ATTACHMENT, donationCertificateMail } from './certificate-mail.js';
import { isUuid } from '../payments/index.js';
import {
  CertificateFileError,
  certificatePdfs,
  identifiersIn,
  type CertificateFile,
} from './certificate-files.js';
import { certificateError, CertificateErrorCode as Code } from './certificates.errors.js';
import { CertificatesRepository, type CertificateRecord } from './certificates.repository.js';

const FILE_ERRORS: Record<CertificateFileError['problem'], Code> = {
  not_pdf_or_zip: Code.NotPdfOrZip,
  too_large: Code.TooLarge,
  zip_bomb: Code.ZipBomb,
  bad_zip: Code.BadZip,
};

/**
 * The certificates of donation (Form 114) staff upload after filing the statement: each matched to its donor
 * by a PAN in its text or file name (a donor who gave in that year with that PAN), stored, e-mailed and shown
 * in My giving; the others listed for staff to assign by hand.
 */
@Injectable()
export class CertificatesService implements OnModuleInit {
  constructor(
    private readonly certificates: CertificatesRepository,
    private readonly mail: MailService,
    private readonly links: DonorLinksService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.mail.registerAttachmentSource(CERTIFICATE_PDF_ATTACHMENT, async (id) => {
      const pdf = await this.certificates.pdfOf(id);
      if (!pdf) throw new Error(`Certificate ${id} is gone`);
      return pdf;
    });
  }

  /** `POST /api/admin/donation-certificates`: every file is read before anything is stored (all or nothing). */
  async upload(
    uploads: { originalname: string; buffer: Buffer }[],
    yearQuery: unknown,
    adminId: string | null,
  ): Promise<CertificateUploadResult> {
    const year = readFinancialYear(yearQuery, 'year');
    if (uploads.length === 0) throw certificateError(Code.NoFiles, { field: 'files' });
    const files: CertificateFile[] = [];
    for (const upload of uploads) {
      try {
        files.push(...certificatePdfs(upload));
      } catch (error) {
        if (!(error instanceof CertificateFileError)) throw error;
        throw certificateError(FILE_ERRORS[error.problem], {
          field: 'files',
          extra: { file: error.fileName },
        });
      }
    }
    if (files.length === 0) throw certificateError(Code.NoFiles, { field: 'files' });
    const matches = await Promise.all(files.map((file) => this.match(file, year)));
    const result: CertificateUploadResult = { year: year.label, matched: [], unmatched: [] };
    await this.certificates.transaction(async (manager) => {
      for (const [index, file] of files.entries()) {
        const found = matches[index];
        const { record, created } = await this.certificates.insertOnce(manager, {
          financialYear: year.label,
          fileName: file.fileName,
          pdf: file.pdf,
          sha256: createHash('sha256').update(file.pdf).digest('hex'),
          identifiers: found.identifiers,
          donorEmail: found.donor?.email ?? null,
          donorPan: found.donor?.pan ?? null,
          matchedBy: found.donor?.by ?? null,
          uploadedBy: adminId,
        });
        if (record.donorEmail) {
          // A file uploaded again is e-mailed again only if it never was.
          if (created || !record.emailedAt) await this.send(manager, record);
          result.matched.push({
            id: record.id,
            fileName: record.fileName,
            donorEmail: record.donorEmail,
            matchedBy: record.matchedBy ?? 'pan',
          });
        } else {
          result.unmatched.push({
            id: record.id,
            fileName: record.fileName,
            pans: record.identifiers.pans ?? [],
            aadhaars: record.identifiers.aadhaars ?? [],
          });
        }
      }
      await this.audit.record(manager, {
        action: 'upload',
        resource: 'donations',
        resourceId: null,
        details: {
          certificates: year.label,
          matched: result.matched.length,
          unmatched: result.unmatched.length,
        },
      });
    });
    this.mail.kick();
    return result;
  }

  /** A year's certificates no donor was found for. */
  async unmatched(yearQuery: unknown): Promise<CertificateUploadResult['unmatched']> {
    const year = readFinancialYear(yearQuery, 'year');
    return (await this.certificates.listUnmatched(year.label)).map((record) => ({
      id: record.id,
      fileName: record.fileName,
      pans: record.identifiers.pans ?? [],
      aadhaars: record.identifiers.aadhaars ?? [],
    }));
  }

  /** Staff give an unmatched (or wrongly matched) certificate to a donor of that year; it is e-mailed. */
  async assign(id: string, email: unknown): Promise<{ id: string; donorEmail: string }> {
    const record = isUuid(id) ? await this.certificates.findOne(id) : null;
    if (!record) throw certificateError(Code.NotFound);
    const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
    const year = readFinancialYear(record.financialYear, 'year');
    if (!address || address.length > 320 || !(await this.certificates.gaveInYear(address, year))) {
      throw certificateError(Code.BadEmail, { field: 'email' });
    }
    await this.certificates.transaction(async (manager) => {
      await this.certificates.findOne(id, manager);
      await this.certificates.assign(manager, id, address);
      await this.send(manager, { ...record, donorEmail: address });
      await this.audit.record(manager, {
        action: 'update',
        resource: 'donations',
        resourceId: null,
        before: { certificate: record.id, donorEmail: record.donorEmail },
        after: { certificate: record.id, donorEmail: address },
      });
    });
    this.mail.kick();
    return { id, donorEmail: address };
  }

  /** The donor's certificates (My giving). */
  listForEmail(email: string): Promise<CertificateRecord[]> {
    return this.certificates.listForEmail(email);
  }

  /** One of the donor's certificates as a PDF; another donor's is "not found". */
  async pdfForDonor(email: string, id: string): Promise<{ pdf: Buffer; fileName: string }> {
    const record = isUuid(id) ? await this.certificates.findOne(id) : null;
    if (!record || record.donorEmail !== email.toLowerCase()) throw certificateError(Code.NotFound);
    const pdf = await this.certificates.pdfOf(id);
    if (!pdf) throw certificateError(Code.NotFound);
    return { pdf, fileName: record.fileName.replace(/[^A-Za-z0-9._-]+/g, '-') };
  }

  /** The donor a certificate names: one donor of the year with a PAN it carries, in its text or its name. */
  private async match(file: CertificateFile, year: ReturnType<typeof readFinancialYear>) {
    const inText = identifiersIn({ fileName: '', pdf: file.pdf });
    const inName = identifiersIn({ fileName: file.fileName, pdf: Buffer.alloc(0) });
    const identifiers = {
      pans: [...new Set([...inText.pans, ...inName.pans])],
      aadhaars: [...new Set([...inText.aadhaars, ...inName.aadhaars])],
    };
    const donors = await this.certificates.donorsWithPans(identifiers.pans, year);
    const emails = new Set(donors.map((donor) => donor.email));
    // No donor, or several (two donors' PANs in one file): staff decide.
    if (emails.size !== 1) return { identifiers, donor: null };
    const [donor] = donors;
    return {
      identifiers,
      donor: { ...donor, by: inText.pans.includes(donor.pan) ? ('pan' as const) : ('file-name' as const) },
    };
  }

  private async send(
    manager: Parameters<MailService['enqueue']>[0],
    record: CertificateRecord & { donorEmail: string | null },
  ): Promise<void> {
    if (!record.donorEmail) return;
    const locale: Locale = (await this.certificates.localeOf(manager, record.donorEmail)) ?? DEFAULT_LOCALE;
    await this.mail.enqueue(
      manager,
      donationCertificateMail(
        {
          id: record.id,
          financialYear: record.financialYear,
          formName: certificateFormOf(record.financialYear),
          email: record.donorEmail,
          fileName: record.fileName,
        },
        this.config.FOUNDATION_NAME,
        await this.links.issue(manager, record.donorEmail, locale),
        locale,
      ),
    );
    await this.certificates.markEmailed(manager, record.id);
  }
}
