import { lazy } from 'react';
import styled from 'styled-components';
import { ServerHtml } from '../components/ServerHtml';
import { withPartTexts } from '../i18n/browserCatalogue';
import { NewsletterForm } from '../modules/newsletter/components/NewsletterForm';
import { NEWSLETTER_TEXTS } from '../modules/newsletter/texts';
import { StyledColumn, StyledHeading } from './footerStyles';

// Content, never lazy: the server renders it into every page, the browser keeps it (components/ServerHtml.tsx).
const frameContent = () => withPartTexts('FrameContent', () => import('./FrameContent'));
export const LegalStrip = lazy(() => frameContent().then((module) => ({ default: module.LegalStrip })));
const FooterColumns = lazy(() => frameContent().then((module) => ({ default: module.FooterColumns })));
const FooterLegal = lazy(() => frameContent().then((module) => ({ default: module.FooterLegal })));

/** The footer: quick links, social links, newsletter, contact details, registration numbers, copyright. */
export default function Footer() {
  return (
    <StyledFooter>
      <StyledColumns>
        <ServerHtml id="footer-columns">
          <FooterColumns />
        </ServerHtml>
        <StyledColumn aria-labelledby="footer-newsletter">
          <StyledHeading id="footer-newsletter">{NEWSLETTER_TEXTS.heading}</StyledHeading>
          <p>{NEWSLETTER_TEXTS.intro}</p>
          <NewsletterForm />
        </StyledColumn>
      </StyledColumns>
      <ServerHtml id="footer-legal">
        <FooterLegal />
      </ServerHtml>
    </StyledFooter>
  );
}

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInkMuted};

  a {
    color: ${({ theme }) => theme.colors.onInkAccent};
  }

  @media print {
    display: none;
  }
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.layout.footerColumnMinWidth}), 1fr)
  );
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }
`;
