import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { UPLOAD_TARGETS, type MediaVariant, type UploadTarget } from './media.entity.js';
import { MediaErrorCode, mediaError } from './media.errors.js';
import { OBJECT_STORAGE, type ObjectStorage } from './storage/object-storage.js';

/** Where an uploaded image is used: an event's cover or gallery, a program's featured image or gallery. */
export interface MediaUsage {
  resource: 'events' | 'community-programs';
  id: string;
  title: string;
  field: 'imageUrl' | 'gallery' | 'featuredImageUrl' | 'galleryImages';
}

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

interface MediaRow {
  id: string;
  url: string;
  width: number;
  height: number;
  target: UploadTarget;
  original_name: string;
  variants: MediaVariant[];
  created_at: Date;
  used_in: MediaUsage[];
}

interface MediaFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  target: UploadTarget;
  used: boolean;
}

const LIST_SPEC: ListSpec<MediaFilters> = {
  sortable: {
    id: 'm.id',
    createdAt: 'm.created_at',
    originalName: 'm.original_name',
    target: 'm.target',
    width: 'm.width',
    height: 'm.height',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    target: filterReaders.oneOf(UPLOAD_TARGETS),
    used: filterReaders.boolean(),
  },
};

/** A jsonb value as a list of its elements ('[]' for anything that is not an array). */
const elements = (column: string) =>
  `jsonb_array_elements(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END)`;

/**
 * Every image URL an event or program refers to, with where: one pass over events and programs per query
 * (their JSONB galleries unnested in SQL), joined to the page's images by URL.
 */
const USAGES_CTE = `usages AS (
    SELECT e.image_url AS url, 'events' AS resource, e.id, e.title, 'imageUrl' AS field
      FROM events e WHERE e.image_url IS NOT NULL
    UNION ALL
    SELECT g.item->>'imageUrl', 'events', e.id, e.title, 'gallery'
      FROM events e CROSS JOIN LATERAL ${elements('e.gallery')} AS g(item)
    UNION ALL
    SELECT p.featured_image_url, 'community-programs', p.id, p.title, 'featuredImageUrl'
      FROM community_programs p WHERE p.featured_image_url IS NOT NULL
    UNION ALL
    SELECT g.item->>'url', 'community-programs', p.id, p.title, 'galleryImages'
      FROM community_programs p CROSS JOIN LATERAL ${elements('p.gallery_images')} AS g(item)
  )`;

/** The URLs of an image: the one events and programs store, and each variant's. */
const mediaUrls = (alias: string) =>
  `(SELECT ${alias}.url UNION SELECT v.item->>'url' FROM ${elements(`${alias}.variants`)} AS v(item))`;

const usedInOf = (alias: string) => `COALESCE((
    SELECT jsonb_agg(DISTINCT jsonb_build_object('resource', u.resource, 'id', u.id, 'title', u.title, 'field', u.field))
      FROM usages u WHERE u.url IN ${mediaUrls(alias)}
  ), '[]'::jsonb)`;

const isUsed = (alias: string) => `EXISTS (SELECT 1 FROM usages u WHERE u.url IN ${mediaUrls(alias)})`;

const toAdmin = (row: MediaRow): AdminMedia => ({
  id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
  target: row.target,
  originalName: row.original_name,
  variants: row.variants.map(({ url, width, height }) => ({ url, width, height })),
  createdAt: row.created_at.toISOString(),
  usedIn: [...row.used_in].sort(
    (a, b) =>
      a.resource.localeCompare(b.resource) ||
      a.title.localeCompare(b.title) ||
      a.field.localeCompare(b.field),
  ),
});

function whereClause(filter: Partial<MediaFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`m.id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.target) where.push(`m.target = ${param(filter.target)}`);
  if (filter.q) where.push(`m.original_name ILIKE ${param(containsPattern(filter.q))}`);
  if (filter.used !== undefined) where.push(filter.used ? isUsed('m') : `NOT ${isUsed('m')}`);
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

const SELECT = `SELECT m.id, m.url, m.width, m.height, m.target, m.original_name, m.variants, m.created_at`;

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
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminMedia>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const withUsages = filter.used !== undefined ? `WITH ${USAGES_CTE}` : '';
    const [{ total }] = await this.dataSource.query(
      `${withUsages} SELECT count(*)::int AS total FROM media m ${whereSql}`,
      params,
    );
    const rows: MediaRow[] = await this.dataSource.query(
      `WITH ${USAGES_CTE},
       page AS (SELECT m.* FROM media m ${whereSql} ORDER BY ${sort.column} ${sort.order}, m.id ASC
                LIMIT $${params.length + 1} OFFSET $${params.length + 2})
       ${SELECT}, ${usedInOf('m')} AS used_in FROM page m ORDER BY ${sort.column} ${sort.order}, m.id ASC`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toAdmin), total, offset };
  }

  async get(id: string): Promise<AdminMedia> {
    const [row] = await this.dataSource.query(
      `WITH ${USAGES_CTE} ${SELECT}, ${usedInOf('m')} AS used_in FROM media m WHERE m.id = $1`,
      [id],
    );
    if (!row) throw mediaError(MediaErrorCode.NotFound);
    return toAdmin(row);
  }

  /**
   * Deletes an image used nowhere: its record and every stored variant. The record is removed in a
   * transaction that commits only after the files are gone, so a storage failure leaves the image listed
   * (and deleting it again finishes the job: deletes of missing files succeed).
   */
  async remove(id: string): Promise<AdminMedia> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: MediaRow[] = await manager.query(
        `WITH ${USAGES_CTE} ${SELECT}, ${usedInOf('m')} AS used_in FROM media m WHERE m.id = $1 FOR UPDATE OF m`,
        [id],
      );
      if (!row) throw mediaError(MediaErrorCode.NotFound);
      const media = toAdmin(row);
      if (media.usedIn.length > 0) {
        const places = media.usedIn.map(
          (usage) => `${usage.resource === 'events' ? 'event' : 'program'} "${usage.title}"`,
        );
        throw mediaError(MediaErrorCode.InUse, {
          message: `This image is still used by ${[...new Set(places)].join(', ')}; remove it there first`,
          extra: { usedIn: media.usedIn.length },
        });
      }
      await manager.query('DELETE FROM media WHERE id = $1', [id]);
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
