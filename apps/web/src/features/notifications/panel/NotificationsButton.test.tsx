import { NOTIFICATION_NEW_EVENT, Role } from '@stride/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, disconnectRealtime } from '../../../app/realtime';
import { signInAs } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { NotificationsButton } from './NotificationsButton';
import { buildNotification, stubNotificationServer, type FakeNotificationServer } from '../testNotifications';

const fake = vi.hoisted(() => ({
  on: new Map<string, (...args: unknown[]) => void>(),
  any: null as ((event: string, payload: unknown) => void) | null,
}));
vi.mock('socket.io-client', () => ({
  io: () => ({
    connected: false,
    on: (event: string, handler: (...args: unknown[]) => void) => fake.on.set(event, handler),
    onAny: (handler: (event: string, payload: unknown) => void) => (fake.any = handler),
    emit: () => undefined,
    disconnect: () => undefined,
  }),
}));

let server: FakeNotificationServer;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  server = stubNotificationServer();
  signInAs(Role.Advisor);
  connectRealtime();
});
afterEach(() => {
  disconnectRealtime();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bell = (name: string) => screen.findByRole('button', { name });
const countReads = () =>
  server.calls.filter((c) => c.path === '/notification-service/notifications' && c.query.get('pageSize') === '1')
    .length;

describe('the bell', () => {
  it('rises and bounces on a notification pushed over the socket', async () => {
    server.flat = [buildNotification()];
    act(() => fake.on.get('connect')?.());
    renderWithApp(<NotificationsButton advisor />);
    const button = await bell('Notifications, 1 unread');
    expect(button.querySelector('.bell-bounce')).toBeNull();

    act(() => fake.any?.(NOTIFICATION_NEW_EVENT, { notification: buildNotification(), unread: 2 }));
    expect(await bell('Notifications, 2 unread')).toBeTruthy();
    expect(button.querySelector('.bell-bounce')).not.toBeNull();
  });

  it('polls the count every minute only while the socket is down', async () => {
    act(() => fake.on.get('connect')?.());
    renderWithApp(<NotificationsButton advisor={false} />);
    await bell('Notifications');
    await waitFor(() => expect(countReads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(countReads()).toBe(1);

    act(() => fake.on.get('disconnect')?.());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(countReads()).toBe(2));
  });
});
