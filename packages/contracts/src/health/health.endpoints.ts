import { endpoint } from '../endpoint.js';
import { publicTenantConfigSchema } from '../tenant.js';

/** The API's public facts of the host's tenant (/healthz and /readyz are outside /api and not in the table). */
export const healthEndpoints = {
  tenantConfig: endpoint({
    method: 'GET',
    path: '/tenant-config',
    summary: "The host's tenant (look, wording, features) and where its people sign in",
    response: publicTenantConfigSchema,
    roles: 'public',
  }),
};
export type HealthEndpoints = typeof healthEndpoints;
