import { type RecurringDonationOrderResponse } from '@foundation/shared';
import { type CreateDonationOrderDto } from './dto/create-donation-order.dto.js';

/**
 * How `POST /api/create-order` starts a monthly or yearly gift: the recurring gifts register it when their
 * module starts (they depend on donations for recording each charge, never the reverse).
 */
export interface RecurringGiftOrders {
  /** Creates the gift and its provider subscription (the amount already checked against the bounds). */
  create(dto: CreateDonationOrderDto): Promise<RecurringDonationOrderResponse>;
}
