import { Module } from '@nestjs/common';
import { VishrantiItemsController } from './vishranti-items.controller.js';
import { VishrantiItemsRepository } from './vishranti-items.repository.js';

/** The Vishranti page's regular programs and videos on the public site. */
@Module({
  controllers: [VishrantiItemsController],
  providers: [VishrantiItemsRepository],
})
export class VishrantiItemsModule {}
