import styled from 'styled-components';
import { type EventDetail, formatDateRange, localizedText, mapsSearchUrl } from '@foundation/shared';
import { cluster, stack, StyledBulletList } from '../../../components/layout';
import { usePageTitle } from '../../../components/usePageTitle';
import { RichText } from '../../../components/RichText';
import { hasRichText } from '../../../lib/richText';
import { currentLocale, t } from '../../../i18n/i18n';
import { eventPriceLabel, showsPrice } from '../eventPrice';
import { EVENT_TEXTS } from '../texts';
import { Section } from './EventSection';

/*
 * The event page's parts that only say something (its dates, place and price; description, lists, schedule,
 * cancellation policy):
 * the server renders them, the browser keeps that HTML (components/ServerHtml.tsx) and loads this code only
 * for an event it shows itself, after a click from another page.
 */

/** The sections with a Hindi twin (`featuresHi`, `faqsHi`, ...), shown in the page's language. */
type SectionField =
  | 'features'
  | 'benefits'
  | 'specialFeatures'
  | 'includedItems'
  | 'notIncludedItems'
  | 'cancellationPolicy'
  | 'cancellationPolicyPoints'
  | 'faqs'
  | 'schedule';

const present = (items: readonly string[] | null | undefined) => (items ?? []).filter((item) => item?.trim());

function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  const shown = present(items);
  if (shown.length === 0) return null;
  return (
    <Section title={title}>
      <StyledBulletList>
        {shown.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </StyledBulletList>
    </Section>
  );
}

/** The sections' texts in the page's language: a Hindi twin replaces the whole English section. */
function sectionsOf(event: EventDetail) {
  const locale = currentLocale();
  return <K extends SectionField>(field: K) => localizedText(event, field, locale);
}

/**
 * The event's dates, place (a maps search link) and price under its title. Shown by the browser itself (after
 * a click from another page), it also puts 'dates, place' into the head's description, as the server does.
 */
export function EventFacts({ event }: { event: EventDetail }) {
  const locale = currentLocale();
  const location = localizedText(event, 'location', locale);
  const dates = formatDateRange(event.startDate, event.endDate, locale);
  usePageTitle(localizedText(event, 'title', locale), `${dates}, ${location}`);
  return (
    <StyledFacts>
      <div>
        <dt>{t('events.dates')}</dt>
        <dd>
          <time dateTime={event.startDate}>{dates}</time>
        </dd>
      </div>
      <div>
        <dt>{t('events.location')}</dt>
        <dd>
          <a
            href={mapsSearchUrl(event.location, event.locationMapUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {location}
          </a>
        </dd>
      </div>
      {showsPrice(event) && (
        <div>
          <dt>{t('events.price')}</dt>
          <dd>{eventPriceLabel(event)}</dd>
        </div>
      )}
    </StyledFacts>
  );
}

/** What the event is: its description, what to expect, benefits, what is included or not, the schedule. */
export function EventAbout({ event }: { event: EventDetail }) {
  // The description in the page's language (its Hindi twin where staff wrote one).
  const description = localizedText(event, 'description', currentLocale());
  const section = sectionsOf(event);
  const schedule = (section('schedule') ?? []).filter((item) => item.activity?.trim());
  return (
    <>
      {hasRichText(description) && (
        <Section title={EVENT_TEXTS.aboutThisEvent}>
          <RichText html={description} />
        </Section>
      )}
      <ListSection title={EVENT_TEXTS.whatToExpect} items={section('features')} />
      <ListSection title={EVENT_TEXTS.benefits} items={section('benefits')} />
      <ListSection title={EVENT_TEXTS.specialFeatures} items={section('specialFeatures')} />
      <ListSection title={EVENT_TEXTS.whatsIncluded} items={section('includedItems')} />
      <ListSection title={EVENT_TEXTS.whatsNotIncluded} items={section('notIncludedItems')} />
      {schedule.length > 0 && (
        <Section title={EVENT_TEXTS.dailySchedule}>
          <StyledSchedule>
            {schedule.map((item, index) => (
              <li key={`${index}-${item.activity}`}>
                <strong>{item.activity}</strong>
                {item.description && <p>{item.description}</p>}
              </li>
            ))}
          </StyledSchedule>
        </Section>
      )}
    </>
  );
}

/** The cancellation policy, as text and as points. */
export function EventPolicy({ event }: { event: EventDetail }) {
  const section = sectionsOf(event);
  const policy = section('cancellationPolicy')?.trim();
  const policyPoints = present(section('cancellationPolicyPoints'));
  if (!policy && policyPoints.length === 0) return null;
  return (
    <Section title={EVENT_TEXTS.cancellationPolicy}>
      {policy && <p>{policy}</p>}
      {policyPoints.length > 0 && (
        <StyledBulletList>
          {policyPoints.map((point, index) => (
            <li key={`${index}-${point}`}>{point}</li>
          ))}
        </StyledBulletList>
      )}
    </Section>
  );
}

const StyledSchedule = styled.ol`
  ${stack('sm')}
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primarySoft}`};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFacts = styled.dl`
  ${stack('xs')}
  margin: 0;

  div {
    ${cluster('xs')}
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
  }
`;
