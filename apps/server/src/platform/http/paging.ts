import { sql } from 'drizzle-orm';
import type { PageMeta, PageQuery } from '@stride/contracts';

/** `count(*) over ()`: the total of a paged query in the same round trip. */
export const totalCount = () => sql<number>`count(*) over ()`.mapWith(Number);

export const pageWindow = (q: PageQuery) => ({ limit: q.perPage, offset: (q.page - 1) * q.perPage });

export function pageMeta(totalCount: number, q: PageQuery): PageMeta {
  return {
    totalCount,
    pageCount: Math.ceil(totalCount / q.perPage),
    currentPage: q.page,
    perPage: q.perPage,
  };
}

/** `{ <key>: items, _meta }`, the list shape (docs/architecture.md, "Conventions"). */
export function paged<K extends string, T>(key: K, items: T[], total: number, q: PageQuery) {
  return { [key]: items, _meta: pageMeta(total, q) } as { [P in K]: T[] } & { _meta: PageMeta };
}
