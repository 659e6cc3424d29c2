import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type Notification,
  type NotificationGroup,
  type NotificationSettings,
  type ProfilePreview,
} from '@stride/contracts';
import { vi } from 'vitest';
import { buildProfile } from '../../test/fixtures';

let nextId = 1;

/** A notification as the server answers it. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    type: 'NEW_LOGIN',
    code: 'NEW_LOGIN_PARTICIPANT',
    message: `Notification ${id}`,
    linkMessage: null,
    unread: true,
    createdDate: new Date(Date.now() - 5 * 60_000).toISOString(),
    resendAt: null,
    parameters: { entityProfileId: 700 },
    urgent: false,
    ...overrides,
  };
}

export function buildPreview(overrides: Partial<ProfilePreview> = {}): ProfilePreview {
  return {
    profileId: 700,
    uuid: 'uuid-700',
    userId: 70,
    fullName: 'Rosa Park',
    thumbnailUrl: null,
    roleId: 7,
    email: 'rosa@example.test',
    ...overrides,
  };
}

export function buildGroup(profile: ProfilePreview, notifications: Notification[], count = notifications.length) {
  return {
    profile,
    notifications,
    countUnread: notifications.filter((n) => n.unread).length,
    count,
  } satisfies NotificationGroup;
}

export interface Call {
  method: string;
  /** The path without /api and the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What the fake notification service holds and answers; every call lands in `calls`. */
export interface FakeNotificationServer {
  calls: Call[];
  flat: Notification[];
  /** The grouped answer per filter (all, 3d, 1d). */
  grouped: Partial<Record<string, NotificationGroup[]>>;
  /** Load more of a group: the next items by profile id. */
  more: Record<number, Notification[]>;
  previews: ProfilePreview[];
  settings: NotificationSettings;
  /** Holds the settings' answer back until it settles (the dialog waits for it). */
  settingsGate?: Promise<void>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with the notification service (and the signed-in person's profile, for the policies' actor). */
export function stubNotificationServer(): FakeNotificationServer {
  const server: FakeNotificationServer = {
    calls: [],
    flat: [],
    grouped: {},
    more: {},
    previews: [buildPreview()],
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS },
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    server.calls.push({ method, path, query: parsed.searchParams, body });
    const base = '/notification-service/notifications';
    if (path.startsWith('/profiles/preview')) {
      const ids = (parsed.searchParams.get('profileIds') ?? '').split(',').map(Number);
      return json({ items: server.previews.filter((p) => ids.includes(p.profileId)) });
    }
    if (path.startsWith('/profiles/')) return json(buildProfile());
    if (path === base && method === 'GET') {
      return json({ unread: server.flat.filter((n) => n.unread).length, items: server.flat });
    }
    if (path === `${base}-grouped` && method === 'GET') {
      const groups = server.grouped[parsed.searchParams.get('filter') ?? 'all'] ?? [];
      return json({ unread: 0, groups });
    }
    const groupPage = new RegExp(`^${base}-grouped/(\\d+)$`).exec(path);
    if (groupPage && method === 'GET') {
      const items = server.more[Number(groupPage[1])] ?? [];
      return json({ items, hasMore: false });
    }
    if (path.endsWith('/readall')) return json({ updated: 1, unread: 0 });
    if (path === `${base}/settings/web`) {
      if (method === 'GET') await server.settingsGate;
      if (method === 'PUT') server.settings = { ...server.settings, ...(body as Partial<NotificationSettings>) };
      return json(server.settings);
    }
    const one = new RegExp(`^${base}/(\\d+)$`).exec(path);
    if (one && method === 'PUT') {
      const id = Number(one[1]);
      const found = [
        ...server.flat,
        ...Object.values(server.grouped).flatMap((g) => g!.flatMap((x) => x.notifications)),
      ];
      const current = found.find((n) => n.id === id);
      if (!current) return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      // Every list holding it sees the change (the same object).
      Object.assign(current, body);
      return json(current);
    }
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  return server;
}
