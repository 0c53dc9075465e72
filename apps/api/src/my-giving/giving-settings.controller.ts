import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { indiaCalendarDate, taxLawInForce, taxRegimeAt, type GivingSettings } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { Public } from '../common/public.decorator.js';
import { AppConfig } from '../config/app-config.js';

/** Smallest gift in whole rupees: what `POST /api/create-order` takes (its DTO's minimum). */
const MIN_DONATION_RUPEES = 1;

/** What the Contribute page, the footer and the tax panel need: bounds, recurring counts, the foundation. */
@ApiTags('giving')
@Public()
@Controller('giving')
export class GivingSettingsController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @CachePublicRead()
  @ApiOkResponse({
    description: 'Amount bounds, approval threshold, recurring counts, the foundation’s details',
  })
  settings(): GivingSettings {
    const c = this.config;
    // One source for receipts, the statement and the site: the validated legal details (demonstration ones
    // outside production), under today's tax regime: this answer is about no one donation.
    const now = new Date();
    const regime = taxRegimeAt(now);
    const legal = c.foundationLegalFor(regime);
    const today = indiaCalendarDate(now);
    return {
      minAmount: MIN_DONATION_RUPEES,
      maxAmount: c.DONATION_MAX_RUPEES,
      approvalThresholdRupees: c.DONATION_APPROVAL_THRESHOLD_RUPEES,
      recurringTotalCount: {
        monthly: c.RECURRING_MONTHLY_TOTAL_COUNT,
        yearly: c.RECURRING_YEARLY_TOTAL_COUNT,
      },
      foundation: {
        name: c.FOUNDATION_NAME,
        address: legal?.address ?? null,
        pan: legal?.pan ?? null,
        taxLaw: taxLawInForce(regime),
        urn: legal?.urn ?? null,
        approvedOn: legal?.approvedOn ?? null,
        validFrom: legal?.validFrom ?? null,
        validUntil: legal?.validUntil ?? null,
        deductibleReceipts: legal !== null && today >= legal.validFrom && today <= legal.validUntil,
      },
      foreignContributions: {
        accepted: c.fcraConfigured,
        fcraRegistrationNumber: c.fcraConfigured ? (c.FCRA_REGISTRATION_NUMBER ?? null) : null,
      },
    };
  }
}
