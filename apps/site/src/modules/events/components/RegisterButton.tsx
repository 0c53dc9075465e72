import { MESSAGES } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { useRegistrationWindow } from '../hooks/useRegistrationWindow';
import { EVENT_TEXTS } from '../texts';

interface RegisterButtonProps {
  startDate: string;
  registrationOpen: boolean;
  onRegister: () => void;
}

/** 'Register Now', or the disabled 'Registration Closed' once the window has passed. */
export function RegisterButton({ startDate, registrationOpen, onRegister }: RegisterButtonProps) {
  const open = useRegistrationWindow(startDate, registrationOpen);
  if (!open) {
    return (
      <StyledButton type="button" disabled>
        {MESSAGES.registrationClosed}
      </StyledButton>
    );
  }
  return (
    <StyledButton type="button" onClick={onRegister} aria-haspopup="dialog">
      {EVENT_TEXTS.registerNow}
    </StyledButton>
  );
}
