import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TicketTypeEntity } from './ticket-type.entity.js';
import { TicketTypesRepository } from './ticket-types.repository.js';
import { TicketTypesService } from './ticket-types.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TicketTypeEntity])],
  providers: [TicketTypesRepository, TicketTypesService],
  exports: [TicketTypesService],
})
export class TicketTypesModule {}
