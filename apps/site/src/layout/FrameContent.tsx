import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { stack } from '../components/layout';
import { localizedText } from '@foundation/shared';
import { useFoundationLegal } from '../modules/donations/foundationLegal';
import { currentLocale, t } from '../i18n/i18n';
import { QUICK_LINKS, SITE } from '../siteConfig';
import { StyledColumn, StyledHeading } from './footerStyles';

const SOCIAL = [
  {
    name: 'Facebook',
    url: SITE.social.facebook,
    icon: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.5-.5z',
  },
  {
    name: 'Instagram',
    url: SITE.social.instagram,
    icon: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  },
  {
    name: 'YouTube',
    url: SITE.social.youtube,
    icon: 'M22 8.2a3 3 0 00-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 002 8.2 31 31 0 002 12a31 31 0 00.1 3.8 3 3 0 002.1 2.1c1.8.5 7.8.5 7.8.5s6 0 7.9-.5a3 3 0 002.1-2.1A31 31 0 0022 12a31 31 0 000-3.8zM10 15V9l5.2 3z',
  },
];

/*
 * The frame's content that is the same on every page of a language: the legal strip above the header and
 * the footer's columns and legal lines. The server renders it into every page; the browser keeps that HTML
 * (components/ServerHtml.tsx) and loads this code only for a page the server did not render.
 */

/** The strip above the header: the 80G approval's line. */
export function LegalStrip() {
  return <p>{useFoundationLegal().strip}</p>;
}

/** The footer's columns but the newsletter's: the foundation, quick links, social links and contact. */
export function FooterColumns() {
  return (
    <>
      <StyledColumn aria-labelledby="footer-about">
        <StyledHeading id="footer-about">{SITE.name}</StyledHeading>
        <p>{localizedText(SITE, 'tagline', currentLocale())}</p>
        <StyledSocial>
          {SOCIAL.map((item) => (
            <li key={item.name}>
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.socialLink', { site: SITE.name, network: item.name })}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={item.icon} />
                </svg>
              </a>
            </li>
          ))}
        </StyledSocial>
      </StyledColumn>
      <StyledColumn as="nav" aria-labelledby="footer-links">
        <StyledHeading id="footer-links">{t('footer.quickLinks')}</StyledHeading>
        <StyledLinks>
          {QUICK_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{t(link.name)}</Link>
            </li>
          ))}
        </StyledLinks>
      </StyledColumn>
      <StyledColumn aria-labelledby="footer-contact">
        <StyledHeading id="footer-contact">{t('footer.contact')}</StyledHeading>
        <address>
          {SITE.address.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          <a href={`tel:${SITE.phones[0].replace(/\s/g, '')}`}>{SITE.phones[0]}</a>
          <br />
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
        </address>
      </StyledColumn>
    </>
  );
}

/** The footer's last lines: licence, PAN, GST, the 80G approval and the copyright. */
export function FooterLegal() {
  const legal = useFoundationLegal();
  return (
    <StyledLegal>
      <p>
        {t('footer.licence', { number: SITE.legal.licence })} | {t('footer.pan', { pan: legal.pan })} |{' '}
        {t('footer.gst', { gst: SITE.legal.gst })}
      </p>
      <p>
        {legal.name}: {legal.registration80g}
      </p>
      <p>{t('footer.copyright', { year: SITE.copyrightYear, site: SITE.name })}</p>
    </StyledLegal>
  );
}

const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.controlSize};
  }
`;

const StyledSocial = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.layout.controlSize};
    height: ${({ theme }) => theme.layout.controlSize};
    border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.onInkMuted}`};
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  svg {
    width: ${({ theme }) => theme.layout.iconSize};
    height: ${({ theme }) => theme.layout.iconSize};
    fill: currentColor;
  }
`;

const StyledLegal = styled.div`
  ${stack('xxs')}
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  border-top: ${({ theme }) => `${theme.borders.thin} ${theme.colors.textMuted}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  }
`;
