// The public surface of registrations/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { BookingCancellationService } from './booking-cancellation.service.js';
export { bookingConfirmationMail } from './booking-confirmation-mail.js';
export { CreateRegistrationDto } from './dto/create-registration.dto.js';
export { EVENT_CANCELLED_REFUND_REASON } from './registration-payments.service.js';
export { RegistrationEntity } from './registration.entity.js';
export { bookingTexts, toReceipt } from './registration.presenter.js';
export { TICKET_TYPE_MESSAGES } from './registrations.errors.js';
export { RegistrationsModule } from './registrations.module.js';
export { RegistrationsRepository } from './registrations.repository.js';
export type { RegistrationDetails, RegistrationEvent } from './registrations.repository.js';
