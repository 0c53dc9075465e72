import { Box, Stack, Typography } from '@mui/material';
import {
  FunctionField,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  type AdminDonation,
  formatIndiaDateTime,
  formatInr,
  type Locale,
  taxRegimeAt,
} from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { DateTimeField, PaymentStatusChip } from '../common/cells';
import { Receipt80gChip, RecurringGiftLink, RefundChip } from './donationFields';
import { TYPE_LABELS } from './givingLabels';
import { ReceiptButtons } from './ReceiptButtons';
import { CancelReceiptButton } from './CancelReceiptButton';
import { CorrectReceiptButton } from './CorrectReceiptButton';
import { RefundButton } from './RefundButton';

function ShowActions() {
  const record = useRecordContext<AdminDonation>();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {record && <ReceiptButtons donation={record} />}
      {record && <CorrectReceiptButton donation={record} />}
      {record && <RefundButton donation={record} />}
      {record && <CancelReceiptButton donation={record} />}
    </TopToolbar>
  );
}

/** One donation: donor, payment, receipt (download, resend) and tax details (PAN masked). */
/** The statement that reports a gift: the form and period word of the regime of its date. */
function statementOf(record: AdminDonation, locale: Locale) {
  const regime = taxRegimeAt(new Date(record.completedAt ?? record.createdAt));
  return { form: regime.statementForm, period: regime.periodWord[locale], year: record.financialYear };
}

export default function DonationShow() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <Show title="resources.donations.show.title" actions={<ShowActions />}>
      <SimpleShowLayout>
        <FunctionField
          label="resources.donations.columns.donor"
          render={(record: AdminDonation) => (
            <Stack>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {record.name || translate('resources.donations.list.anonymous')}
              </Typography>
              <Typography variant="body2">
                {[record.email, record.phone].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
          )}
        />
        <FunctionField
          label="resources.donations.columns.amount"
          render={(record: AdminDonation) => (
            <Box>
              {formatInr(record.amount, locale)} ·{' '}
              {TYPE_LABELS[record.donationType]
                ? translate(TYPE_LABELS[record.donationType])
                : record.donationType}
              <RecurringGiftLink id={record.recurringGiftId} />
            </Box>
          )}
        />
        <FunctionField
          label="resources.donations.columns.status"
          render={(record: AdminDonation) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <PaymentStatusChip status={record.paymentStatus} />
              {record.failureReason && <Typography variant="caption">{record.failureReason}</Typography>}
            </Stack>
          )}
        />
        <FunctionField
          label="resources.donations.show.refund"
          render={(record: AdminDonation) =>
            record.refund ? (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="donation-refund">
                <RefundChip record={record} />
                <Typography variant="body2">
                  {translate('resources.donations.show.refundLine', {
                    amount: formatInr(record.refund.amount, locale),
                    requested: formatIndiaDateTime(record.refund.requestedAt, locale),
                    attempts: record.refund.attempts,
                  })}
                </Typography>
                {record.refund.processedAt && (
                  <Typography variant="body2">
                    {translate('resources.donations.show.refundProcessedOn', {
                      date: formatIndiaDateTime(record.refund.processedAt, locale),
                    })}
                  </Typography>
                )}
                {record.refund.failureReason && (
                  <Typography variant="caption" color="error">
                    {record.refund.failureReason}
                  </Typography>
                )}
              </Stack>
            ) : (
              translate('resources.donations.show.noRefund')
            )
          }
        />
        <FunctionField
          label="resources.donations.columns.payment"
          render={(record: AdminDonation) =>
            [
              translate(`resources.donations.modes.${record.giftMode}`, { _: record.giftMode }),
              record.paymentId,
              record.orderId,
            ]
              .filter(Boolean)
              .join(' · ')
          }
        />
        <FunctionField
          label="resources.donations.columns.receipt"
          render={(record: AdminDonation) =>
            record.receiptNumber ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{record.receiptNumber}</span>
                <Receipt80gChip record={record} />
              </Stack>
            ) : (
              translate('resources.donations.show.noReceipt')
            )
          }
        />
        <FunctionField
          label="resources.donations.show.receipts"
          render={(record: AdminDonation) =>
            record.receipts && record.receipts.length > 1 ? (
              <Stack spacing={1} data-testid="donation-receipts">
                {record.receipts.map((receipt) => (
                  <Box key={receipt.id}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {receipt.receiptNumber} · {receipt.donorName}
                      {receipt.panMasked ? ` · ${receipt.panMasked}` : ''}
                    </Typography>
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {receipt.cancelledAt
                        ? translate('resources.donations.show.receiptCancelledLine', {
                            date: formatIndiaDateTime(receipt.cancelledAt, locale),
                            reason: receipt.cancelReason ?? '',
                          })
                        : translate('resources.donations.show.receiptValid')}
                    </Typography>
                    {receipt.replacesReceiptNumber && (
                      <Typography variant="caption" sx={{ display: 'block' }}>
                        {translate('resources.donations.show.replaces', {
                          number: receipt.replacesReceiptNumber,
                        })}
                      </Typography>
                    )}
                    {receipt.replacedByReceiptNumber && (
                      <Typography variant="caption" sx={{ display: 'block' }}>
                        {translate('resources.donations.show.replacedBy', {
                          number: receipt.replacedByReceiptNumber,
                        })}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Stack>
            ) : null
          }
        />
        <FunctionField
          label="resources.donations.columns.pan"
          render={(record: AdminDonation) =>
            record.panMasked ?? translate('resources.donations.show.panNotGiven')
          }
        />
        <FunctionField
          label="resources.donations.show.form10bd"
          render={(record: AdminDonation) =>
            `${translate(`admin.taxDonationTypes.${record.taxDonationType}`, { _: record.taxDonationType })}${
              record.financialYear
                ? ` · ${translate('resources.donations.show.financialYear', statementOf(record, locale))}`
                : ''
            }`
          }
        />
        <DateTimeField source="createdAt" label="resources.donations.show.created" />
        <FunctionField
          label="resources.donations.show.completed"
          render={(record: AdminDonation) =>
            record.completedAt ? formatIndiaDateTime(record.completedAt, locale) : '—'
          }
        />
      </SimpleShowLayout>
    </Show>
  );
}
