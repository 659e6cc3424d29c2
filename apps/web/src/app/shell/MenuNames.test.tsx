import { Role } from '@stride/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClaims, buildTenant } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { routeAccess } from '../routes/access';
import { MainMenu } from './MainMenu';
import { SideDrawer } from './SideDrawer';

function renderDrawer(chatUnread: number) {
  const tenant = buildTenant();
  const access = routeAccess(buildClaims(Role.Advisor), tenant);
  renderWithApp(
    <SideDrawer permanent open onClose={() => undefined} role={Role.Advisor}>
      <MainMenu access={access} chatUnread={chatUnread} />
    </SideDrawer>,
    { tenant },
  );
  return { tenant, menu: within(screen.getByRole('navigation', { name: 'Main' })) };
}

describe('the drawer as a screen reader names it', () => {
  it('names the logo link after the tenant and where it leads', () => {
    const { tenant } = renderDrawer(0);
    const home = screen.getByRole('link', { name: `${tenant.logoAlt}, home page` });
    expect(home.getAttribute('href')).toBe('/participants');
  });

  it('keeps a zero badge out of the Messages link', () => {
    const { menu } = renderDrawer(0);
    expect(menu.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/chat');
  });

  it('says the unread count after the title, not the badge before it', () => {
    const { menu } = renderDrawer(2);
    const link = menu.getByRole('link', { name: 'Messages, 2 unread' });
    expect(link.getAttribute('href')).toBe('/chat');
    // The badge is still shown, hidden from screen readers.
    const badge = link.querySelector('.MuiBadge-badge');
    expect(badge?.textContent).toBe('2');
    expect(badge?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
