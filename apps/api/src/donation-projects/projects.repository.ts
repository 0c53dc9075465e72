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
import { DonationProjectEntity } from './donation-project.entity.js';

interface ProjectFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  isActive: boolean;
}

const LIST_SPEC: ListSpec<ProjectFilters> = {
  sortable: {
    id: 'p.id',
    title: 'p.title',
    goal: 'p.goal',
    raised: '"raised"',
    isActive: 'p.is_active',
    sortOrder: 'p.sort_order',
    createdAt: 'p.created_at',
    updatedAt: 'p.updated_at',
  },
  defaultSort: ['sortOrder', 'ASC'],
  filters: { id: filterReaders.uuids(), q: filterReaders.text(), isActive: filterReaders.boolean() },
};

/** A stored project with what it has raised (whole rupees of its completed donations). */
export interface ProjectRecord {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  goal: number;
  isActive: boolean;
  sortOrder: number;
  titleHi: string | null;
  descriptionHi: string | null;
  raised: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The stored fields of a project an admin writes. */
export type ProjectFields = Pick<
  DonationProjectEntity,
  'title' | 'description' | 'imageUrl' | 'goal' | 'isActive' | 'sortOrder' | 'titleHi' | 'descriptionHi'
>;

/**
 * Only completed donations count: a pending order may never be paid and a failed one was not. Amounts are
 * rupees with paise; the figure shown is whole rupees, rounded down.
 */
const RAISED = `COALESCE((SELECT floor(sum(d.amount))::bigint FROM donations d
    WHERE d.project_id = p.id AND d.payment_status = 'completed'), 0)::float8`;

const COLUMNS = `p.id, p.title, p.description, p.image_url AS "imageUrl", p.goal, p.is_active AS "isActive",
  p.sort_order AS "sortOrder", p.title_hi AS "titleHi", p.description_hi AS "descriptionHi",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt", ${RAISED} AS "raised"`;

function whereClause(filter: Partial<ProjectFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`p.id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(p.title ILIKE ${q} OR p.description ILIKE ${q})`);
  }
  if (filter.isActive !== undefined) where.push(`p.is_active = ${param(filter.isActive)}`);
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The SQL of donation projects (`donation_projects`) and of what each has raised. */
@Injectable()
export class ProjectsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the admin list (react-admin's sort, range and filters), each project with its raised figure. */
  async list(query: RaListQuery): Promise<ListPage<ProjectRecord>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM donation_projects p ${whereSql}`,
      params,
    );
    const rows: ProjectRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM donation_projects p ${whereSql}
       ORDER BY ${sort.column} ${sort.order}, p.id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total, offset };
  }

  /** Active projects in the Contribute page's order (then oldest first). */
  findActive(): Promise<ProjectRecord[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM donation_projects p WHERE p.is_active
       ORDER BY p.sort_order ASC, p.created_at ASC, p.id ASC`,
    );
  }

  async find(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<ProjectRecord | undefined> {
    const [row] = await manager.query(
      `SELECT ${COLUMNS} FROM donation_projects p WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`,
      [id],
    );
    return row;
  }

  /** Whether donations may be designated to the project now (it exists and is active). */
  async isActive(id: string): Promise<boolean> {
    const [row] = await this.dataSource.query('SELECT 1 FROM donation_projects WHERE id = $1 AND is_active', [
      id,
    ]);
    return Boolean(row);
  }

  async insert(manager: EntityManager, fields: ProjectFields): Promise<string> {
    return (await manager.insert(DonationProjectEntity, fields)).identifiers[0].id as string;
  }

  async update(manager: EntityManager, id: string, fields: ProjectFields): Promise<void> {
    await manager.update(DonationProjectEntity, { id }, fields);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(DonationProjectEntity, { id });
  }

  /** Whether any donation or recurring gift (whatever its status) names the project. */
  async hasDonations(manager: EntityManager, id: string): Promise<boolean> {
    const [row] = await manager.query(
      `SELECT 1 FROM donations WHERE project_id = $1
       UNION ALL SELECT 1 FROM recurring_gifts WHERE project_id = $1 LIMIT 1`,
      [id],
    );
    return Boolean(row);
  }
}
