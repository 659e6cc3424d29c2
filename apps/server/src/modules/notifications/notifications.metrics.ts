import type { ModuleMetrics } from '../../platform/metrics/index.js';
import type { Platform } from '../../platform/platform.js';

const SENT = {
  name: 'stride_notifications_sent_total',
  help: 'Notifications written and delivered to their recipients (the panel and open portals), by type.',
  labelNames: ['type'] as const,
};

/** The notifications' series (docs/operations.md, "Metrics"); the pushes are the push module's. */
export const notificationsMetrics: ModuleMetrics = (platform) => {
  platform.metrics.counter(SENT);
};

/** Counts notifications delivered, by their type. */
export function countSent(platform: Platform, types: readonly string[]): void {
  const sent = platform.metrics.counter(SENT);
  for (const type of types) sent.inc({ type });
}
