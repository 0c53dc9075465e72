import { type ReactNode, useId } from 'react';
import { StyledSection, StyledSectionTitle } from '../../../components/layout';

/** One section of an event page: its heading names the region. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <StyledSection aria-labelledby={id}>
      <StyledSectionTitle id={id}>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}
