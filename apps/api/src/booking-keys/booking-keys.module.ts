import { Module } from '@nestjs/common';
import { BookingKeys } from './booking-keys.service.js';

/** The booking link and ticket keys, for the registrations (which hand out links) and the bookings routes. */
@Module({ providers: [BookingKeys], exports: [BookingKeys] })
export class BookingKeysModule {}
