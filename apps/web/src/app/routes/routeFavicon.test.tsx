import { findRoute, type RouteDef } from '@stride/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTenant } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { PublicRouteGate } from './PublicRouteGate';

const brain = buildTenant({
  id: 'brain',
  favicon: '/tenants/brain/favicon.svg',
  features: { screener: true, publicScreener: true, smartSurvey: true },
});
const routeOf = (path: string): RouteDef => findRoute(path)!;
const icon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');

beforeEach(() => {
  // The pages' own calls stay unanswered: only the route's metadata is under test.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("a route's favicon (spec 002: updated from route metadata)", () => {
  it("/survey shows its own favicon from the tenant's assets, and the tenant's is back when it is left", async () => {
    const { unmount } = renderWithApp(<PublicRouteGate route={routeOf('/survey')} />, {
      path: '/survey',
      tenant: brain,
    });
    await waitFor(() => expect(icon()).toBe('/tenants/brain/framework-survey.svg'));
    expect(document.title).toBe('Framework survey | Stride');
    unmount();
    expect(icon()).toBe('/tenants/brain/favicon.svg');
  });

  it("/screener keeps the tenant's favicon", async () => {
    renderWithApp(<PublicRouteGate route={routeOf('/screener')} />, { path: '/screener', tenant: brain });
    await waitFor(() => expect(icon()).toBe('/tenants/brain/favicon.svg'));
  });
});
