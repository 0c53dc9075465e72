import { type FoundationPublicDetails, formatIndianLongDate, type Locale } from '@foundation/shared';
import { currentLocale, t } from '../../i18n/i18n';
import { SITE, taxExemptionLine } from '../../siteConfig';
import { indiaLongDate } from './thanks';

/** A configured date ('2021-07-09' or an ISO time) as '9 July 2021' (in the language); other text as it is. */
function legalDate(value: string | null, locale: Locale): string | null {
  if (!value) return null;
  return formatIndianLongDate(value, locale) ?? indiaLongDate(value, locale) ?? value;
}

export interface FoundationLegalLines {
  name: string;
  pan: string;
  /** '80G URN AAATY1234FE20214, approved on 9 July 2021, valid from … to …', or the site's static line. */
  registration80g: string;
  /** The 80G details as label and value, for the Contribute page's tax panel. */
  facts: { label: string; value: string }[];
}

/**
 * The foundation's legal details for the footer and the tax panel: the API's validated configuration (the one
 * source the receipts and Form 10BD use too) where it is configured, else the site's own file.
 */
export function foundationLegal(foundation: FoundationPublicDetails | null): FoundationLegalLines {
  const urn = foundation?.urn80g ?? null;
  if (!foundation || !urn) {
    return {
      name: foundation?.name || SITE.name,
      pan: foundation?.pan ?? SITE.legal.pan,
      registration80g: taxExemptionLine(),
      facts: [{ label: '80G', value: taxExemptionLine() }],
    };
  }
  const locale = currentLocale();
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
    t('legal.urn', { urn }),
    approved ? t('legal.approvedOn', { approved }) : null,
    validity ? t('legal.valid', { validity }) : null,
  ];
  return {
    name: foundation.name || SITE.name,
    pan: foundation.pan ?? SITE.legal.pan,
    registration80g: parts.filter(Boolean).join(', '),
    facts: [
      { label: t('legal.urnLabel'), value: urn },
      ...(approved ? [{ label: t('legal.approvedLabel'), value: approved }] : []),
      ...(validity ? [{ label: t('legal.validLabel'), value: validity }] : []),
    ],
  };
}
