import { useState } from 'react';
import styled from 'styled-components';
import { formatInr, type MyGivingDonation, type ReceiptSummary } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { stack, StyledVisuallyHidden } from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { indiaLongDate } from '../../donations/indiaLongDate';
import { MY_GIVING } from '../texts';

/**
 * The donor's gifts, newest first: date, amount, type, status and each receipt with its Download button. A
 * table from tablet width; one block per gift on a phone (the same cells, each with its label).
 */
export function GiftList({
  donations,
  onDownload,
}: {
  donations: MyGivingDonation[];
  onDownload(receipt: ReceiptSummary): Promise<void>;
}) {
  const sorted = [...donations].sort((a, b) => (b.receivedAt ?? '').localeCompare(a.receivedAt ?? ''));
  return (
    <StyledTable>
      <caption>
        <StyledVisuallyHidden>{MY_GIVING.giftsTitle}</StyledVisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{MY_GIVING.date}</th>
          <th scope="col">{MY_GIVING.amount}</th>
          <th scope="col">{MY_GIVING.kind}</th>
          <th scope="col">{MY_GIVING.status}</th>
          <th scope="col">{MY_GIVING.receipts}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((donation) => (
          <tr key={donation.id}>
            <td data-label={MY_GIVING.date}>{indiaLongDate(donation.receivedAt) ?? '-'}</td>
            <td data-label={MY_GIVING.amount}>
              <strong>{formatInr(donation.amount, currentLocale())}</strong>
            </td>
            <td data-label={MY_GIVING.kind}>{MY_GIVING.type[donation.donationType]}</td>
            <td data-label={MY_GIVING.status}>
              <StyledStatus $status={donation.status}>
                {MY_GIVING.paymentStatus[donation.status]}
              </StyledStatus>
              {donation.refundStatus && (
                <StyledKind data-testid="refund-status">
                  {MY_GIVING.refundStatus[donation.refundStatus]}
                </StyledKind>
              )}
            </td>
            <td data-label={MY_GIVING.receipts}>
              {donation.receipts.length === 0 ? (
                MY_GIVING.noReceipt
              ) : (
                <StyledReceipts>
                  {donation.receipts.map((receipt) => (
                    <ReceiptItem key={receipt.id} receipt={receipt} onDownload={onDownload} />
                  ))}
                </StyledReceipts>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

function ReceiptItem({
  receipt,
  onDownload,
}: {
  receipt: ReceiptSummary;
  onDownload(receipt: ReceiptSummary): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <li>
      <span>
        {receipt.receiptNumber}
        <StyledKind>{MY_GIVING.receiptKind(receipt.is80G, receipt.taxRegime)}</StyledKind>
        {receipt.replacesReceiptNumber && (
          <StyledKind>{MY_GIVING.replaces(receipt.replacesReceiptNumber)}</StyledKind>
        )}
      </span>
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={busy}
        aria-label={MY_GIVING.downloadLabel(receipt.receiptNumber)}
        onClick={async () => {
          setBusy(true);
          try {
            await onDownload(receipt);
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? MY_GIVING.downloading : MY_GIVING.download}
      </StyledButton>
    </li>
  );
}

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
    vertical-align: top;
  }

  /* On a phone each gift is a block of labelled lines instead of a row five columns wide. */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.md}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }

    tr {
      display: block;
      padding: ${({ theme }) => `${theme.space.sm} 0`};
      border-bottom: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
    }

    td {
      display: grid;
      grid-template-columns: ${({ theme }) => theme.layout.receiptLabelMinWidth} 1fr;
      gap: ${({ theme }) => theme.space.xs};
      padding: ${({ theme }) => `${theme.space.xxs} 0`};
      border: 0;
    }

    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;

const StyledStatus = styled.span<{ $status: MyGivingDonation['status'] }>`
  color: ${({ theme, $status }) =>
    $status === 'completed'
      ? theme.colors.success
      : $status === 'failed'
        ? theme.colors.danger
        : theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledReceipts = styled.ul`
  ${stack('xs')}
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
  }

  span {
    display: flex;
    flex-direction: column;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledKind = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
