import { Injectable } from '@nestjs/common';
import type { ImageVariantsByUrl } from '@foundation/shared';
import { MediaRepository } from './media.repository.js';

/**
 * The WebP renditions of uploaded images, for responsive `srcset`s on the public site. Images that were not
 * uploaded through the admin (the demo pictures, outside URLs) simply have none.
 */
@Injectable()
export class MediaVariantsService {
  constructor(private readonly media: MediaRepository) {}

  /** One query for all the given image URLs; only URLs with renditions appear in the answer. */
  async variantsFor(urls: readonly (string | null | undefined)[]): Promise<ImageVariantsByUrl> {
    const wanted = [
      ...new Set(urls.filter((url): url is string => typeof url === 'string' && url.length > 0)),
    ];
    if (wanted.length === 0) return {};
    const rows = await this.media.findVariantsByUrls(wanted);
    const byUrl: ImageVariantsByUrl = {};
    for (const row of rows) {
      if (Array.isArray(row.variants) && row.variants.length > 0) {
        byUrl[row.url] = row.variants.map(({ url, width, height }) => ({ url, width, height }));
      }
    }
    return byUrl;
  }
}

/** Adds the renditions of the record's own images (an empty map when none were uploaded). */
export function withVariants<T extends object>(
  record: T,
  variants: ImageVariantsByUrl,
  urls: readonly (string | null | undefined)[],
): T & { imageVariants: ImageVariantsByUrl } {
  const own: ImageVariantsByUrl = {};
  for (const url of urls) if (url && variants[url]) own[url] = variants[url];
  return { ...record, imageVariants: own };
}
