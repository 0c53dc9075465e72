import styled from 'styled-components';
import { StyledCard, StyledPage, StyledSectionTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { ContactForm } from '../modules/contact/components/ContactForm';
import { CONTACT_TEXTS } from '../modules/contact/texts';
import { SITE } from '../siteConfig';
import { useFoundationLegal } from '../modules/donations/foundationLegal';
import { staticPageMeta, type StaticPagePath } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

/** /contact, and /projects, /digital-library and /testimonials, which show the contact page (docs/product.md). */
export default function ContactPage({ page = '/contact' }: { page?: StaticPagePath }) {
  const meta = staticPageMeta(page);
  usePageTitle(meta.title, meta.description);
  const legal = useFoundationLegal();
  return (
    <StyledPage>
      <PageHeader title={CONTACT_TEXTS.title} lead={CONTACT_TEXTS.lead} />
      <StyledColumns>
        <StyledCard as="section" aria-labelledby="contact-form">
          <StyledSectionTitle id="contact-form">{CONTACT_TEXTS.formTitle}</StyledSectionTitle>
          <ContactForm />
        </StyledCard>
        <PageSection id="contact-details" title={CONTACT_TEXTS.detailsTitle}>
          <StyledDetails>
            <dt>{CONTACT_TEXTS.address}</dt>
            <dd>
              {SITE.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </dd>
            <dt>{CONTACT_TEXTS.phones}</dt>
            <dd>
              {SITE.phones.map((phone) => (
                <span key={phone}>
                  <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                  <br />
                </span>
              ))}
            </dd>
            <dt>{CONTACT_TEXTS.email}</dt>
            <dd>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </dd>
          </StyledDetails>
          <StyledSectionTitle as="h3">{CONTACT_TEXTS.legalTitle}</StyledSectionTitle>
          <StyledDetails>
            <dt>{CONTACT_TEXTS.licence}</dt>
            <dd>{SITE.legal.licence}</dd>
            <dt>{CONTACT_TEXTS.pan}</dt>
            <dd>{SITE.legal.pan}</dd>
            <dt>{CONTACT_TEXTS.gst}</dt>
            <dd>{SITE.legal.gst}</dd>
            <dt>{legal.urn.label}</dt>
            <dd>{legal.urn.value}</dd>
          </StyledDetails>
        </PageSection>
      </StyledColumns>
    </StyledPage>
  );
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const StyledDetails = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;
