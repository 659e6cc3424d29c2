import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type CompanyListQuery,
  type CreateCompanyBody,
  type FeatureFlag,
  type FeatureFlagsBody,
  companiesListedFor,
  type UpdateCompanyBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { deleteVersioned, updateVersioned } from '../../platform/http/etag.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import { countPeopleByCompany, likePattern } from '../profiles/index.js';
import { deleteCompanyPrograms } from '../programs/index.js';
import { auditedCompany, type CompanyRow, presentCompany, presentOne } from './companies.presenter.js';
import { companies } from './companies.table.js';

export const COMPANY_HAS_PEOPLE = 'This company still has people.';

export async function counted(tx: Db, tenantId: string, rows: CompanyRow[]) {
  const counts = await countPeopleByCompany(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentCompany(row, counts.get(row.id)));
}

/** Names sort as stored (the collation's order), the id settling ties. */
function companyOrder({ sort, order }: Pick<CompanyListQuery, 'sort' | 'order'>): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  return [dir(sort === 'createdAt' ? companies.createdAt : companies.name), dir(companies.id)];
}

export async function listCompanies(tx: Db, ctx: RequestContext, q: CompanyListQuery) {
  // The list shows what `company.view` allows (companiesListedFor, its SQL form).
  const scope = companiesListedFor(ctx.actor!);
  if (scope === null) return { practices: [], total: 0 };
  const where: SQL | undefined = and(
    eq(companies.tenantId, ctx.tenantId),
    scope === 'all' ? undefined : eq(companies.id, scope),
    q.search ? ilike(companies.name, likePattern(q.search)) : undefined,
  );
  const rows = await tx
    .select({ company: companies, total: totalCount() })
    .from(companies)
    .where(where)
    .orderBy(...companyOrder(q))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  const practices = await counted(
    tx,
    ctx.tenantId,
    rows.map((r) => r.company),
  );
  return { practices, total: rows[0]?.total ?? 0 };
}

/** The company, if the actor may see it; 404 otherwise (another tenant's, or another company of practice staff). */
export async function getVisibleCompany(tx: Db, ctx: RequestContext, id: number): Promise<{ company: CompanyRow }> {
  const [company] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.tenantId, ctx.tenantId)));
  if (!company) throw notFound('Company');
  authorize(ctx.actor!, 'company.view', company);
  return { company };
}

/** Whether the company is one of the tenant's (a practice a participant is placed in). */
export async function companyExists(tx: Db, tenantId: string, id: number): Promise<boolean> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.tenantId, tenantId)));
  return company !== undefined;
}

/** The names of these companies of the tenant (ids of no company of the tenant are left out). */
export async function companyNamesByIds(
  tx: Db,
  tenantId: string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), anyId(companies.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * A page of the tenant's companies (id and name) by name, but `except` (the routines library's share
 * dialog lists the practices one may share with: every other one of the tenant).
 */
export async function listCompanyNames(
  tx: Db,
  tenantId: string,
  q: { page: number; perPage: number; search?: string },
  except: number | null,
): Promise<{ items: { id: number; name: string }[]; total: number }> {
  const rows = await tx
    .select({ id: companies.id, name: companies.name, total: totalCount() })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        except === null ? undefined : ne(companies.id, except),
        q.search ? ilike(companies.name, likePattern(q.search)) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  return { items: rows.map(({ id, name }) => ({ id, name })), total: rows[0]?.total ?? 0 };
}

/**
 * A company's name in another module's query, in the same round trip (the participant list joins it to
 * show and sort by it): `leftJoin(companyNameJoin.table, companyNameJoin.on(companyId, tenantId))` and
 * `companyNameJoin.name` as a column. The SQL is the join on the table itself; the table stays companies'.
 */
export const companyNameJoin = {
  table: sql`${companies}`,
  on: (companyId: AnyPgColumn, tenantId: AnyPgColumn): SQL =>
    and(eq(companies.id, companyId), eq(companies.tenantId, tenantId))!,
  name: sql<string | null>`${companies.name}`,
};

/**
 * A company's feature flag as a column of another module's query (a participant's journal is on only where
 * their company's is): null when there is no such company (a participant with none).
 */
