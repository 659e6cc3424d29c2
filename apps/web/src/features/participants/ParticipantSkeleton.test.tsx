import { findRoute, Role } from '@stride/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeAccess } from '../../app/routes/access';
import { buildClaims, buildTenant, signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import ParticipantLayout from './ParticipantLayout';

vi.mock('../../app/auth/renewal', () => ({ renewSession: vi.fn() }));

beforeEach(() => {
  signInAs(Role.Advisor);
  // The participant never comes: the page stays in its loading state.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the participant page while it loads', () => {
  it('shows the shapes of the header and the form, not a bare progress bar', () => {
    const tenant = buildTenant();
    const route = findRoute('/participants/:id/general')!;
    const { container } = renderWithApp(
      <ParticipantLayout route={route} access={routeAccess(buildClaims(Role.Advisor), tenant)}>
        <p>General</p>
      </ParticipantLayout>,
      { path: '/participants/5/general', pattern: '/participants/:id/general', tenant },
    );
    const loading = screen.getByRole('status', { name: 'Loading…' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelectorAll('.MuiSkeleton-circular')).toHaveLength(1);
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(8);
    expect(screen.queryByText('General')).toBeNull();
  });
});
