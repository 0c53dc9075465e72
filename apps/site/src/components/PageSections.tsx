import type { ReactNode } from 'react';
import {
  StyledCard,
  StyledCardTitle,
  StyledGrid,
  StyledLead,
  StyledMuted,
  StyledPageHeader,
  StyledPageTitle,
  StyledSection,
  StyledSectionTitle,
  StyledTag,
} from './layout';

/** A content page's heading: its title (the page's one h1) and the lead paragraph under it. */
export function PageHeader({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <StyledPageHeader>
      <StyledPageTitle>{title}</StyledPageTitle>
      <StyledLead>{lead}</StyledLead>
    </StyledPageHeader>
  );
}

/** A section of a page, named for screen readers by its h2 (`id` ties the two together). */
export function PageSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <StyledSection aria-labelledby={id}>
      <StyledSectionTitle id={id}>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}

export interface InfoCardContent {
  title: string;
  /** A short label above the title (a duration, a price). */
  tag?: string;
  /** A line of plain text under the title (a schedule). */
  detail?: string;
  /** The muted text that describes it. */
  description: string;
}

/** A grid of text-only cards: tag, title, detail and description, in that order, each optional but the title. */
export function InfoCards({ cards }: { cards: readonly InfoCardContent[] }) {
  return (
    <StyledGrid>
      {cards.map((card) => (
        <li key={card.title}>
          <StyledCard>
            {card.tag && <StyledTag>{card.tag}</StyledTag>}
            <StyledCardTitle>{card.title}</StyledCardTitle>
            {card.detail && <p>{card.detail}</p>}
            <StyledMuted>{card.description}</StyledMuted>
          </StyledCard>
        </li>
      ))}
    </StyledGrid>
  );
}
