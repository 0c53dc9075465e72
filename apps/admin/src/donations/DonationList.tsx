import { Box } from '@mui/material';
import {
  FilterButton,
  FunctionField,
  SearchInput,
  SelectInput,
  ShowButton,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { type AdminDonation, formatIndiaDateTime, formatInr } from '@foundation/shared';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { CalendarDateFilter } from '../common/inputs';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndianDate } from '../common/indianDate';
import { STATUS_CHOICES, statusLabel } from '../common/status';
import { DateTimeField, PaymentStatusChip, StackedCell } from '../common/cells';
import { FcraChip, Receipt80gChip, RecurringGiftLink, RefundChip } from './donationFields';
import { CertificatesButton } from './CertificatesButton';
import { FcraExportButton } from './FcraExportButton';
import { Form10bdButton } from './Form10bdButton';
import {
  FCRA_CHOICES,
  GIFT_MODE_CHOICES,
  IS_80G_CHOICES,
  recentFinancialYears,
  TYPE_CHOICES,
  TYPE_LABELS,
} from './givingLabels';
import { AddNewButton } from '../common/AddNewButton';
import type { Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import { PanelList } from '../common/ResourceList';

// Labels, choice names and empty texts are catalogue keys (react-admin translates them); SearchInput shows
// its placeholder as it is.
const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.donations.list.searchPlaceholder')}
  />,
  <SelectInput
    key="paymentStatus"
    source="paymentStatus"
    label="resources.donations.filters.status"
    choices={STATUS_CHOICES}
    emptyText="resources.registrations.list.allStatus"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="financialYear"
    source="financialYear"
    label="resources.donations.filters.financialYear"
    choices={recentFinancialYears().map((label) => ({ id: label, name: label }))}
    translateChoice={false}
    emptyText="resources.donations.list.allYears"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="donationType"
    source="donationType"
    label="resources.donations.filters.type"
    choices={TYPE_CHOICES}
    emptyText="resources.donations.list.allTypes"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="giftMode"
    source="giftMode"
    label="resources.donations.filters.giftMode"
    choices={GIFT_MODE_CHOICES}
    emptyText="resources.donations.list.allModes"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="is80G"
    source="is80G"
    label="resources.donations.filters.is80G"
    choices={IS_80G_CHOICES}
    emptyText="admin.common.all"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="fcra"
    source="fcra"
    label="resources.donations.filters.fcra"
    choices={FCRA_CHOICES}
    emptyText="admin.common.all"
    {...SHOW_EMPTY_CHOICE}
  />,
  // India days, inclusive: the Dashboard's figures link here with them.
  <CalendarDateFilter
    key="createdFrom"
    source="createdFrom"
    label="resources.registrations.filters.createdFrom"
  />,
  <CalendarDateFilter key="createdTo" source="createdTo" label="resources.registrations.filters.createdTo" />,
];

/** A donation type as staff read it ('Monthly'); an unknown one as it is. */
const typeName = (translate: Translate, type: string) =>
  TYPE_LABELS[type] ? translate(TYPE_LABELS[type]) : type;

function filterLabels(translate: Translate) {
  return {
    paymentStatus: {
      label: translate('resources.donations.filters.status'),
      text: (value: unknown) => statusLabel(String(value), translate),
    },
    financialYear: { label: translate('resources.donations.filters.financialYear') },
    donationType: {
      label: translate('resources.donations.filters.type'),
      text: (value: unknown) => typeName(translate, String(value)),
    },
    giftMode: {
      label: translate('resources.donations.filters.giftMode'),
      text: (value: unknown) => translate(`resources.donations.modes.${String(value)}`, { _: String(value) }),
    },
    is80G: {
      label: translate('resources.donations.filters.is80G'),
      text: (value: unknown) =>
        translate(
          String(value) === 'true'
            ? 'resources.donations.list.with80g'
            : 'resources.donations.list.without80g',
        ),
    },
    fcra: {
      label: translate('resources.donations.filters.fcra'),
      text: (value: unknown) =>
        translate(
          String(value) === 'true' ? 'resources.donations.list.fcraOnly' : 'resources.donations.list.notFcra',
        ),
    },
    createdFrom: {
      label: translate('resources.registrations.filters.createdFrom'),
      text: (value: unknown) => formatIndianDate(String(value)),
    },
    createdTo: {
      label: translate('resources.registrations.filters.createdTo'),
      text: (value: unknown) => formatIndianDate(String(value)),
    },
  };
}

