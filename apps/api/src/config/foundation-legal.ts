/**
 * What a deductible receipt states about the foundation under one tax regime (from the configuration, see
 * AppConfig.foundationLegalFor). Receipts issued before the regimes stored the URN as `urn80g`.
 */
export interface FoundationLegalDetails {
  name: string;
  /** Postal address on one line. */
  address: string;
  pan: string;
  /** Unique Registration Number of the approval under the regime's approval section (80G(5), 354). */
  urn: string;
  /** Date of the approval, `YYYY-MM-DD`. */
  approvedOn: string;
  /** First and last day of the approval's validity, `YYYY-MM-DD`. */
  validFrom: string;
  validUntil: string;
  /** Printed under the signature line ('Managing Trustee'). */
  signatoryTitle: string;
}
