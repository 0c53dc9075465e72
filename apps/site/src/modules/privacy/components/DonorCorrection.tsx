import { localePath } from '@foundation/shared';
import { StyledMuted, StyledSectionTitle } from '../../../components/layout';
import { pageLocale } from '../../../i18n/pageLocale';
import { RIGHTS_TEXTS as t } from '../rightsTexts';

/**
 * The donor's right to correct their details on My giving: an issued receipt is corrected by staff (cancelled
 * and issued again with a new number, docs/giving-and-tax.md), so the donor writes in; a gift without a tax
 * receipt takes its PAN and address in the page's tax-receipt form.
 */
export function DonorCorrection({ canAddTaxDetails }: { canAddTaxDetails: boolean }) {
  return (
    <section aria-labelledby="rights-correct-heading">
      <StyledSectionTitle as="h3" id="rights-correct-heading">
        {t.correctHeading}
      </StyledSectionTitle>
      <StyledMuted>
        {t.donorCorrectNote} <a href={localePath('/contact', pageLocale())}>{t.donorCorrectLink}</a>
      </StyledMuted>
      {canAddTaxDetails && <StyledMuted>{t.donorCorrectPan}</StyledMuted>}
    </section>
  );
}
