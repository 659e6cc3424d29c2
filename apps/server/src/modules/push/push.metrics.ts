import type { ModuleMetrics } from '../../platform/metrics/index.js';
import type { Platform } from '../../platform/platform.js';
import type { PushOutcome } from './push.service.js';

const PUSHED = {
  name: 'stride_notifications_pushed_total',
  help: "Browser pushes of notifications by outcome: accepted by the push service (sent), refused or unreachable (failed), the browser's subscription gone (gone).",
  labelNames: ['outcome'] as const,
};

/** Browser push's series (docs/operations.md, "Metrics"). */
export const pushMetrics: ModuleMetrics = (platform) => {
  platform.metrics.counter(PUSHED);
};

export function countPushed(platform: Platform, outcome: PushOutcome): void {
  const pushed = platform.metrics.counter(PUSHED);
  pushed.inc({ outcome: 'sent' }, outcome.sent);
  pushed.inc({ outcome: 'failed' }, outcome.failed);
  pushed.inc({ outcome: 'gone' }, outcome.removed);
}
