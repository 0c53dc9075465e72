import type { ReactNode } from 'react';
import {
  StyledCard,
  StyledCardTitle,
  StyledErrorText,
  StyledGrid,
  StyledLead,
  StyledMuted,
  StyledPageHeader,
  StyledPageTitle,
  StyledSection,
  StyledSectionTitle,
  StyledStatus,
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

/** What a list read from the API says while it loads, when it could not be read, and when it is empty. */
export interface ListTexts {
  failed: string;
  loading: string;
  empty: string;
}

/**
 * The line a list read from the API shows instead of its items: the failure (an alert) when nothing could be
 * read, a status while loading, the empty text; null once there are items to show.
 */
export function listState(items: readonly unknown[] | undefined, error: unknown, texts: ListTexts) {
  if (error && !items) return <StyledErrorText role="alert">{texts.failed}</StyledErrorText>;
  if (!items) return <StyledStatus role="status">{texts.loading}</StyledStatus>;
  if (items.length === 0) return <StyledStatus>{texts.empty}</StyledStatus>;
  return null;
}

/** A list read from the API as a grid of cards, or the line that stands for it (see listState). */
export function LoadedGrid<T extends { id: string }>({
  items,
  error,
  texts,
  children,
}: {
  items: readonly T[] | undefined;
  error: unknown;
  texts: ListTexts;
  children: (item: T) => ReactNode;
}) {
  const state = listState(items, error, texts);
  if (state || !items) return state;
  return (
    <StyledGrid>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </StyledGrid>
  );
}
