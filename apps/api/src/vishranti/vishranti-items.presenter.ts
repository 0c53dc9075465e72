import {
  videoEmbedUrl,
  type PublicVishrantiItem,
  type VideoHost,
  type VishrantiItem,
} from '@foundation/shared';
import { type VishrantiItemEntity } from './vishranti-item.entity.js';

/**
 * An item with its embed address derived with today's VIDEO_HOSTS: a video whose host was taken off the
 * list since it was saved is not embedded (the site's CSP would refuse to frame it anyway).
 */
export function toVishrantiItem(row: VishrantiItemEntity, videoHosts: readonly VideoHost[]): VishrantiItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    videoUrl: row.videoUrl,
    videoEmbedUrl: row.videoUrl ? videoEmbedUrl(row.videoUrl, videoHosts) : null,
    link: row.link,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicVishrantiItem(
  row: VishrantiItemEntity,
  videoHosts: readonly VideoHost[],
): PublicVishrantiItem {
  const {
    isActive: _active,
    createdAt: _created,
    updatedAt: _updated,
    ...shown
  } = toVishrantiItem(row, videoHosts);
  return shown;
}
