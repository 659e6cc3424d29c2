import { z } from 'zod';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageMetaSchema = z.object({
  totalCount: z.number().int(),
  pageCount: z.number().int(),
  currentPage: z.number().int(),
  perPage: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** `{ <key>: T[], _meta }`: the list shape (docs/architecture.md, "Conventions"), the item key as the spec names it. */
export function pagedSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), _meta: pageMetaSchema } as { [P in K]: z.ZodArray<T> } & {
    _meta: typeof pageMetaSchema;
  });
}
