import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TicketTypeEntity } from './ticket-type.entity.js';
import { TicketTypesService } from './ticket-types.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TicketTypeEntity])],
  providers: [TicketTypesService],
  exports: [TicketTypesService],
})
export class TicketTypesModule {}
