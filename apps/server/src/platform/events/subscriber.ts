import type { Platform } from '../platform.js';
import type { AppEvent } from './bus.js';
import type { EventType } from './event-map.js';

/** A module's handler of one event, listed once in modules/index.ts (SUBSCRIBERS); app.ts subscribes it. */
export interface Subscriber {
  event: EventType;
  subscribe(platform: Platform): () => void;
}

/** A subscriber typed by the event map: the handler gets the event's payload type and the platform. */
export function defineSubscriber<K extends EventType>(
  event: K,
  handle: (event: AppEvent<K>, platform: Platform) => Promise<void> | void,
): Subscriber {
  return { event, subscribe: (platform) => platform.events.subscribe(event, (e) => handle(e, platform)) };
}
