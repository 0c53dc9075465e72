import { randomBytes, sign, timingSafeEqual, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  bookingPath,
  encodeTicketPayload,
  formatTicketToken,
  localePath,
  TICKET_SIGNATURE_ALGORITHM,
  TICKET_TOKEN_VERSION,
  type CheckInPublicKey,
  type Locale,
  type TicketClaims,
} from '@foundation/shared';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { hashAccessToken } from '../payments/index.js';
import { newTicketSigningSeed, parseTicketSigningKey } from '../config/ticket-signing-key.js';
import {
  deriveBookingToken,
  deriveCheckInLinkToken,
  deriveUnsubscribeToken,
  rawPublicKey,
} from './booking-keys.js';

/**
 * The keys of bookings, read once from the configuration: the secret of each booking's link, and the
 * Ed25519 signature of its ticket. Outside production a missing key is replaced by one made for this
 * process (loadConfig requires both in production), with a warning.
 */
@Injectable()
export class BookingKeys {
  private readonly linkSecret: string;
  private readonly signingKey: KeyObject;
  private readonly publicKeyRaw: string;

  constructor(
    private readonly config: AppConfig,
    logger: AppLogger,
  ) {
    if (!config.BOOKING_LINK_SECRET || !config.TICKET_SIGNING_PRIVATE_KEY) {
      logger.warn(
        'BOOKING_LINK_SECRET or TICKET_SIGNING_PRIVATE_KEY is not set: this process uses keys of its own, so booking links and tickets stop working when it stops (npm start keeps both in var/secrets.json)',
      );
    }
    this.linkSecret = config.BOOKING_LINK_SECRET ?? randomBytes(48).toString('base64url');
    this.signingKey = parseTicketSigningKey(config.TICKET_SIGNING_PRIVATE_KEY ?? newTicketSigningSeed());
    this.publicKeyRaw = rawPublicKey(this.signingKey);
  }

  /** The secret of a registration's booking link, and the hash stored as its access token. */
  bookingToken(registrationId: string): { token: string; hash: string } {
    const token = deriveBookingToken(this.linkSecret, registrationId);
    return { token, hash: hashAccessToken(token) };
  }

  /** The secret of a volunteer's check-in link, and the hash stored for it. */
  checkInLinkToken(linkId: string): { token: string; hash: string } {
    const token = deriveCheckInLinkToken(this.linkSecret, linkId);
    return { token, hash: hashAccessToken(token) };
  }

  /** A newsletter subscription's unsubscribe token (`deriveUnsubscribeToken`). */
  unsubscribeToken(subscriberId: string): string {
    return deriveUnsubscribeToken(this.linkSecret, subscriberId);
  }

  /** The subscription an unsubscribe token was signed for, or null when it is not one of ours. */
  unsubscribeSubscriberId(token: string): string | null {
    const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/.exec(
      token,
    );
    if (!match) return null;
    const expected = Buffer.from(deriveUnsubscribeToken(this.linkSecret, match[1]));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
  }

  /**
   * The booking page's address for the e-mail, or null when the registration's stored access token is not
   * its derived link secret (one made before booking links existed): a link that would answer 404 is left out.
   * The page is in the language the visitor booked in (`/hi/bookings/...` for Hindi).
   */
  bookingUrl(registration: { id: string; accessTokenHash: string | null; locale: Locale }): string | null {
    const { token, hash } = this.bookingToken(registration.id);
    return registration.accessTokenHash === hash
      ? `${this.config.SITE_URL}${localePath(bookingPath(token), registration.locale)}`
      : null;
  }

  /** The token a ticket's QR code holds (shared bookings.ts describes the format). */
  signTicket(claims: Omit<TicketClaims, 'version'>): string {
    const payload = encodeTicketPayload(claims);
    return formatTicketToken(payload, sign(null, payload, this.signingKey));
  }

  /** What `GET /api/check-in/public-key` publishes. */
  publicKey(): CheckInPublicKey {
    return {
      algorithm: TICKET_SIGNATURE_ALGORITHM,
      publicKey: this.publicKeyRaw,
      jwk: { kty: 'OKP', crv: 'Ed25519', x: this.publicKeyRaw },
      tokenVersion: TICKET_TOKEN_VERSION,
    };
  }
}
