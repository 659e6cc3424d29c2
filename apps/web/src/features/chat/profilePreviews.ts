import { PROFILE_PREVIEW_BATCH, PROFILE_PREVIEW_DEBOUNCE_MS, endpoints, type ProfilePreview } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { callEndpoint } from '../../app/api';
import { registerBeforeLogout } from '../../app/auth/logout';

type Kind = 'profileIds' | 'profileUuids';

/**
 * Profile previews (name and avatar) for the chat: ids asked for are queued, fetched together after a
 * 2 s pause in batches of 25 per kind, and cached. A failed avatar re-queues its profile (a fresh link).
 */
export class ProfilePreviewClient {
  private byId = new Map<number, ProfilePreview>();
  private byUuid = new Map<string, ProfilePreview>();
  private queued: Record<Kind, Set<string>> = { profileIds: new Set(), profileUuids: new Set() };
  private asked = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly fetchBatch: (kind: Kind, keys: string[]) => Promise<ProfilePreview[]> = defaultFetch,
    private readonly debounceMs = PROFILE_PREVIEW_DEBOUNCE_MS,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  getVersion = () => this.version;

  get(profileId: number): ProfilePreview | undefined {
    return this.byId.get(profileId);
  }
  getByUuid(uuid: string): ProfilePreview | undefined {
    return this.byUuid.get(uuid);
  }

  /** Previews the server sent along (GET /chats, /contacts). */
  seed(previews: readonly ProfilePreview[]): void {
    for (const preview of previews) this.store(preview);
    this.emit();
  }

  request(profileId: number): void {
    if (!this.byId.has(profileId)) this.enqueue('profileIds', String(profileId));
  }
  requestUuid(uuid: string): void {
    if (!this.byUuid.has(uuid)) this.enqueue('profileUuids', uuid);
  }

  /** The avatar image failed (e.g. its signed link expired): forget the link and ask again. */
  avatarFailed(profileId: number): void {
    const preview = this.byId.get(profileId);
    if (preview) this.store({ ...preview, thumbnailUrl: null });
    this.asked.delete(`profileIds:${profileId}`);
    this.enqueue('profileIds', String(profileId), true);
    this.emit();
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.byId.clear();
    this.byUuid.clear();
    this.asked.clear();
    this.queued.profileIds.clear();
    this.queued.profileUuids.clear();
    this.emit();
  }

  private enqueue(kind: Kind, key: string, force = false): void {
    const mark = `${kind}:${key}`;
    if (!force && this.asked.has(mark)) return;
    this.asked.add(mark);
    this.queued[kind].add(key);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.debounceMs);
  }

  async flush(): Promise<void> {
    this.timer = null;
    const work: Promise<void>[] = [];
    for (const kind of Object.keys(this.queued) as Kind[]) {
      const keys = [...this.queued[kind]];
      this.queued[kind].clear();
      for (let i = 0; i < keys.length; i += PROFILE_PREVIEW_BATCH) {
        const batch = keys.slice(i, i + PROFILE_PREVIEW_BATCH);
        work.push(
          this.fetchBatch(kind, batch).then(
            (previews) => this.seed(previews),
            // Not found or failed: asked again the next time someone requests it.
            () => batch.forEach((key) => this.asked.delete(`${kind}:${key}`)),
          ),
        );
      }
    }
    await Promise.all(work);
  }

  private store(preview: ProfilePreview) {
    this.byId.set(preview.profileId, preview);
    this.byUuid.set(preview.uuid, preview);
  }

  private emit() {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }
}

async function defaultFetch(kind: Kind, keys: string[]): Promise<ProfilePreview[]> {
  const answer =
    kind === 'profileIds'
      ? await callEndpoint(endpoints.profiles.previews, { query: { profileIds: keys } })
      : await callEndpoint(endpoints.profiles.previewsByUuid, { query: { profileUuids: keys } });
  return answer.items;
}

export const profilePreviews = new ProfilePreviewClient();
registerBeforeLogout(() => profilePreviews.clear());

/** The preview of a profile (queued for the next batch when not cached). */
export function useProfilePreview(profileId: number | undefined): ProfilePreview | undefined {
  useSyncExternalStore(profilePreviews.subscribe, profilePreviews.getVersion);
  useEffect(() => {
    if (profileId !== undefined) profilePreviews.request(profileId);
  }, [profileId]);
  return profileId === undefined ? undefined : profilePreviews.get(profileId);
}

/** "Advisor · ana@example.com": what tells a person apart from another of the same name. */
export function previewDetails(person: { roleId: number; email: string }, t: TFunction): string {
  return `${t(`roles.${person.roleId}`)} · ${person.email}`;
}
