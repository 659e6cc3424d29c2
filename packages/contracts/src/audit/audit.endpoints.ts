import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ADMIN_ROLES } from '../roles.js';
import {
  auditDictionarySchema,
  auditFilterSchema,
  auditOperationDetailSchema,
  auditOperationListQuerySchema,
  auditOperationListSchema,
  databaseLogListSchema,
  databaseLogQuerySchema,
  pageViewDaysQuerySchema,
  pageViewDaysSchema,
} from './audit.js';

/** The audit log read back (spec 002 "Audit", issue 30): the owner's and admins' of the tenant only. */
export const auditEndpoints = {
  operations: endpoint({
    method: 'GET',
    path: '/auditable/operations',
    summary: 'The audit log, newest first, filtered (operation, type, actor, participant, dates, trace, text)',
    query: auditOperationListQuerySchema,
    response: auditOperationListSchema,
    roles: ADMIN_ROLES,
  }),
  operationsCsv: endpoint({
    method: 'GET',
    path: '/auditable/operations.csv',
    summary: 'The filtered audit log as CSV, streamed newest first',
    query: auditFilterSchema,
    download: true,
    roles: ADMIN_ROLES,
  }),
  operation: endpoint({
    method: 'GET',
    path: '/auditable/operations/{id}',
    summary: 'One operation of the audit log with its request and what it wrote',
    params: idParamsSchema,
    response: auditOperationDetailSchema,
    roles: ADMIN_ROLES,
  }),
  databaseLogs: endpoint({
    method: 'GET',
    path: '/auditable/database-logs',
    summary: 'Every row one request (trace id) changed, before and after (404 when the tenant has none)',
    query: databaseLogQuerySchema,
    response: databaseLogListSchema,
    roles: ADMIN_ROLES,
  }),
  pageViews: endpoint({
    method: 'GET',
    path: '/auditable/page-views',
    summary: 'Page views of the portal per day (UTC), the last `days` days',
    query: pageViewDaysQuerySchema,
    response: pageViewDaysSchema,
    roles: ADMIN_ROLES,
  }),
  operationsDictionary: endpoint({
    method: 'GET',
    path: '/dictionaries/auditable-operations',
    summary: "The operations the tenant's audit log holds, for its filter",
    response: auditDictionarySchema,
    roles: ADMIN_ROLES,
  }),
  typesDictionary: endpoint({
    method: 'GET',
    path: '/dictionaries/auditable-types',
    summary: "The entity types the tenant's audit log holds, for its filter",
    response: auditDictionarySchema,
    roles: ADMIN_ROLES,
  }),
};
export type AuditEndpoints = typeof auditEndpoints;
