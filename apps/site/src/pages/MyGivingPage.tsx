import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  type DonorTaxDetailsRequest,
  type ErasureReport,
  type ReceiptSummary,
  type RecurringGiftView,
} from '@foundation/shared';
import { StyledButton, StyledButtonLink } from '../components/buttons';
import { StyledNotice } from '../components/forms';
import {
  autoGrid,
  cluster,
  stack,
  StyledCard,
  StyledCardTitle,
  StyledMuted,
  StyledPage,
  StyledStatus,
} from '../components/layout';
import { PageHeader, PageSection } from '../components/PageSections';
import { useToast } from '../components/Toasts';
import { usePageTitle } from '../components/usePageTitle';
import {
  addTaxDetails,
  cancelMyRecurringGift,
  fetchDocumentPdf,
  fetchReceiptPdf,
  receiptFileName,
  saveBlob,
} from '../modules/giving/api/myGiving.api';
import { GiftList } from '../modules/giving/components/GiftList';
import { RecurringGiftCard } from '../modules/giving/components/RecurringGiftCard';
import { TaxDetailsForm } from '../modules/giving/components/TaxDetailsForm';
import { tokenFromHash, useMyGiving } from '../modules/giving/hooks/useMyGiving';
import { MY_GIVING } from '../modules/giving/texts';
import { staticPageMeta } from '../seo/pageMeta';
import { DataRights } from '../modules/privacy/components/DataRights';
import { DonorCorrection } from '../modules/privacy/components/DonorCorrection';
import { ErasedView } from '../modules/privacy/components/ErasedView';
import { eraseDonorData, fetchDonorData } from '../modules/privacy/rights.api';
import { RIGHTS_TEXTS } from '../modules/privacy/rightsTexts';

/**
 * "My giving": the donor's gifts, receipts and recurring gifts, opened from the secret link in every
 * donation e-mail (`/my-giving#{token}`). The token stays in the fragment, which browsers never send, and
 * goes to the API only in a header.
 */
