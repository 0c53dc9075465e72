import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../personal-data/index.js';
import { RegistrationsModule } from '../registrations/index.js';
import { BookingKeysModule } from '../booking-keys/index.js';
import { BookingsController, CheckInController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

/** The booking page's API and the tickets' public key. */
@Module({
  imports: [BookingKeysModule, RegistrationsModule, PersonalDataModule],
  controllers: [BookingsController, CheckInController],
  providers: [BookingsService],
})
export class BookingsModule {}
