import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { MediaEntity, UPLOAD_TARGETS, type MediaVariant, type UploadTarget } from './media.entity.js';

/**
 * Where an uploaded image is used: an event's cover or gallery, a program's featured image or gallery, a
 * donation project's image, a hero slide's desktop or mobile picture.
 */
export interface MediaUsage {
  resource: 'events' | 'community-programs' | 'donation-projects' | 'hero-slides';
  id: string;
  title: string;
  /** `description`: an `<img>` of the rich-text description. */
  field:
    | 'imageUrl'
    | 'gallery'
    | 'featuredImageUrl'
    | 'galleryImages'
    | 'description'
    | 'desktopImageUrl'
    | 'mobileImageUrl';
}

/** A usage's resource as a person names one of its records (the refusal to delete a used image). */
export const USAGE_NOUNS: Record<MediaUsage['resource'], string> = {
  events: 'event',
  'community-programs': 'program',
  'donation-projects': 'donation project',
  'hero-slides': 'hero slide',
};

/** An uploaded image with every place that refers to it. */
export interface MediaWithUsages {
  id: string;
  url: string;
  width: number;
  height: number;
  target: UploadTarget;
  originalName: string;
  variants: MediaVariant[];
  createdAt: Date;
  usedIn: MediaUsage[];
}

/** The renditions of one uploaded image, by the URL events and programs store. */
export interface MediaVariantsOfUrl {
  url: string;
  variants: { url: string; width: number; height: number }[];
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
 * The path of a URL however it is written: without scheme and host (`https://site.org/uploads/a.webp`),
 * query string or fragment (`?v=2`, `#top`), and leading `/`, `./` or `../` (`../uploads/a.webp`). Two
 * spellings of one image give the same path, so an image is found used whichever one an editor pasted.
 */
const pathOf = (url: string) =>
  `regexp_replace(regexp_replace(regexp_replace(${url}, '^([a-z][a-z0-9+.-]*:)?//[^/]*', '', 'i'), '[?#].*$', ''), '^(\\.{0,2}/)+', '')`;

/** The `src` of every `<img>` of a rich-text (HTML) column, one row each. */
const imgSources = (column: string) =>
  `regexp_matches(${column}, '<img[^>]*\\ssrc\\s*=\\s*["'']?([^"''\\s>]+)', 'gi')`;

/**
 * Every image URL an event, program, donation project or hero slide refers to, with where, as a path (pathOf): one pass over events and
 * programs per query (their JSONB galleries unnested and their descriptions' `<img>` read in SQL), joined
 * to the page's images by path.
 */
const USAGES_CTE = `usages AS (
    SELECT ${pathOf('x.url')} AS path, x.resource, x.id, x.title, x.field FROM (
      SELECT e.image_url AS url, 'events' AS resource, e.id, e.title, 'imageUrl' AS field
        FROM events e WHERE e.image_url IS NOT NULL
      UNION ALL
      SELECT g.item->>'imageUrl', 'events', e.id, e.title, 'gallery'
        FROM events e CROSS JOIN LATERAL ${elements('e.gallery')} AS g(item)
      UNION ALL
      SELECT s.m[1], 'events', e.id, e.title, 'description'
        FROM events e CROSS JOIN LATERAL ${imgSources('e.description')} AS s(m)
      UNION ALL
      SELECT p.featured_image_url, 'community-programs', p.id, p.title, 'featuredImageUrl'
        FROM community_programs p WHERE p.featured_image_url IS NOT NULL
      UNION ALL
      SELECT g.item->>'url', 'community-programs', p.id, p.title, 'galleryImages'
        FROM community_programs p CROSS JOIN LATERAL ${elements('p.gallery_images')} AS g(item)
      UNION ALL
      SELECT s.m[1], 'community-programs', p.id, p.title, 'description'
        FROM community_programs p CROSS JOIN LATERAL ${imgSources('p.description')} AS s(m)
      UNION ALL
      SELECT dp.image_url, 'donation-projects', dp.id, dp.title, 'imageUrl'
        FROM donation_projects dp WHERE dp.image_url IS NOT NULL
      UNION ALL
      SELECT hs.desktop_image_url, 'hero-slides', hs.id, hs.title, 'desktopImageUrl' FROM hero_slides hs
      UNION ALL
      SELECT hs.mobile_image_url, 'hero-slides', hs.id, hs.title, 'mobileImageUrl' FROM hero_slides hs
    ) x WHERE x.url IS NOT NULL
  )`;

/** The paths of an image (pathOf): of the URL events and programs store, and of each variant's. */
const mediaPaths = (alias: string) =>
  `(SELECT ${pathOf(`${alias}.url`)} UNION SELECT ${pathOf("v.item->>'url'")} FROM ${elements(`${alias}.variants`)} AS v(item))`;

/**
 * A usage's path names the image when it is one of the image's paths, or ends with one after a `/` (a
 * relative URL written from another folder, `x/uploads/a.webp`; an S3 URL through another host name).
 */
const usageOf = (alias: string) =>
  `EXISTS (SELECT 1 FROM ${mediaPaths(alias)} AS mp(path)
            WHERE mp.path <> '' AND (u.path = mp.path OR right(u.path, length(mp.path) + 1) = '/' || mp.path))`;

const usedInOf = (alias: string) => `COALESCE((
    SELECT jsonb_agg(DISTINCT jsonb_build_object('resource', u.resource, 'id', u.id, 'title', u.title, 'field', u.field))
      FROM usages u WHERE ${usageOf(alias)}
  ), '[]'::jsonb)`;

const isUsed = (alias: string) => `EXISTS (SELECT 1 FROM usages u WHERE ${usageOf(alias)})`;

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

const SELECT = `SELECT m.id, m.url, m.width, m.height, m.target, m.original_name AS "originalName", m.variants,
       m.created_at AS "createdAt"`;

/**
 * The SQL of uploaded images (the `media` table), including where events and programs use them (their
 * JSONB galleries unnested in SQL).
 */
@Injectable()
export class MediaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the Gallery screen (react-admin's sort, range and filters), each image with its usages. */
  async list(query: RaListQuery): Promise<ListPage<MediaWithUsages>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const withUsages = filter.used !== undefined ? `WITH ${USAGES_CTE}` : '';
    const [{ total }] = await this.dataSource.query(
      `${withUsages} SELECT count(*)::int AS total FROM media m ${whereSql}`,
      params,
    );
    const rows: MediaWithUsages[] = await this.dataSource.query(
      `WITH ${USAGES_CTE},
       page AS (SELECT m.* FROM media m ${whereSql} ORDER BY ${sort.column} ${sort.order}, m.id ASC
                LIMIT $${params.length + 1} OFFSET $${params.length + 2})
       ${SELECT}, ${usedInOf('m')} AS "usedIn" FROM page m ORDER BY ${sort.column} ${sort.order}, m.id ASC`,
      [...params, limit, offset],
    );
    return { rows, total, offset };
  }

