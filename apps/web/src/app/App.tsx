import type { TenantConfig } from '@stride/contracts';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './routes/router';
import { TenantProvider } from './tenant/TenantContext';

export function App({ tenant }: { tenant: TenantConfig }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <TenantProvider tenant={tenant}>
      <RouterProvider router={router} />
    </TenantProvider>
  );
}
