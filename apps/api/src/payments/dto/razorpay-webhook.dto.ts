import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The OpenAPI description of `POST /api/payments/razorpay/webhook`: Razorpay's event as it sends it (and the
 * sandbox, in the same shape). The handler reads it only after its HMAC signature (`X-Razorpay-Signature`,
 * over the raw body) is verified; this class describes it and validates nothing.
 */
export class RazorpayWebhookDto {
  @ApiProperty({
    example: 'payment.captured',
    description:
      'payment.captured, payment.failed, order.paid, subscription.*, refund.created, refund.processed, refund.failed; others are recorded and ignored',
  })
  event: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The entities of the event, as Razorpay sends them (payment, order, subscription, refund)',
  })
  payload: Record<string, unknown>;

  @ApiPropertyOptional({ example: 'event' })
  entity?: string;

  @ApiPropertyOptional({ example: 'acc_BFQ7uQEaa7j2z7' })
  account_id?: string;

  @ApiPropertyOptional({ type: [String], example: ['payment'] })
  contains?: string[];

  @ApiPropertyOptional({ type: 'integer', description: 'Unix time of the event' })
  created_at?: number;
}
