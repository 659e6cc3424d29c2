import { QueryClient } from '@tanstack/react-query';
import type { TenantConfig } from '@stride/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { TenantProvider } from '../app/tenant/TenantContext';
import { UiProviders } from '../app/ui/UiProviders';
import { buildTenant } from './fixtures';

interface Options {
  path?: string;
  tenant?: TenantConfig;
  /** Extra routes beside the one rendering `ui` at its path pattern. */
  routes?: RouteObject[];
  pattern?: string;
}

/** Renders inside the app's providers (tenant, theme, data cache, snackbar) and a router at `path`. */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', tenant = buildTenant(), routes = [], pattern }: Options = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern ?? path.split('?')[0], element: ui }, ...routes], {
    initialEntries: [path],
  });
  const result = render(
    <TenantProvider tenant={tenant}>
      <UiProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </UiProviders>
    </TenantProvider>,
  );
  return { ...result, router };
}
