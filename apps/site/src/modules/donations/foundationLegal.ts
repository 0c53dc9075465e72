import { type FoundationPublicDetails, formatIndianLongDate } from '@foundation/shared';
import { SITE, taxExemptionLine } from '../../siteConfig';
import { indiaLongDate } from './thanks';

/** A configured date ('2021-07-09' or an ISO time) as '9 July 2021'; other text as it is. */
function legalDate(value: string | null): string | null {
  if (!value) return null;
  return formatIndianLongDate(value) ?? indiaLongDate(value) ?? value;
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
  const approved = legalDate(foundation.approvedOn);
  const from = legalDate(foundation.validFrom);
  const until = legalDate(foundation.validUntil);
  const validity =
    from && until ? `${from} to ${until}` : until ? `until ${until}` : from ? `from ${from}` : null;
  const parts = [
    `80G URN ${urn}`,
    approved ? `approved on ${approved}` : null,
    validity ? `valid ${validity}` : null,
  ];
  return {
    name: foundation.name || SITE.name,
    pan: foundation.pan ?? SITE.legal.pan,
    registration80g: parts.filter(Boolean).join(', '),
    facts: [
      { label: '80G URN', value: urn },
      ...(approved ? [{ label: 'Date of approval', value: approved }] : []),
      ...(validity ? [{ label: 'Valid', value: validity }] : []),
    ],
  };
}