export const companyFlagOf = (flag: FeatureFlag, companyId: AnyPgColumn, tenantId: AnyPgColumn) =>
  sql<
    boolean | null
  >`(select ${companies[flag]} from ${companies} where ${companies.id} = ${companyId} and ${companies.tenantId} = ${tenantId})`;

/** The company, if the actor may do this to it (its name and picture, its staff, its programs); 404 or 403 otherwise. */
export async function getCompanyFor(
  tx: Db,
  ctx: RequestContext,
  id: number,
  action: 'company.update' | 'company.setFlags' | 'company.delete' | 'company.readStaff' | 'company.writePrograms',
): Promise<{ company: CompanyRow }> {
  const visible = await getVisibleCompany(tx, ctx, id);
  authorize(ctx.actor!, action, visible.company);
  return visible;
}

/** The company, if the actor may edit its name, picture and staff; 404 or 403 otherwise. */
export const getEditableCompany = (tx: Db, ctx: RequestContext, id: number) =>
  getCompanyFor(tx, ctx, id, 'company.update');

export async function createCompany(tx: Db, ctx: RequestContext, body: CreateCompanyBody) {
  const [row] = await tx
    .insert(companies)
    .values({ ...body, tenantId: ctx.tenantId })
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'company',
    entityId: row!.id,
    after: auditedCompany(row!),
  });
  return presentCompany(row!);
}

async function updateCompanyRow(
  tx: Db,
  ctx: RequestContext,
  before: CompanyRow,
  expectedVersion: number,
  values: Partial<typeof companies.$inferInsert>,
  operation: string,
) {
  const row = await updateVersioned(
    tx,
    {
      table: companies,
      id: before.id,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'Company',
      present: presentCompany,
    },
    values,
  );
  await recordAudit(tx, ctx, {
    operation,
    entityType: 'company',
    entityId: row.id,
    before: auditedCompany(before),
    after: auditedCompany(row),
  });
  return row;
}

export async function updateCompany(
  tx: Db,
  ctx: RequestContext,
  id: number,
  expectedVersion: number,
  body: UpdateCompanyBody,
) {
  const { company } = await getEditableCompany(tx, ctx, id);
  const row = await updateCompanyRow(tx, ctx, company, expectedVersion, { name: body.name }, 'UPDATE');
  return presentOne(tx, ctx.tenantId, row);
}

export async function setCompanyFlags(
  tx: Db,
  ctx: RequestContext,
  id: number,
  expectedVersion: number,
  flags: FeatureFlagsBody,
) {
  const { company } = await getCompanyFor(tx, ctx, id, 'company.setFlags');
  const values = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  const row = await updateCompanyRow(tx, ctx, company, expectedVersion, values, 'UPDATE_FLAGS');
  return presentOne(tx, ctx.tenantId, row);
}

export async function setCompanyPicture(
  tx: Db,
  ctx: RequestContext,
  id: number,
  expectedVersion: number,
  picture: { key: string; thumbBase64: string },
) {
  const { company } = await getEditableCompany(tx, ctx, id);
  const row = await updateCompanyRow(
    tx,
    ctx,
    company,
    expectedVersion,
    { pictureKey: picture.key, pictureThumb: picture.thumbBase64 },
    'UPDATE_PICTURE',
  );
  return { company: await presentOne(tx, ctx.tenantId, row), previousKey: company.pictureKey };
}

/**
 * Deletes a company that has no people left (staff or participants): people are never deleted or
 * orphaned as a side effect. Its programs go with it. Answers the picture key to discard.
 */
export async function deleteCompany(tx: Db, ctx: RequestContext, id: number, expectedVersion: number) {
  const { company } = await getCompanyFor(tx, ctx, id, 'company.delete');
  const counts = (await countPeopleByCompany(tx, ctx.tenantId, [id])).get(id);
  if (counts && counts.staff + counts.participants > 0) throw conflict(COMPANY_HAS_PEOPLE);
  const deleted = await deleteVersioned(tx, {
    table: companies,
    id,
    tenantId: ctx.tenantId,
    expectedVersion,
    entity: 'Company',
    present: presentCompany,
  });
  await deleteCompanyPrograms(tx, ctx, id);
  await recordAudit(tx, ctx, {
    operation: 'DELETE',
    entityType: 'company',
    entityId: id,
    before: auditedCompany(company),
  });
  return { previousKey: deleted.pictureKey };
}
