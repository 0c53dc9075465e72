import type { Response } from 'express';
import { contentRange } from './parse-list-query.js';

export interface ListPage<T> {
  rows: T[];
  total: number;
  offset: number;
}

/** Sets the Content-Range header react-admin needs and answers the rows. */
export function sendListPage<T>(response: Response, resource: string, page: ListPage<T>): T[] {
  response.setHeader('Content-Range', contentRange(resource, page.offset, page.rows.length, page.total));
  return page.rows;
}
