import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type AdminDonation } from '@foundation/shared';
import { saveFile } from '../common/ExportCsvButton';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';

/** The receipt's file name: its number without the slashes a file name cannot hold. */
export function receiptFileName(receiptNumber: string | null, donationId: string): string {
  return receiptNumber ? `${receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf` : `receipt-${donationId}.pdf`;
}

/** 'Download receipt' (the latest receipt's PDF) and 'Resend receipt' (the e-mail queued again). */
export function ReceiptButtons({ donation }: { donation: AdminDonation }) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const [busy, setBusy] = useState<null | 'download' | 'resend'>(null);
  if (!donation.receiptNumber) return null;

  const download = async () => {
    setBusy('download');
    try {
      const { blob, fileName } = await dataProvider.downloadFile(
        `donations/${encodeURIComponent(donation.id)}/receipt.pdf`,
        receiptFileName(donation.receiptNumber, donation.id),
        'application/pdf',
      );
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.donations.receipt.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      await dataProvider.resendReceipt(donation.id);
      toast.success(
        translate('resources.donations.receipt.resent', {
          number: donation.receiptNumber,
          email: donation.email ?? translate('resources.donations.receipt.theDonor'),
        }),
      );
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.donations.receipt.resendFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy !== null}>
        {translate(
          busy === 'download'
            ? 'resources.donations.receipt.downloading'
            : 'resources.donations.receipt.download',
        )}
      </Button>
      <Button size="small" startIcon={<SendIcon />} onClick={resend} disabled={busy !== null}>
        {translate(
          busy === 'resend' ? 'resources.donations.receipt.sending' : 'resources.donations.receipt.resend',
        )}
      </Button>
    </>
  );
}
