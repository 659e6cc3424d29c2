import { Role } from '@stride/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '../../features/auth/LandingPage';
import { buildTenant, signInAs } from '../../test/fixtures';
import { startSignIn } from '../auth/signIn';
import { TenantProvider } from '../tenant/TenantContext';
import { RequireAuth } from './RequireAuth';

vi.mock('../auth/signIn', () => ({ startSignIn: vi.fn(() => Promise.resolve()) }));
vi.mock('./chunks', () => ({ preloadAuthenticated: vi.fn() }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/participants', element: <h1>Participant list</h1> },
          { path: '/participants/:id/general', element: <h1>Participant page</h1> },
          { path: '/my-day', element: <h1>My day page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TenantProvider tenant={buildTenant()}>
      <RouterProvider router={router} />
    </TenantProvider>,
  );
  return router;
}

describe('route guard', () => {
  beforeEach(() => vi.mocked(startSignIn).mockClear());

  it('sends a signed-out visitor to / with the wanted address, and on to sign-in with it', () => {
    const router = renderAt('/participants/12/general?tab=notes');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(`?nextUrl=${encodeURIComponent('/participants/12/general?tab=notes')}`);
    expect(startSignIn).toHaveBeenCalledWith('/participants/12/general?tab=notes');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets a signed-in user through', () => {
    signInAs(Role.Advisor);
    renderAt('/participants/12/general');
    expect(screen.getByRole('heading', { name: 'Participant page' })).toBeTruthy();
  });

  it('sends a signed-in user from / to the nextUrl, or to the landing page of their role', () => {
    signInAs(Role.Advisor);
    expect(renderAt(`/?nextUrl=${encodeURIComponent('/participants/7/general')}`).state.location.pathname).toBe(
      '/participants/7/general',
    );
    expect(renderAt('/').state.location.pathname).toBe('/participants');
    signInAs(Role.Participant);
    expect(renderAt('/').state.location.pathname).toBe('/my-day');
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('ignores a nextUrl leading off the site', () => {
    signInAs(Role.Advisor);
    expect(renderAt(`/?nextUrl=${encodeURIComponent('//evil.example/x')}`).state.location.pathname).toBe(
      '/participants',
    );
  });
});
