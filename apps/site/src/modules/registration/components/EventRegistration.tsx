import { lazy, Suspense, useState } from 'react';
import { type EventDetail } from '@foundation/shared';
import { withPartTexts } from '../../../i18n/browserCatalogue';
import { RegisterButton } from '../../events/components/RegisterButton';
import { soldOutTypes } from '../hooks/useTicketSelection';
import { type RegistrationRequest } from './RegistrationFlow';

/*
 * The form, the payment step and the result modals only ever run after a click: their code and their texts
 * are fetched then, not with the page (the page's HTML and its Register button do not need them).
 */
const RegistrationFlow = lazy(() => withPartTexts('RegistrationFlow', () => import('./RegistrationFlow')));

/** Register Now (or Registration Closed), and once clicked the registration flow (./RegistrationFlow.tsx). */
export function EventRegistration({ event }: { event: EventDetail }) {
  const [request, setRequest] = useState<RegistrationRequest | null>(null);
  const allSoldOut =
    event.ticketTypes.length > 0 && soldOutTypes(event.ticketTypes).length === event.ticketTypes.length;

  return (
    <>
      <RegisterButton
        startDate={event.startDate}
        endDate={event.endDate}
        registrationOpen={event.registrationOpen}
        ended={event.ended}
        onRegister={() => setRequest({ kind: 'register' })}
        soldOut={allSoldOut}
        onJoinWaitlist={() => setRequest({ kind: 'waitlist' })}
      />
      {request && (
        <Suspense fallback={null}>
          <RegistrationFlow event={event} request={request} />
        </Suspense>
      )}
    </>
  );
}
