/**
 * Generous limits of public writes per client address: every test request comes from 127.0.0.1 (hundreds of
 * registrations in one suite), so the production defaults would refuse them. Tests of the limits set their
 * own; the production defaults themselves are never changed for tests.
 */
export const GENEROUS_WRITE_LIMITS: Record<string, string> = {
  REGISTRATIONS_MAX_PER_IP: '1000000',
  DONATION_ORDERS_MAX_PER_IP: '1000000',
  CONTACT_MAX_PER_IP: '1000000',
  NEWSLETTER_MAX_PER_IP: '1000000',
  MY_GIVING_WRITES_MAX_PER_IP: '1000000',
  BOOKING_RESENDS_MAX_PER_IP: '1000000',
  BOOKING_CANCELS_MAX_PER_IP: '1000000',
  PERSONAL_DATA_WRITES_MAX_PER_IP: '1000000',
  // The hold caps count unpaid seats per address, e-mail and phone: suites hold hundreds from one of each.
  HOLD_MAX_PENDING_SEATS_PER_HOLDER: '1000',
  HOLD_MAX_SHARE_OF_SEATS_LEFT: '100',
  VOLUNTEER_APPLICATIONS_MAX_PER_IP: '1000000',
  CHECK_IN_SCANS_MAX_PER_CALLER: '1000000',
};
