import { Box, Stack, Typography } from '@mui/material';
import {
  FunctionField,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type AdminDonation, formatIndiaDateTime, formatInr } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
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
          label="resources.donations.columns.payment"
          render={(record: AdminDonation) =>
            [record.paymentId, record.orderId].filter(Boolean).join(' · ') || '—'
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
                ? ` · ${translate('resources.donations.show.financialYear', { year: record.financialYear })}`
                : ''
            }`
          }
        />
        <FunctionField
          label="resources.donations.show.created"
          render={(record: AdminDonation) => formatIndiaDateTime(record.createdAt, locale)}
        />
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
