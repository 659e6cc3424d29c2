import type { endpoints, PublicTenantConfig } from '@stride/contracts';
import { ApiError } from './ApiError';
import { apiRequest } from './client';

type TenantConfigEndpoint = (typeof endpoints)['health']['tenantConfig'];
/**
 * The tenant's config is read before anything else, by the sign-in page too: that call leaves zod and
 * the endpoint table out of the first chunk (docs/performance.md, "Sign-in page JavaScript"). Its path
 * is the table's, checked at compile time; its answer gets a shape check instead of the schema.
 */
const TENANT_CONFIG: TenantConfigEndpoint['path'] = '/tenant-config';

/** The last config read, for an installed portal opened offline (the tenant's public facts only). */
const KEPT_CONFIG = 'stride.tenantConfig';

export async function fetchTenantConfig(): Promise<PublicTenantConfig> {
  try {
    const response = await apiRequest(TENANT_CONFIG, { parse: asTenantConfig });
    keep(response.data);
    return response.data;
  } catch (error) {
    // No network (status 0): the copy kept last time, if any; any answer of the server stands.
    const kept = error instanceof ApiError && error.status === 0 ? keptConfig() : null;
    if (!kept) throw error;
    return kept;
  }
}

function keep(config: PublicTenantConfig): void {
  try {
    localStorage.setItem(KEPT_CONFIG, JSON.stringify(config));
  } catch {
    // Storage full or refused: the next offline start has no copy.
  }
}

function keptConfig(): PublicTenantConfig | null {
  try {
    const text = localStorage.getItem(KEPT_CONFIG);
    return text ? asTenantConfig(JSON.parse(text)) : null;
  } catch {
    return null;
  }
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
