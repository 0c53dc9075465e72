import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { type UploadTarget } from './media.entity.js';
import { MediaErrorCode, mediaError } from './media.errors.js';
import { MediaRepository, USAGE_NOUNS, type MediaUsage, type MediaWithUsages } from './media.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from './storage/object-storage.js';

export type { MediaUsage };

/** An uploaded image in the admin API (the Gallery screen). */
export interface AdminMedia {
  id: string;
  url: string;
  width: number;
  height: number;
  target: UploadTarget;
  originalName: string;
  variants: { url: string; width: number; height: number }[];
  createdAt: string;
  usedIn: MediaUsage[];
}

const toAdmin = (row: MediaWithUsages): AdminMedia => ({
  id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
  target: row.target,
  originalName: row.originalName,
  variants: row.variants.map(({ url, width, height }) => ({ url, width, height })),
  createdAt: row.createdAt.toISOString(),
  usedIn: [...row.usedIn].sort(
    (a, b) =>
      a.resource.localeCompare(b.resource) ||
      a.title.localeCompare(b.title) ||
      a.field.localeCompare(b.field),
  ),
});

/**
 * The uploaded images (the `media` table) for the Gallery screen: each with where it is used, and deleted
 * (record and stored files) only when used nowhere. The demo seed's pictures under /uploads/demo were
 * never uploaded, so they are not listed.
 */
@Injectable()
export class AdminMediaService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly logger: AppLogger,
    private readonly media: MediaRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminMedia>> {
    const page = await this.media.list(query);
    return { ...page, rows: page.rows.map(toAdmin) };
  }

  async get(id: string): Promise<AdminMedia> {
    const found = await this.media.findWithUsages(id);
    if (!found) throw mediaError(MediaErrorCode.NotFound);
    return toAdmin(found);
  }

  /**
   * Deletes an image used nowhere: its record and every stored variant. The record is removed in a
   * transaction that commits only after the files are gone, so a storage failure leaves the image listed
   * (and deleting it again finishes the job: deletes of missing files succeed).
   */
  async remove(id: string): Promise<AdminMedia> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.media.lockWithUsages(manager, id);
      if (!row) throw mediaError(MediaErrorCode.NotFound);
      const media = toAdmin(row);
      if (media.usedIn.length > 0) {
        const places = media.usedIn.map((usage) => `${USAGE_NOUNS[usage.resource]} "${usage.title}"`);
        throw mediaError(MediaErrorCode.InUse, {
          message: `This image is still used by ${[...new Set(places)].join(', ')}; remove it there first`,
          extra: { usedIn: media.usedIn.length },
        });
      }
      await this.media.delete(manager, id);
      const { url, target, originalName, width, height } = media;
      await this.audit.record(manager, {
        action: 'delete',
        resource: 'media',
        resourceId: id,
        before: { url, target, originalName, width, height },
      });
      try {
        await Promise.all(row.variants.map((variant) => this.storage.delete(variant.key)));
      } catch (error) {
        this.logger.error({ err: error, mediaId: id }, 'Could not delete the stored files of an image');
        throw mediaError(MediaErrorCode.StorageUnavailable);
      }
      return media;
    });
  }
}
