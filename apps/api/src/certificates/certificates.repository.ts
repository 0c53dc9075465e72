import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type FinancialYear, type Locale } from '@foundation/shared';

/** A stored certificate, without its PDF. */
export interface CertificateRecord {
  id: string;
  financialYear: string;
  fileName: string;
  identifiers: { pans?: string[]; aadhaars?: string[] };
  donorEmail: string | null;
  donorPan: string | null;
  matchedBy: 'pan' | 'file-name' | 'staff' | null;
  emailedAt: Date | null;
  createdAt: Date;
}

export interface NewCertificate {
  financialYear: string;
  fileName: string;
  pdf: Buffer;
  sha256: string;
  identifiers: { pans: string[]; aadhaars: string[] };
  donorEmail: string | null;
  donorPan: string | null;
  matchedBy: 'pan' | 'file-name' | null;
  uploadedBy: string | null;
}

const COLUMNS = `id, financial_year AS "financialYear", file_name AS "fileName", identifiers,
  donor_email AS "donorEmail", donor_pan AS "donorPan", matched_by AS "matchedBy", emailed_at AS "emailedAt",
  created_at AS "createdAt"`;

/** The certificates of donation (donation_certificates) and the donors they are matched to. */
@Injectable()
export class CertificatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The donors (e-mail, PAN) who gave with one of the PANs in the year: completed gifts with an e-mail. */
  async donorsWithPans(pans: string[], year: FinancialYear): Promise<{ email: string; pan: string }[]> {
    if (pans.length === 0) return [];
    return this.dataSource.query<{ email: string; pan: string }[]>(
      `SELECT DISTINCT lower(email) AS email, donor_pan AS pan FROM donations
        WHERE donor_pan = ANY($1::text[]) AND payment_status = 'completed' AND email IS NOT NULL
          AND completed_at >= $2 AND completed_at < $3`,
      [pans, year.start, year.end],
    );
  }

  /** Whether anyone with that e-mail completed a gift in the year (staff assigning by hand). */
  async gaveInYear(email: string, year: FinancialYear): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM donations WHERE lower(email) = lower($1) AND payment_status = 'completed'
          AND completed_at >= $2 AND completed_at < $3 LIMIT 1`,
      [email, year.start, year.end],
    );
    return rows.length > 0;
  }

  /** Stores a certificate once per year and content: the stored one (new or earlier) and whether it is new. */
  async insertOnce(
    manager: EntityManager,
    certificate: NewCertificate,
  ): Promise<{ record: CertificateRecord; created: boolean }> {
    const [inserted] = await manager.query<CertificateRecord[]>(
      `INSERT INTO donation_certificates (financial_year, file_name, pdf, sha256, identifiers, donor_email,
         donor_pan, matched_by, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (financial_year, sha256) DO NOTHING RETURNING ${COLUMNS}`,
      [
        certificate.financialYear,
        certificate.fileName,
        certificate.pdf,
        certificate.sha256,
        JSON.stringify(certificate.identifiers),
        certificate.donorEmail,
        certificate.donorPan,
        certificate.matchedBy,
        certificate.uploadedBy,
      ],
    );
    if (inserted) return { record: inserted, created: true };
    const [existing] = await manager.query<CertificateRecord[]>(
      `SELECT ${COLUMNS} FROM donation_certificates WHERE financial_year = $1 AND sha256 = $2`,
      [certificate.financialYear, certificate.sha256],
    );
    return { record: existing, created: false };
  }

  async findOne(id: string, manager?: EntityManager): Promise<CertificateRecord | null> {
    const [row] = await (manager ?? this.dataSource).query<CertificateRecord[]>(
      `SELECT ${COLUMNS} FROM donation_certificates WHERE id = $1${manager ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return row ?? null;
  }

  async pdfOf(id: string): Promise<Buffer | null> {
    const [row] = await this.dataSource.query<{ pdf: Buffer }[]>(
      `SELECT pdf FROM donation_certificates WHERE id = $1`,
      [id],
    );
    return row?.pdf ?? null;
  }

  async assign(manager: EntityManager, id: string, email: string): Promise<void> {
    await manager.query(
      `UPDATE donation_certificates SET donor_email = $2, matched_by = 'staff', emailed_at = NULL WHERE id = $1`,
      [id, email],
    );
  }

  async markEmailed(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE donation_certificates SET emailed_at = now() WHERE id = $1`, [id]);
  }

  /** The language of the donor's latest gift, or null. */
  async localeOf(manager: EntityManager, email: string): Promise<Locale | null> {
    const [row] = await manager.query<{ locale: Locale }[]>(
      `SELECT locale FROM donations WHERE lower(email) = lower($1) ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return row?.locale ?? null;
  }

  /** A year's certificates no donor was found for, oldest first. */
  async listUnmatched(year: string): Promise<CertificateRecord[]> {
    return this.dataSource.query<CertificateRecord[]>(
      `SELECT ${COLUMNS} FROM donation_certificates WHERE financial_year = $1 AND donor_email IS NULL
        ORDER BY created_at, file_name`,
      [year],
    );
  }

  /** The donor's certificates, newest year first. */
  async listForEmail(email: string): Promise<CertificateRecord[]> {
    return this.dataSource.query<CertificateRecord[]>(
      `SELECT ${COLUMNS} FROM donation_certificates WHERE donor_email = lower($1)
        ORDER BY financial_year DESC, created_at DESC`,
      [email],
    );
  }
}
