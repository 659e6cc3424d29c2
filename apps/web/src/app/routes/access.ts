import type { AccessClaims, RouteAccessContext, TenantConfig } from '@stride/contracts';
import { useMemo } from 'react';
import { useSession } from '../auth/session';
import { useTenant } from '../tenant/TenantContext';

export function routeAccess(claims: AccessClaims, tenant: TenantConfig): RouteAccessContext {
  return { role: claims.role_id, features: tenant.features, userFlags: { surveyAvailable: claims.survey_available } };
}

/** What the signed-in user may see (role, tenant features, own flags); null when signed out. */
export function useRouteAccess(): RouteAccessContext | null {
  const claims = useSession()?.claims;
  const tenant = useTenant();
  return useMemo(() => (claims ? routeAccess(claims, tenant) : null), [claims, tenant]);
}
