import {
  donorTaxDetailsProblems,
  type DonationType,
  type DonorCitizenship,
  formatInr,
  isIndianPassportNumber,
  normalizePassportNumber,
} from '@foundation/shared';
import { currentLocale, t } from '../../../i18n/i18n';
import { CONTRIBUTE } from '../content';

export type FieldName = 'custom' | 'name' | 'email' | 'phone' | 'passport' | 'pan' | 'address';
export type FieldErrors = Partial<Record<FieldName, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The Donate button's text: the amount and the period, in the language's word order ('Donate ₹1,000 /
 * month', '₹1,000 / माह दान करें').
 */
export function donateLabel(amount: number | null, type: DonationType): string {
  return amount
    ? t('contribute.donateAmount', {
        amount: `${formatInr(amount, currentLocale())}${CONTRIBUTE.periodSuffix[type]}`,
      })
    : CONTRIBUTE.donate;
}

export interface DonorInput {
  name: string;
  email: string;
  phone: string;
  pan: string;
  address: string;
  /** The declaration the Foreign Contribution (Regulation) Act asks for (libs/shared fcra.ts). */
  citizenship: DonorCitizenship;
  /** An Indian citizen living abroad: their Indian passport number. */
  passport: string;
}

export const EMPTY_DONOR: DonorInput = {
  name: '',
  email: '',
  phone: '',
  pan: '',
  address: '',
  citizenship: 'indian-in-india',
  passport: '',
};

/**
 * What is wrong with the donor's fields, by field: name, e-mail and phone are needed for the receipt and the
 * donor's link; PAN is optional, but when given it must be a PAN and the address is required with it (the
 * 80G receipt and Form 10BD need both).
 */
export function donorProblems(donor: DonorInput): FieldErrors {
  const problems: FieldErrors = {};
  if (!donor.name.trim()) problems.name = CONTRIBUTE.nameRequired;
  if (!donor.email.trim()) problems.email = CONTRIBUTE.emailRequired;
  else if (!EMAIL.test(donor.email.trim())) problems.email = CONTRIBUTE.emailInvalid;
  if (!donor.phone.trim()) problems.phone = CONTRIBUTE.phoneRequired;
  if (donor.citizenship === 'indian-abroad') {
    const passport = normalizePassportNumber(donor.passport);
    if (!passport) problems.passport = CONTRIBUTE.passportRequired;
    else if (!isIndianPassportNumber(passport)) problems.passport = CONTRIBUTE.passportInvalid;
  }
  // The shared rule words its problems in English: the page's language instead.
  const tax = donorTaxDetailsProblems({ pan: donor.pan, address: donor.address });
  if (tax.pan) problems.pan = CONTRIBUTE.panInvalid;
  if (tax.address) problems.address = CONTRIBUTE.addressRequiredWithPan;
  return problems;
}

/**
 * A monthly or yearly gift whose debit failed, set up again from its e-mail's link
 * (`/contribute?type=monthly&amount=1500&project=…&renew={gift id}&key={key}`): the same amount, period and
 * project, and the new gift replaces the stopped one (the API cancels it once the new one is authorised).
 */
export interface Renewal {
  giftId: string;
  key: string;
  period: 'monthly' | 'yearly';
  amount: number;
  projectId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The renewal a page address carries, or null when it carries none or a malformed one. */
export function renewalFromSearch(search: string): Renewal | null {
  const params = new URLSearchParams(search);
  const giftId = params.get('renew') ?? '';
  const key = params.get('key') ?? '';
  const period = params.get('type');
  const amount = Number(params.get('amount'));
  const projectId = params.get('project') ?? '';
  if (!UUID.test(giftId) || !/^[A-Za-z0-9_-]{16,128}$/.test(key)) return null;
  if (period !== 'monthly' && period !== 'yearly') return null;
  if (!Number.isInteger(amount) || amount < 1) return null;
  return { giftId, key, period, amount, projectId: UUID.test(projectId) ? projectId : '' };
}
