import { Fragment } from 'react';
import styled from 'styled-components';
import { StyledSection, StyledSectionTitle } from '../../../components/layout';
import { t } from '../../../i18n/i18n';
import { SITE } from '../../../siteConfig';
import { type TaxLawInForce } from '@foundation/shared';
import { lawWords } from '../content';
import { foundationLegal } from '../foundationLegal';
import { useGivingSettings } from '../hooks/useGivingSettings';

/**
 * The Contribute page's tax panel: the approval in force today and the foundation's numbers. It only says
 * something, so the browser keeps the server's HTML of it (components/ServerHtml.tsx) and loads this code
 * only for a Contribute page it shows itself.
 */
/** 'Your donation qualifies for a deduction under section 133 of the Income-tax Act, 2025. …' */
export const taxPanelText = (law: TaxLawInForce) => t('contribute.taxPanelText', lawWords(law));

export function TaxPanel() {
  const { foundation } = useGivingSettings();
  const legal = foundationLegal(foundation);
  return (
    <StyledTaxPanel aria-labelledby="tax-title">
      <StyledSectionTitle id="tax-title">{t('contribute.taxPanelTitle')}</StyledSectionTitle>
      {foundation && <p>{taxPanelText(foundation.taxLaw)}</p>}
      <StyledNumbers>
        <dt>{t('legal.name')}</dt>
        <dd>{legal.name}</dd>
        {legal.facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
        <dt>{t('legal.pan')}</dt>
        <dd>{legal.pan}</dd>
        <dt>{t('legal.licence')}</dt>
        <dd>{SITE.legal.licence}</dd>
        <dt>{t('legal.gst')}</dt>
        <dd>{SITE.legal.gst}</dd>
      </StyledNumbers>
    </StyledTaxPanel>
  );
}

const StyledTaxPanel = styled(StyledSection)`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const StyledNumbers = styled.dl`
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;
