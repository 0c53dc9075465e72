import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { processImage } from './image-processing.js';
import { type MediaVariant, type UploadTarget } from './media.entity.js';
import { MediaRepository } from './media.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from './storage/object-storage.js';

/** Folders per target, after docs/product.md §7's storage buckets and paths. */
const FOLDERS: Record<UploadTarget, string> = {
  'event-cover': 'events/event-images',
  'event-gallery': 'events/event-gallery',
  'program-featured': 'community-programs/featured',
  'program-gallery': 'community-programs/gallery',
  'project-image': 'donation-projects',
  'slide-desktop': 'hero-slides/desktop',
  'slide-mobile': 'hero-slides/mobile',
};

export interface UploadedImage {
  id: string;
  /** The largest variant: what an event or program stores. */
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; height: number }[];
}

@Injectable()
export class UploadsService {
  constructor(
    private readonly media: MediaRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly logger: AppLogger,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async upload(
    file: { buffer: Buffer; originalname?: string },
    target: UploadTarget,
    adminId: string | null,
  ): Promise<UploadedImage> {
    const image = await processImage(file.buffer);
    const name = randomUUID();
    const stored: MediaVariant[] = [];
    try {
      for (const variant of image.variants) {
        const key = `${FOLDERS[target]}/${name}-${variant.width}.webp`;
        const url = await this.storage.put(key, variant.data, 'image/webp');
        stored.push({ url, key, width: variant.width, height: variant.height, bytes: variant.data.length });
      }
      const largest = stored[stored.length - 1];
      const record = {
        target,
        url: largest.url,
        width: largest.width,
        height: largest.height,
        variants: stored,
        originalName: [...(file.originalname ?? '')]
          .filter((c) => c.charCodeAt(0) >= 0x20)
          .join('')
          .slice(0, 255),
        sourceType: image.sourceType,
        sourceBytes: file.buffer.length,
        uploadedBy: adminId,
      };
      // The record and its audit entry commit together (the files are removed below if either fails).
      const id = await this.dataSource.transaction(async (manager) => {
        const inserted = await this.media.insert(record, manager);
        await this.audit.record(manager, {
          action: 'upload',
          resource: 'media',
          resourceId: inserted,
          after: {
            url: record.url,
            target,
            originalName: record.originalName,
            width: record.width,
            height: record.height,
          },
        });
        return inserted;
      });
      return {
        id,
        url: largest.url,
        width: largest.width,
        height: largest.height,
        variants: stored.map(({ url, width, height }) => ({ url, width, height })),
      };
    } catch (error) {
      await Promise.all(
        stored.map((variant) =>
          this.storage
            .delete(variant.key)
            .catch((cleanup: unknown) =>
              this.logger.warn({ err: cleanup, key: variant.key }, 'Could not remove a partial upload'),
            ),
        ),
      );
      throw error;
    }
  }
}
