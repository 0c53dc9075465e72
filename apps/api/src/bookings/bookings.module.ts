import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../personal-data/personal-data.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { BookingKeysModule } from '../booking-keys/booking-keys.module.js';
import { BookingsController, CheckInController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

/** The booking page's API and the tickets' public key. */
@Module({
  imports: [BookingKeysModule, RegistrationsModule, PersonalDataModule],
  controllers: [BookingsController, CheckInController],
  providers: [BookingsService],
})
export class BookingsModule {}
