import { type FoundationPublicDetails, formatIndianLongDate, type Locale } from '@foundation/shared';
import { currentLocale, t } from '../../i18n/i18n';
import { SITE, taxExemptionLine } from '../../siteConfig';
import { useGivingSettings } from './hooks/useGivingSettings';
import { indiaLongDate } from './indiaLongDate';

/** A configured date ('2021-07-09' or an ISO time) as '9 July 2021' (in the language); other text as it is. */
function legalDate(value: string | null, locale: Locale): string | null {
  if (!value) return null;
  return formatIndianLongDate(value, locale) ?? indiaLongDate(value, locale) ?? value;
}

export interface FoundationLegalLines {
  name: string;
  pan: string;
  /** 'URN under section 354: AAATY1234FE20264, approved on …, valid from … to …', or the site's static line. */
  registration80g: string;
  /** The page's top strip: 'URN under section 354: … | Date of approval: …', or the site's static line. */
  strip: string;
  /** The URN's label and value on the Contact page ('URN under section 354', 'AAATY…'), or the site's own. */
  urn: { label: string; value: string };
  /** The approval's details as label and value, for the Contribute page's tax panel. */
  facts: { label: string; value: string }[];
}

/**
 * The foundation's legal details for the footer and the tax panel: the API's validated configuration (the one
 * source the receipts and Form 10BD use too) where it is configured, else the site's own file.
 */
export function foundationLegal(foundation: FoundationPublicDetails | null): FoundationLegalLines {
  const urn = foundation?.urn ?? null;
  if (!foundation || !urn) {
    return {
      name: foundation?.name || SITE.name,
      pan: foundation?.pan ?? SITE.legal.pan,
      registration80g: taxExemptionLine(),
      strip: taxExemptionLine(),
      urn: { label: t('contact.registration80G'), value: SITE.legal.registration80G },
      facts: [{ label: t('contribute.taxPanelTitle'), value: taxExemptionLine() }],
    };
  }
  const locale = currentLocale();
  // The API answers with the law in force today; its approval section names the URN ('80G(5)', '354').
  const section = foundation.taxLaw.approvalSection;
  const approved = legalDate(foundation.approvedOn, locale);
  const from = legalDate(foundation.validFrom, locale);
  const until = legalDate(foundation.validUntil, locale);
  const validity =
    from && until
      ? t('legal.validFromTo', { from, until })
      : until
        ? t('legal.validUntil', { until })
        : from
          ? t('legal.validFrom', { from })
          : null;
  const parts = [
    t('legal.urn', { section, urn }),
    approved ? t('legal.approvedOn', { approved }) : null,
    validity ? t('legal.valid', { validity }) : null,
  ];
  return {
    name: foundation.name || SITE.name,
    pan: foundation.pan ?? SITE.legal.pan,
    registration80g: parts.filter(Boolean).join(', '),
    strip: approved ? t('layout.approval', { section, urn, approved }) : t('legal.urn', { section, urn }),
    urn: { label: t('legal.urnLabel', { section }), value: urn },
    facts: [
      { label: t('legal.urnLabel', { section }), value: urn },
      ...(approved ? [{ label: t('legal.approvedLabel'), value: approved }] : []),
      ...(validity ? [{ label: t('legal.validLabel'), value: validity }] : []),
    ],
  };
}

/** The foundation's legal details today (the regime by date), from the API's giving settings once they answer. */
export function useFoundationLegal(): FoundationLegalLines {
  return foundationLegal(useGivingSettings().foundation);
}
