import type { endpoints, PublicTenantConfig } from '@stride/contracts';
import { apiRequest } from './client';

type TenantConfigEndpoint = (typeof endpoints)['health']['tenantConfig'];
/**
 * The tenant's config is read before anything else, by the sign-in page too: that call leaves zod and
 * the endpoint table out of the first chunk (docs/performance.md, "Sign-in page JavaScript"). Its path
 * is the table's, checked at compile time; its answer gets a shape check instead of the schema.
 */
const TENANT_CONFIG: TenantConfigEndpoint['path'] = '/tenant-config';

export async function fetchTenantConfig(): Promise<PublicTenantConfig> {
  const response = await apiRequest(TENANT_CONFIG, { parse: asTenantConfig });
  return response.data;
}

function asTenantConfig(value: unknown): PublicTenantConfig {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof PublicTenantConfig, unknown>
  >;
  const ok =
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.mainColor === 'string' &&
    typeof v.logo === 'string' &&
    typeof v.favicon === 'string' &&
    typeof v.palette === 'object' &&
    typeof v.wording === 'object' &&
    typeof v.features === 'object';
  if (!ok) throw new Error('Tenant configuration is malformed');
  return value as PublicTenantConfig;
}
