import styled from 'styled-components';
import { stack } from '../../../components/layout';
import { hasEventEnded } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { useHydrated } from '../../../lib/hydrated';
import { useRegistrationWindow } from '../hooks/useRegistrationWindow';
import { AVAILABILITY_TEXTS } from '../../registration/availabilityTexts';
import { EVENT_TEXTS } from '../texts';

interface RegisterButtonProps {
  startDate: string;
  endDate: string;
  registrationOpen: boolean;
  /** The server's verdict that the event is over (its end date was before today in India). */
  ended: boolean;
  onRegister: () => void;
  /** Every ticket type is sold out: 'Sold Out' and 'Join the waiting list' instead of a form that cannot succeed. */
  soldOut?: boolean;
  onJoinWaitlist?: () => void;
}

/**
 * 'Register Now', or the disabled 'Registration Closed' once the window has passed, or — once the event is
 * over — 'This event has ended' and no button at all, so no registration form can be opened.
 */
export function RegisterButton({
  startDate,
  endDate,
  registrationOpen,
  ended,
  onRegister,
  soldOut = false,
  onJoinWaitlist,
}: RegisterButtonProps) {
  const open = useRegistrationWindow(startDate, registrationOpen);
  const hydrated = useHydrated();
  // The server's verdict, or the rule itself (by the visitor's clock, once hydrated: never in the HTML the
  // browser hydrates) for a page whose data was fetched before the event ended.
  if (ended || (hydrated && hasEventEnded(endDate)))
    return <StyledEnded>{EVENT_TEXTS.eventEnded}</StyledEnded>;
  if (!open) {
    return (
      <StyledButton type="button" disabled>
        {AVAILABILITY_TEXTS.closed}
      </StyledButton>
    );
  }
  if (soldOut && onJoinWaitlist) {
    return (
      <StyledSoldOut>
        <StyledSoldOutBadge>{AVAILABILITY_TEXTS.soldOut}</StyledSoldOutBadge>
        <StyledNote>{EVENT_TEXTS.soldOutNote}</StyledNote>
        <StyledButton type="button" onClick={onJoinWaitlist} aria-haspopup="dialog">
          {EVENT_TEXTS.joinWaitlist}
        </StyledButton>
      </StyledSoldOut>
    );
  }
  return (
    <StyledButton type="button" onClick={onRegister} aria-haspopup="dialog">
      {EVENT_TEXTS.registerNow}
    </StyledButton>
  );
}

const StyledEnded = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSoldOut = styled.div`
  ${stack('sm')}
  align-items: flex-start;
`;

const StyledSoldOutBadge = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
