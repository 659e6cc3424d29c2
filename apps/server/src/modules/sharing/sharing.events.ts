import type { ShareKind } from './sharing.kinds.js';

/** The sharing module's events (platform/events/event-map.ts). */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /**
     * A subject of a kind whose receivers are told (`notifies`: a folder of definitions, a routine) was
     * shared with a company: one event per receiving company, published after the commit. The one
     * notification of a share (notifications.producers.ts) tells that company's staff.
     */
    'sharing.shared': {
      sharerUserId: number;
      companyId: number;
      subject: ShareKind;
      subjectId: number;
      title: string;
    };
  }
}

export {};
