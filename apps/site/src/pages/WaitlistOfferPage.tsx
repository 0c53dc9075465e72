import { useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import styled from 'styled-components';
import {
  bookingPath,
  formatDateRange,
  formatIndiaDateTime,
  formatInr,
  type RegistrationReceipt,
  type WaitlistOffer,
} from '@foundation/shared';
import { StyledButton, StyledButtonLink, StyledButtonRow } from '../components/buttons';
import { StyledNotice } from '../components/forms';
import {
  StyledErrorText,
  StyledMuted,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledStatus,
  StyledTag,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { currentLocale } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { SWR_OPTIONS } from '../lib/swr';
import { usePaidFlow } from '../modules/payments/hooks/usePaidFlow';
import { confirmRegistrationPayment } from '../modules/registration/api/registrations.api';
import { acceptWaitlistOffer, fetchWaitlistOffer } from '../modules/registration/api/waitlist.api';
import { Receipt } from '../modules/registration/components/Receipt';
import { WAITLIST_TEXTS } from '../modules/registration/waitlistTexts';

type Step =
  | { kind: 'idle'; message?: string }
  | { kind: 'working' }
  | { kind: 'paying' }
  | { kind: 'booked'; receipt: RegistrationReceipt; bookingToken: string };

/**
 * The waiting list's offer (docs/product.md "Waiting list"), reached by the secret link of the offer e-mail:
 * what is held and until when, then one button. Free: the seats are booked at once. Paid: Checkout for the
 * held registration, confirmed as any registration. A dismissed Checkout keeps the seats held (the offer
 * stays open until its time runs out), so the visitor can try again.
 */
export default function WaitlistOfferPage() {
  const { token } = useParams();
  const t = WAITLIST_TEXTS.offer;
  const {
    data: offer,
    error,
    mutate,
  } = useSWR<WaitlistOffer, Error, readonly ['waitlist-offer', string] | null>(
    token ? (['waitlist-offer', token] as const) : null,
    ([, value]) => fetchWaitlistOffer(value),
    SWR_OPTIONS,
  );
  const notFound = !token || (error instanceof ApiError && error.status === 404);
  usePageTitle(offer ? `${t.title}: ${offer.event.title}` : notFound ? t.notFoundTitle : t.title);

  if (notFound) {
    return (
      <StyledPage>
        <StyledPageTitle>{t.notFoundTitle}</StyledPageTitle>
        <StyledMuted>{t.notFoundNote}</StyledMuted>
        <StyledButtonLink to="/events">{t.backToEvents}</StyledButtonLink>
      </StyledPage>
    );
  }
  if (!offer || !token) {
    return error ? (
      <StyledPage>
        <StyledErrorText role="alert">{t.loadFailed}</StyledErrorText>
        <StyledButton type="button" onClick={() => mutate()}>
          {t.retry}
        </StyledButton>
      </StyledPage>
    ) : (
      <StyledStatus role="status">{t.loading}</StyledStatus>
    );
  }
  return <OfferDetails offer={offer} token={token} reload={() => mutate()} />;
}

function OfferDetails({ offer, token, reload }: { offer: WaitlistOffer; token: string; reload: () => void }) {
  const t = WAITLIST_TEXTS.offer;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { pay, dialog } = usePaidFlow();

  const accept = async () => {
    setStep({ kind: 'working' });
    try {
      const { registration, accessToken, payment } = await acceptWaitlistOffer(token);
      if (!payment) {
        setStep({ kind: 'booked', receipt: registration, bookingToken: accessToken });
        return;
      }
      setStep({ kind: 'paying' });
      const outcome = await pay({
        order: payment,
        confirm: (result) => confirmRegistrationPayment(registration.id, accessToken, result),
        // The seats stay held for the offer's time: nothing to release.
        cancel: async () => undefined,
      });
      if (outcome.kind === 'paid') {
        setStep({ kind: 'booked', receipt: outcome.confirmed.registration, bookingToken: accessToken });
      } else {
        setStep({ kind: 'idle', message: t.notPaid });
      }
    } catch (failure) {
      const fromServer = failure instanceof ApiError && failure.fromServer && failure.status < 500;
      setStep({ kind: 'idle', message: fromServer ? failure.message : t.notPaid });
      reload();
    }
  };

  if (step.kind === 'booked') {
    return (
      <StyledPage>
        <StyledPageHeader>
          <StyledTag>{t.status.booked}</StyledTag>
          <StyledPageTitle>{t.bookedTitle}</StyledPageTitle>
        </StyledPageHeader>
        <StyledMuted role="status">{t.bookedNote}</StyledMuted>
        <StyledReceiptBox>
          <Receipt receipt={step.receipt} />
        </StyledReceiptBox>
        <StyledButtonRow data-print="hide">
          <StyledButtonLink to={bookingPath(step.bookingToken)}>{t.manageBooking}</StyledButtonLink>
        </StyledButtonRow>
      </StyledPage>
    );
  }

  const open = offer.status === 'offered';
  const booked = offer.status === 'booked';
  const busy = step.kind === 'working' || step.kind === 'paying';
  const amount = offer.isPaid ? formatInr(offer.totalAmount, currentLocale()) : t.free;
  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledTag>{t.status[offer.status]}</StyledTag>
        <StyledPageTitle>{booked ? t.bookedTitle : t.title}</StyledPageTitle>
        {open && <StyledMuted>{t.greeting(offer.name)}</StyledMuted>}
      </StyledPageHeader>
      <StyledSummary>
        <div>
          <dt>{t.event}</dt>
          <dd>{offer.event.title}</dd>
        </div>
        <div>
          <dt>{t.dates}</dt>
          <dd>
            <time dateTime={offer.event.startDate}>
              {formatDateRange(offer.event.startDate, offer.event.endDate, currentLocale())}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t.place}</dt>
          <dd>{offer.event.location}</dd>
        </div>
        <div>
          <dt>{t.ticketType}</dt>
          <dd>{offer.ticketTypeName}</dd>
        </div>
        <div>
          <dt>{t.tickets}</dt>
          <dd>{offer.numberOfTickets}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd>{amount}</dd>
        </div>
        {open && offer.offerExpiresAt && (
          <div>
            <dt>{t.heldUntil}</dt>
            <dd>
              <time dateTime={offer.offerExpiresAt}>
                {formatIndiaDateTime(offer.offerExpiresAt, currentLocale())}
              </time>
            </dd>
          </div>
        )}
      </StyledSummary>
      {!open && !booked && <StyledNotice $tone="error">{t.over}</StyledNotice>}
      {step.kind === 'idle' && step.message && (
        <StyledNotice $tone="error" role="alert">
          {step.message}
        </StyledNotice>
      )}
      {step.kind === 'paying' && !dialog && <StyledStatus role="status">{t.paying}</StyledStatus>}
      {dialog}
      <StyledButtonRow>
        {(open || booked) && (
          <StyledButton type="button" onClick={accept} disabled={busy} aria-busy={busy}>
            {busy ? t.working : booked ? t.showBooking : offer.isPaid ? t.confirmPaid(amount) : t.confirmFree}
          </StyledButton>
        )}
        <StyledButtonLink to="/events" $variant="secondary">
          {t.backToEvents}
        </StyledButtonLink>
      </StyledButtonRow>
    </StyledPage>
  );
}

/** The offer's summary: labels beside their values, in a card, at most a readable width. */
const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  div {
    display: contents;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledReceiptBox = styled.div`
  max-width: ${({ theme }) => theme.layout.receiptWidth};
  background: ${({ theme }) => theme.colors.surface};
`;
