import styled from 'styled-components';
import { formatIndiaDateTime, formatIndianLongDate, formatInr, type ErasureReport } from '@foundation/shared';
import { StyledButtonLink } from '../../../components/buttons';
import {
  stack,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledSection,
  StyledSectionTitle,
} from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { RIGHTS_TEXTS } from '../rightsTexts';

/** The clear page after an erasure: what was erased, and what is kept, why and until when. */
export function ErasedView({ report }: { report: ErasureReport }) {
  const t = RIGHTS_TEXTS;
  const locale = currentLocale();
  const count = Object.values(report.erased).reduce((sum, n) => sum + n, 0);
  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>{t.erasedTitle}</StyledPageTitle>
      </StyledPageHeader>
      <p role="status">{t.erasedNote(count)}</p>
      <StyledSection aria-labelledby="rights-kept-heading">
        <StyledSectionTitle id="rights-kept-heading">{t.keptHeading}</StyledSectionTitle>
        {report.kept.length === 0 ? (
          <p>{t.keptNone}</p>
        ) : (
          <StyledKept>
            {report.kept.map((kept) => (
              <li key={kept.id}>
                {kept.reason === 'tax_record'
                  ? t.keptTaxRecord(
                      formatInr(kept.amount, locale),
                      formatIndiaDateTime(kept.date, locale),
                      formatIndianLongDate(kept.keptUntil, locale) ?? kept.keptUntil ?? '',
                    )
                  : t.keptRecurringGift(formatInr(kept.amount, locale))}
              </li>
            ))}
          </StyledKept>
        )}
      </StyledSection>
      <div>
        <StyledButtonLink to="/">{t.backHome}</StyledButtonLink>
      </div>
    </StyledPage>
  );
}

const StyledKept = styled.ul`
  ${stack('sm')}
  padding-left: ${({ theme }) => theme.space.lg};
`;
