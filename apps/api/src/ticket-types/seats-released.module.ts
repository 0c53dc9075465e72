import { Module } from '@nestjs/common';
import { SeatsReleased } from './seats-released.js';

/**
 * The one SeatsReleased of the app, in a module of its own: whatever frees seats (registrations, staff
 * editing ticket types) and whatever listens (the waiting list) import this, and nothing else of
 * ticket-types comes with it.
 */
@Module({
  providers: [SeatsReleased],
  exports: [SeatsReleased],
})
export class SeatsReleasedModule {}
