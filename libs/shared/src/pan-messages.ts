/*
 * The two refusals of a donor's tax details, named in MESSAGES (./messages.ts) and used by ./pan.ts: a page
 * that checks a PAN does not load every message of the product with it, nor one that shows a message the PAN.
 */
export const PAN_INVALID = 'PAN must look like ABCDE1234F';
export const ADDRESS_REQUIRED_WITH_PAN = 'Address is required when PAN is given';
