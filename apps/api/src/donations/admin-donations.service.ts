import { Injectable } from '@nestjs/common';
import { type DonationType, type PaymentStatus } from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import { parseListQuery } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { donationError, DonationErrorCode } from './donations.errors.js';
import { DONATION_LIST_SPEC, DonationsRepository, type AdminDonationRecord } from './donations.repository.js';

/** A donation as the admin panel lists it (never its access token hash). */
export interface AdminDonation {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Rupees. */
  amount: number;
  currency: string;
  donationType: DonationType;
  paymentStatus: PaymentStatus;
  orderId: string | null;
  paymentId: string | null;
  failureReason: string | null;
  completedAt: string | null;
  createdAt: string;
}

const toAdmin = (record: AdminDonationRecord): AdminDonation => ({
  id: record.id,
  name: record.name,
  email: record.email,
  phone: record.phone,
  amount: Number(record.amount),
  currency: record.currency,
  donationType: record.donationType,
  paymentStatus: record.paymentStatus,
  orderId: record.orderId,
  paymentId: record.paymentId,
  failureReason: record.failureReason,
  completedAt: record.completedAt ? record.completedAt.toISOString() : null,
  createdAt: record.createdAt.toISOString(),
});

/** Donations in the admin API: read-only list and one donation. */
@Injectable()
export class AdminDonationsService {
  constructor(private readonly donations: DonationsRepository) {}

  async list(query: RaListQuery): Promise<ListPage<AdminDonation>> {
    const parsed = parseListQuery(query, DONATION_LIST_SPEC);
    const { rows, total } = await this.donations.listForAdmin(parsed);
    return { rows: rows.map(toAdmin), total, offset: parsed.offset };
  }

  async get(id: string): Promise<AdminDonation> {
    const record = await this.donations.findForAdmin(id);
    if (!record) throw donationError(DonationErrorCode.NotFound);
    return toAdmin(record);
  }
}
