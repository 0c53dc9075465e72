import { lazy, useId, useState } from 'react';
import styled from 'styled-components';
import { type EventDetail, type Faq, localizedText } from '@foundation/shared';
import { Gallery } from '../../../components/Gallery';
import { stack } from '../../../components/layout';
import { ServerHtml } from '../../../components/ServerHtml';
import { withPartTexts } from '../../../i18n/browserCatalogue';
import { currentLocale, t } from '../../../i18n/i18n';
import { EVENT_TEXTS } from '../texts';
import { Section } from './EventSection';

// Content, never lazy: in the server's HTML, which the browser keeps (components/ServerHtml.tsx).
const eventContent = () => withPartTexts('EventContent', () => import('./EventContent'));
export const EventFacts = lazy(() => eventContent().then((module) => ({ default: module.EventFacts })));
const EventAbout = lazy(() => eventContent().then((module) => ({ default: module.EventAbout })));
const EventPolicy = lazy(() => eventContent().then((module) => ({ default: module.EventPolicy })));

/** FAQ accordion: one question open at a time. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <StyledFaqList>
      {faqs.map((faq, index) => {
        const expanded = open === index;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li key={`${index}-${faq.question}`}>
            <h3>
              <StyledFaqButton
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{faq.question}</span>
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </StyledFaqButton>
            </h3>
            <StyledFaqAnswer id={panelId} hidden={!expanded}>
              {faq.answer}
            </StyledFaqAnswer>
          </li>
        );
      })}
    </StyledFaqList>
  );
}

/** Every section of docs/product.md §2's event page, each only when it has content. */
export function EventSections({ event }: { event: EventDetail }) {
  const locale = currentLocale();
  const gallery = (event.gallery ?? []).filter((item) => item.imageUrl);
  // A Hindi twin replaces the whole English list where staff wrote one.
  const faqs = (localizedText(event, 'faqs', locale) ?? []).filter((faq) => faq.question?.trim());
  return (
    <>
      <ServerHtml id={`event-about-${event.id}`}>
        <EventAbout event={event} />
      </ServerHtml>
      {gallery.length > 0 && (
        <Section title={EVENT_TEXTS.gallery}>
          <Gallery
            label={t('events.galleryLabel', { title: localizedText(event, 'title', locale) })}
            items={gallery.map((item) => ({ url: item.imageUrl, caption: item.caption }))}
            variants={event.imageVariants}
            captionLang={locale === 'en' ? undefined : 'en'}
          />
        </Section>
      )}
      {faqs.length > 0 && (
        <Section title={EVENT_TEXTS.faq}>
          <FaqAccordion faqs={faqs} />
        </Section>
      )}
      <ServerHtml id={`event-policy-${event.id}`}>
        <EventPolicy event={event} />
      </ServerHtml>
    </>
  );
}

const StyledFaqList = styled.ul`
  ${stack('xs')}
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    font-family: inherit;
    font-size: inherit;
  }
`;

const StyledFaqButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledFaqAnswer = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
