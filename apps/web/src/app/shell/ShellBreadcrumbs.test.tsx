import { Role } from '@stride/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClaims, buildTenant } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { routeAccess } from '../routes/access';
import { BreadcrumbLabelsProvider, useBreadcrumbLabel } from './breadcrumbLabels';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';

const tenant = buildTenant();
const access = routeAccess(buildClaims(Role.Advisor), tenant);

function ParticipantView({ name }: { name?: string }) {
  useBreadcrumbLabel('12', name);
  return <ShellBreadcrumbs access={access} />;
}

function renderAt(path: string, name?: string) {
  renderWithApp(
    <BreadcrumbLabelsProvider>
      <ParticipantView name={name} />
    </BreadcrumbLabelsProvider>,
    { path, tenant },
  );
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
}

describe('ShellBreadcrumbs', () => {
  it('builds /participants/12/general from the route titles, falling back to the id', () => {
    const crumbs = renderAt('/participants/12/general');
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Participants', '12', 'General']);
    expect(crumbs.getByRole('link', { name: 'Participants' }).getAttribute('href')).toBe('/participants');
    expect(crumbs.getByRole('link', { name: '12' }).getAttribute('href')).toBe('/participants/12');
    expect(crumbs.queryByRole('link', { name: 'General' })).toBeNull();
    expect(crumbs.getByText('General').getAttribute('aria-current')).toBe('page');
  });

  it('shows the name the view registers for the id', () => {
    const crumbs = renderAt('/participants/12/general', 'Ada Lovelace');
    expect(crumbs.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/participants/12');
  });

  it('shows a not-linkable route as plain, disabled text', () => {
    const crumbs = renderAt('/profile/general');
    expect(crumbs.queryAllByRole('link')).toHaveLength(0);
    expect(crumbs.getByText('Profile').getAttribute('aria-disabled')).toBe('true');
  });
});
