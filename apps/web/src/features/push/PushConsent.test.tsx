import { endpoints, Role, type NotificationSettings } from '@stride/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import PushConsent from './PushConsent';
import { fakePushBrowser } from './pushTestBrowser';

const BLOCKED =
  'Push notifications blocked. Change your notification and browser settings if you wish to bring them back.';
const settings = (browserNotifications: boolean): NotificationSettings => ({
  routines: true,
  newLogin: true,
  smartSurvey: true,
  journal: true,
  swap: true,
  browserNotifications,
  autoDelete: false,
});

let current: NotificationSettings;
const calls: { method: string; url: string; body?: unknown }[] = [];
let browser: ReturnType<typeof fakePushBrowser>;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  signInAs(Role.Advisor);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith(endpointUrl(endpoints.notifications.settings))) return json(current);
    if (url.startsWith(endpointUrl(endpoints.push.publicKey))) return json({ publicKey: 'BAAA' });
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  browser.restore();
  vi.unstubAllGlobals();
});

describe('PushConsent', () => {
  it('shows the spec’s alert when the browser blocks notifications', async () => {
    current = settings(true);
    browser = fakePushBrowser('denied');
    renderWithApp(<PushConsent />);
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(browser.state.subscribed).toBe(0);
  });

  it('says it in Spanish to a Spanish speaker', async () => {
    await setLanguage('es');
    onTestFinished(() => setLanguage('en'));
    current = settings(true);
    browser = fakePushBrowser('denied');
    renderWithApp(<PushConsent />);
    expect(
      await screen.findByText(
        'Notificaciones push bloqueadas. Cambia la configuración de notificaciones y del navegador si quieres recuperarlas.',
      ),
    ).toBeTruthy();
  });

  it('asks with the push-permission dialog, then subscribes this browser and stores it on the server', async () => {
    current = settings(true);
    browser = fakePushBrowser('default');
    renderWithApp(<PushConsent />);
    const dialog = await screen.findByRole('dialog', { name: 'Browser notifications' });
    browser.state.permission = 'granted';
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: endpointUrl(endpoints.push.subscribe),
        body: {
          endpoint: 'https://push.example/browser-1',
          expirationTime: null,
          keys: { p256dh: 'cDI1NmRo', auth: 'YXV0aA' },
        },
      }),
    );
    expect(browser.state).toMatchObject({ requested: 1, subscribed: 1, registered: ['/sw.js'] });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('asks nothing and ends this browser’s subscription when browser notifications are off', async () => {
    current = settings(false);
    browser = fakePushBrowser('granted');
    // Subscribed earlier, when browser notifications were on.
    await (await navigator.serviceWorker.ready).pushManager.subscribe();
    renderWithApp(<PushConsent />);
    await waitFor(() => expect(browser.state.unsubscribed).toBe(1));
    expect(calls.map((c) => c.method + ' ' + c.url)).toContain(`DELETE ${endpointUrl(endpoints.push.unsubscribe)}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
