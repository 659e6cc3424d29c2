import { endpoints, findRoute, Role, type Participant, type RouteDef } from '@stride/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../api';
import { buildTenant, signInAs, STANDARD_WORDING } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { RouteGate } from './RouteGate';
import { matchRouteDef } from './matchRoute';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  return () => vi.unstubAllGlobals();
});

const participant12: Participant = {
  id: 12,
  profileId: 40,
  uuid: '00000000-0000-4000-8000-000000000012',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@mail.example',
  emailConfirmed: true,
  language: 'en',
  timeZone: null,
  isActive: true,
  practiceId: 1,
  companyName: 'Acme',
  advisorProfileId: null,
  advisorName: null,
  consultantProfileId: null,
  consultantFullName: null,
  program: 'Company General',
  journalAvailable: false,
  smartSurveyAvailable: true,
  swapAvailable: true,
  surveyAvailable: false,
  thumbnailUrl: null,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 3,
  accountVersion: 1,
};

function routeDef(pattern: string): RouteDef {
  const route = findRoute(pattern);
  if (!route) throw new Error(`No route ${pattern}`);
  return route;
}

/** Renders the gate of the route `path` matches, beside the participant general tab (a redirect target). */
function renderRoute(path: string, tenant = buildTenant()) {
  const match = matchRouteDef(path);
  if (!match) throw new Error(`No route for ${path}`);
  const general = routeDef('/participants/:id/general');
  const routes = [{ path: general.path, element: <RouteGate route={general} /> }];
  return renderWithApp(<RouteGate route={match.route} />, { path, pattern: match.route.path, routes, tenant });
}

describe('RouteGate', () => {
  it('shows a route still to be built as its title, and sets the page title', () => {
    signInAs(Role.Admin);
    // Every route of the table has its screen now (the admin panel's logs were the last): one made up.
    const route = { path: '/still-to-build', title: 'Still to build', requiresAuth: true } as const;
    renderWithApp(<RouteGate route={route} />, { path: route.path });
    expect(screen.getByRole('heading', { level: 1, name: 'Still to build' })).toBeTruthy();
    expect(document.title).toBe('Still to build | Stride');
  });

  it("titles a routine's page with the tenant's word for one: Positive Action here, Routine on brain-health", () => {
    signInAs(Role.Advisor);
    const { unmount } = renderRoute('/routines/routine/7');
    expect(document.title).toBe('Positive Action | Stride');
    unmount();
    renderRoute('/routines/routine/7', buildTenant({ id: 'brain', title: 'Brain', wording: STANDARD_WORDING }));
    expect(document.title).toBe('Routine | Brain');
  });

  it('shows the 404 page for a route the role may not see', () => {
    signInAs(Role.CompanyAdmin);
    renderRoute('/dashboard');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('redirects /participants/12 to its general tab, with the tabs the tenant and the participant allow', async () => {
    signInAs(Role.Advisor);
    // The participant's frame (TAB_LAYOUTS) loads them: their flags gate Journal, Swaps, Smart survey.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.startsWith(endpointUrl(endpoints.participants.get, { id: 12 }))
            ? Response.json(participant12, { headers: { ETag: 'W/"3"' } })
            : new Response(null, { status: 204 }),
        ),
      ),
    );
    const { router } = renderRoute('/participants/12');
    expect(router.state.location.pathname).toBe('/participants/12/general');
    await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs[0]).toBe('General');
    expect(tabs).toContain('Heroic Choices');
    // The routines tab bears the tenant's word, as the menu does (not the spec's "Exercises").
    expect(tabs).toContain('Positive Actions');
    expect(tabs).not.toContain('Journal');
    // The participant has it, the tenant does not.
    expect(tabs).not.toContain('Smart survey');
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  });
});