  async findWithUsages(id: string): Promise<MediaWithUsages | undefined> {
    const [row] = await this.dataSource.query(
      `WITH ${USAGES_CTE} ${SELECT}, ${usedInOf('m')} AS "usedIn" FROM media m WHERE m.id = $1`,
      [id],
    );
    return row;
  }

  /** Locks the image's row for the rest of the transaction and gives it with its usages. */
  async lockWithUsages(manager: EntityManager, id: string): Promise<MediaWithUsages | undefined> {
    const [row] = await manager.query(
      `WITH ${USAGES_CTE} ${SELECT}, ${usedInOf('m')} AS "usedIn" FROM media m WHERE m.id = $1 FOR UPDATE OF m`,
      [id],
    );
    return row;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM media WHERE id = $1', [id]);
  }

  /** Records a stored upload; gives its id. */
  async insert(
    fields: Omit<MediaEntity, 'id' | 'createdAt'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    return (await manager.getRepository(MediaEntity).save(fields)).id;
  }

  /** The renditions of the uploaded images among these URLs (one query; other URLs are left out). */
  findVariantsByUrls(urls: string[]): Promise<MediaVariantsOfUrl[]> {
    return this.dataSource.query(`SELECT url, variants FROM media WHERE url = ANY($1::text[])`, [urls]);
  }
}
