import type { TenantConfig } from '@stride/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const TenantContext = createContext<TenantConfig | null>(null);

export function TenantProvider({ tenant, children }: { tenant: TenantConfig; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): TenantConfig {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant needs a TenantProvider');
  return tenant;
}