const contactLine = (record: AdminDonation) => [record.email, record.phone].filter(Boolean).join(' · ');

/** A donation as a card on a phone. */
function DonationCardBody({ record }: { record: AdminDonation }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.name || translate('resources.donations.list.anonymous')}</CardTitle>
      <CardLine>{contactLine(record)}</CardLine>
      <CardLine label={translate('resources.donations.columns.amount')}>
        {formatInr(record.amount, locale)} · {typeName(translate, record.donationType)} ·{' '}
        {translate(`resources.donations.modes.${record.giftMode}`, { _: record.giftMode })}
      </CardLine>
      <CardLine>
        <RecurringGiftLink id={record.recurringGiftId} />
      </CardLine>
      <CardLine label={translate('resources.donations.columns.receipt')}>{record.receiptNumber}</CardLine>
      <CardLine label={translate('resources.donations.columns.pan')}>{record.panMasked}</CardLine>
      <CardLine label={translate('resources.donations.columns.payment')}>{record.paymentId}</CardLine>
      <CardLine label={translate('resources.donations.columns.date')}>
        {formatIndiaDateTime(record.createdAt, locale)}
      </CardLine>
      <Box sx={{ mt: 0.5, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <PaymentStatusChip status={record.paymentStatus} />
        <RefundChip record={record} />
        <Receipt80gChip record={record} />
        <FcraChip record={record} />
      </Box>
      <CardActionsRow>
        <ShowButton label="resources.donations.list.open" />
      </CardActionsRow>
    </>
  );
}

function Actions() {
  const translate = useTranslate();
  return (
    // The API's formula-safe export, as on the other screens (react-admin's default 'EXPORT' wrote
    // the raw records in the browser, formulas included), the statement of donations for the income-tax portal,
    // and the certificates of donation it then generates. Wraps on a phone: the actions do not fit in 390 px.
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <FilterButton />
      <AddNewButton
        label={translate('resources.donations.record.button')}
        to="/donations/create"
        variant="contained"
      />
      <Form10bdButton />
      <FcraExportButton />
      <CertificatesButton />
      <ExportCsvButton resource="donations" failureMessage="resources.donations.list.exportFailed" />
    </TopToolbar>
  );
}

/**
 * Donations with their type, recurring gift, receipt (number, 80G or not), masked PAN and status; filtered
 * by financial year, type and 80G. Needs GET /api/admin/donations. A row opens the donation (receipt
 * download and resend).
 */
export default function DonationList() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <PanelList
      title="resources.donations.list.title"
      filters={filters(translate)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      fetchFailed="resources.donations.list.fetchFailed"
      // The list (with its filters and export) even before the first donation, not react-admin's empty page.
      empty={false}
      actions={<Actions />}
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="show" card={DonationCardBody}>
        <FunctionField
          label="resources.donations.columns.donor"
          sortBy="name"
          render={(record: AdminDonation) => (
            <StackedCell
              strong
              main={record.name || translate('resources.donations.list.anonymous')}
              lines={[contactLine(record)]}
            />
          )}
        />
        <FunctionField
          label="resources.donations.columns.type"
          sortBy="donationType"
          render={(record: AdminDonation) => (
            <Box>
              {typeName(translate, record.donationType)}
              <RecurringGiftLink id={record.recurringGiftId} />
            </Box>
          )}
        />
        <FunctionField
          label="resources.donations.columns.amount"
          sortBy="amount"
          render={(record: AdminDonation) => (
            <Box>
              <StackedCell main={formatInr(record.amount, locale)} note={record.paymentId} />
              <FcraChip record={record} />
            </Box>
          )}
        />
        <FunctionField
          label="resources.donations.columns.receipt"
          sortable={false}
          render={(record: AdminDonation) =>
            record.receiptNumber ? (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {record.receiptNumber}
                </Box>
                <Receipt80gChip record={record} />
              </Box>
            ) : null
          }
        />
        <FunctionField
          label="resources.donations.columns.pan"
          sortable={false}
          render={(record: AdminDonation) => record.panMasked ?? ''}
        />
        <FunctionField
          label="resources.donations.columns.status"
          sortBy="paymentStatus"
          render={(record: AdminDonation) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
              <PaymentStatusChip status={record.paymentStatus} />
              <RefundChip record={record} />
            </Box>
          )}
        />
        <DateTimeField source="createdAt" label="resources.donations.columns.date" />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
