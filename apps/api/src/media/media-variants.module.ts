import { Module } from '@nestjs/common';
import { MediaVariantsService } from './media-variants.service.js';
import { MediaRepository } from './media.repository.js';

/** Renditions of uploaded images for the public reads (no routes of its own). */
@Module({ providers: [MediaRepository, MediaVariantsService], exports: [MediaVariantsService] })
export class MediaVariantsModule {}