export default function MyGivingPage() {
  const meta = staticPageMeta('/my-giving');
  usePageTitle(meta.title, meta.description);
  const { hash } = useLocation();
  const token = tokenFromHash(hash);
  const { giving, error, invalid, isLoading, mutate } = useMyGiving(token);
  const toast = useToast();
  const [notice, setNotice] = useState<string | null>(null);
  const [erased, setErased] = useState<ErasureReport | null>(null);

  const cancelGift = async (gift: RecurringGiftView) => {
    const { recurringGift } = await cancelMyRecurringGift(token!, gift.id);
    await mutate(
      (current) =>
        current && {
          ...current,
          recurringGifts: current.recurringGifts.map((item) =>
            item.id === recurringGift.id ? recurringGift : item,
          ),
        },
      { revalidate: false },
    );
    setNotice(MY_GIVING.cancelled(gift.period));
  };

  const addDetails = async (details: DonorTaxDetailsRequest) => {
    const next = await addTaxDetails(token!, details);
    await mutate(next, { revalidate: false });
    setNotice(MY_GIVING.taxDone);
  };

  const download = async (receipt: ReceiptSummary) => {
    try {
      saveBlob(await fetchReceiptPdf(token!, receipt.id), receiptFileName(receipt.receiptNumber));
    } catch {
      toast.error(MY_GIVING.downloadFailed);
    }
  };

  const downloadDocument = async (
    document: { statementYear: string } | { certificateId: string },
    fileName: string,
  ) => {
    try {
      saveBlob(await fetchDocumentPdf(token!, document), fileName);
    } catch {
      toast.error(MY_GIVING.downloadFailed);
    }
  };

  if (erased) return <ErasedView report={erased} />;
  let body;
  if (invalid) {
    body = (
      <StyledCard as="div" role="alert">
        <StyledCardTitle as="h2">{MY_GIVING.invalidTitle}</StyledCardTitle>
        <p>{token ? MY_GIVING.invalid : MY_GIVING.noToken}</p>
        <StyledActions>
          <StyledButtonLink to="/contribute" $variant="secondary">
            {MY_GIVING.contribute}
          </StyledButtonLink>
        </StyledActions>
      </StyledCard>
    );
  } else if (error) {
    body = (
      <StyledCard as="div" role="alert">
        <p>{MY_GIVING.failed}</p>
        <StyledActions>
          <StyledButton type="button" onClick={() => mutate()}>
            {MY_GIVING.retry}
          </StyledButton>
        </StyledActions>
      </StyledCard>
    );
  } else if (!giving || isLoading) {
    body = <StyledStatus role="status">{MY_GIVING.loading}</StyledStatus>;
  } else {
    const without80G = giving.donations.filter((donation) => donation.canAdd80G).length;
    body = (
      <>
        <StyledIntro>
          <StyledMuted>{MY_GIVING.greeting(giving.donor.name, giving.donor.email)}</StyledMuted>
          <div role="status">{notice && <StyledNotice $tone="success">{notice}</StyledNotice>}</div>
        </StyledIntro>
        {giving.recurringGifts.length > 0 && (
          <PageSection id="my-giving-recurring" title={MY_GIVING.recurringTitle}>
            <StyledGifts>
              {giving.recurringGifts.map((gift) => (
                <li key={gift.id}>
                  <RecurringGiftCard gift={gift} onCancel={cancelGift} />
                </li>
              ))}
            </StyledGifts>
          </PageSection>
        )}
        {without80G > 0 && (
          <PageSection id="my-giving-80g" title={MY_GIVING.taxTitle}>
            <StyledCard as="div">
              <TaxDetailsForm count={without80G} onSubmit={addDetails} />
            </StyledCard>
          </PageSection>
        )}
        {((giving.statementYears?.length ?? 0) > 0 || (giving.certificates?.length ?? 0) > 0) && (
          <PageSection id="my-giving-documents" title={MY_GIVING.documentsTitle}>
            <StyledMuted>{MY_GIVING.documentsHint}</StyledMuted>
            <StyledActions>
              {giving.statementYears?.map((year) => (
                <StyledButton
                  key={year}
                  type="button"
                  $variant="secondary"
                  onClick={() => void downloadDocument({ statementYear: year }, `statement-${year}.pdf`)}
                >
                  {MY_GIVING.statement(year)}
                </StyledButton>
              ))}
              {giving.certificates?.map((certificate) => (
                <StyledButton
                  key={certificate.id}
                  type="button"
                  $variant="secondary"
                  onClick={() =>
                    void downloadDocument(
                      { certificateId: certificate.id },
                      `certificate-${certificate.financialYear}.pdf`,
                    )
                  }
                >
                  {MY_GIVING.certificate(certificate.formName, certificate.financialYear)}
                </StyledButton>
              ))}
            </StyledActions>
          </PageSection>
        )}
        <PageSection id="my-giving-gifts" title={MY_GIVING.giftsTitle}>
          {giving.donations.length === 0 ? (
            <p>{MY_GIVING.empty}</p>
          ) : (
            <StyledCard as="div">
              <GiftList donations={giving.donations} onDownload={download} />
            </StyledCard>
          )}
        </PageSection>
        <PageSection id="my-giving-data" title={RIGHTS_TEXTS.heading}>
          <DataRights
            email={giving.donor.email}
            loadData={() => fetchDonorData(token!)}
            erase={() => eraseDonorData(token!)}
            onErased={setErased}
            correction={<DonorCorrection canAddTaxDetails={without80G > 0} />}
          />
        </PageSection>
      </>
    );
  }

  return (
    <StyledPage>
      <PageHeader title={MY_GIVING.title} lead={MY_GIVING.lead} />
      {body}
    </StyledPage>
  );
}

const StyledIntro = styled.div`
  ${stack('sm')}
`;

const StyledActions = styled.div`
  ${cluster('sm')}
`;

const StyledGifts = styled.ul`
  ${autoGrid('cardMinWidth', 'lg')}
  margin: 0;
  padding: 0;
  list-style: none;
`;
