import { Module } from '@nestjs/common';
import { MediaVariantsService } from './media-variants.service.js';

/** Renditions of uploaded images for the public reads (no routes of its own). */
@Module({ providers: [MediaVariantsService], exports: [MediaVariantsService] })
export class MediaVariantsModule {}
