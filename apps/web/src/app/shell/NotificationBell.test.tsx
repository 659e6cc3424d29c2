import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from './NotificationBell';

const badgeOf = () => screen.getByRole('button', { name: /^Notifications/ }).querySelector('.MuiBadge-root');

describe('NotificationBell', () => {
  it('shows the unread count, capped at 99+', () => {
    const { rerender } = render(<NotificationBell count={7} onClick={() => undefined} />);
    expect(badgeOf()?.textContent).toBe('7');
    expect(screen.getByRole('button', { name: 'Notifications, 7 unread' })).toBeTruthy();
    rerender(<NotificationBell count={150} onClick={() => undefined} />);
    expect(badgeOf()?.textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toBeTruthy();
  });

  it('bounces when the count rises, not when it falls', () => {
    const { rerender } = render(<NotificationBell count={2} onClick={() => undefined} />);
    expect(badgeOf()?.classList.contains('bell-bounce')).toBe(false);
    rerender(<NotificationBell count={3} onClick={() => undefined} />);
    const bounced = badgeOf();
    expect(bounced?.classList.contains('bell-bounce')).toBe(true);
    rerender(<NotificationBell count={1} onClick={() => undefined} />);
    // Same element: a fall does not restart the animation.
    expect(badgeOf()).toBe(bounced);
  });

  it('does not bounce when the count first loads', () => {
    const { rerender } = render(<NotificationBell count={undefined} onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    rerender(<NotificationBell count={4} onClick={() => undefined} />);
    expect(badgeOf()?.classList.contains('bell-bounce')).toBe(false);
  });
});
