import { ROUTES, Role, type RoleId } from '@stride/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClaims, buildTenant } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { setLanguage } from '../i18n/i18n';
import { routeAccess } from '../routes/access';
import { BottomBar } from './BottomBar';
import { bottomBarPaths } from './menu';

const accessOf = (role: RoleId) => routeAccess(buildClaims(role), buildTenant());

function renderBar(path: string, { chatUnread = 0, onMore = () => undefined, name = 'Sections' } = {}) {
  const paths = bottomBarPaths(accessOf(Role.Participant));
  renderWithApp(<BottomBar paths={paths} chatUnread={chatUnread} onMore={onMore} />, { path });
  return within(screen.getByRole('navigation', { name }));
}

describe("the participant's bottom bar", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("is the participant's only: staff keep the drawer", () => {
    expect(bottomBarPaths(accessOf(Role.Advisor))).toEqual([]);
    expect(bottomBarPaths(accessOf(Role.Owner))).toEqual([]);
    expect(bottomBarPaths(accessOf(Role.Participant))).toContain('/my-day');
  });

  it('offers only the pages the route table has (Calendar and Progress once they are there)', () => {
    const has = (path: string) => ROUTES.some((r) => r.path === path);
    expect(bottomBarPaths(accessOf(Role.Participant))).toEqual(
      ['/my-day', '/my-calendar', '/my-progress', '/chat'].filter(has),
    );
  });

  it('marks the current page, under its path too, and says the unread messages with Chat', () => {
    const bar = renderBar('/my-day/surveys/3', { chatUnread: 4 });
    expect(bar.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
    const chat = bar.getByRole('link', { name: 'Chat, 4 unread' });
    expect(chat.getAttribute('href')).toBe('/chat');
    expect(chat.getAttribute('aria-current')).toBeNull();
    expect(chat.querySelector('.MuiBadge-badge')?.textContent).toBe('4');
  });

  it('opens the drawer with More', () => {
    const onMore = vi.fn();
    const bar = renderBar('/chat', { onMore });
    expect(bar.getByRole('link', { name: 'Chat' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(bar.getByRole('button', { name: 'More' }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('speaks Spanish to a Spanish-speaking participant', async () => {
    await act(() => setLanguage('es'));
    const bar = renderBar('/my-day', { name: 'Secciones' });
    expect(bar.getByRole('link', { name: 'Hoy' }).getAttribute('aria-current')).toBe('page');
    expect(bar.getByRole('link', { name: 'Chat' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Más' })).toBeTruthy();
  });
});
