import { Box, Stack, Typography } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import {
  type AdminDonation,
  formatIndiaDateTime,
  formatInr,
  TAX_DONATION_TYPE_LABELS,
} from '@foundation/shared';
import { PaymentStatusChip } from '../common/cells';
import { Receipt80gChip, RecurringGiftLink } from './donationFields';
import { TYPE_LABELS } from './givingLabels';
import { ReceiptButtons } from './ReceiptButtons';

function ShowActions() {
  const record = useRecordContext<AdminDonation>();
  return <TopToolbar>{record && <ReceiptButtons donation={record} />}</TopToolbar>;
}

/** One donation: donor, payment, receipt (download, resend) and tax details (PAN masked). */
export default function DonationShow() {
  return (
    <Show title="Donation" actions={<ShowActions />}>
      <SimpleShowLayout>
        <FunctionField
          label="Donor"
          render={(record: AdminDonation) => (
            <Stack>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {record.name || 'Anonymous'}
              </Typography>
              <Typography variant="body2">
                {[record.email, record.phone].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
          )}
        />
        <FunctionField
          label="Amount"
          render={(record: AdminDonation) => (
            <Box>
              {formatInr(record.amount)} · {TYPE_LABELS[record.donationType] ?? record.donationType}
              <RecurringGiftLink id={record.recurringGiftId} />
            </Box>
          )}
        />
        <FunctionField
          label="Status"
          render={(record: AdminDonation) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <PaymentStatusChip status={record.paymentStatus} />
              {record.failureReason && <Typography variant="caption">{record.failureReason}</Typography>}
            </Stack>
          )}
        />
        <FunctionField
          label="Payment"
          render={(record: AdminDonation) =>
            [record.paymentId, record.orderId].filter(Boolean).join(' · ') || '—'
          }
        />
        <FunctionField
          label="Receipt"
          render={(record: AdminDonation) =>
            record.receiptNumber ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{record.receiptNumber}</span>
                <Receipt80gChip record={record} />
              </Stack>
            ) : (
              'No receipt yet'
            )
          }
        />
        <FunctionField label="PAN" render={(record: AdminDonation) => record.panMasked ?? 'Not given'} />
        <FunctionField
          label="Form 10BD"
          render={(record: AdminDonation) =>
            `${TAX_DONATION_TYPE_LABELS[record.taxDonationType] ?? record.taxDonationType}${
              record.financialYear ? ` · financial year ${record.financialYear}` : ''
            }`
          }
        />
        <FunctionField
          label="Created"
          render={(record: AdminDonation) => formatIndiaDateTime(record.createdAt)}
        />
        <FunctionField
          label="Completed"
          render={(record: AdminDonation) =>
            record.completedAt ? formatIndiaDateTime(record.completedAt) : '—'
          }
        />
      </SimpleShowLayout>
    </Show>
  );
}
