import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/arrays.js';
import { oncePerScrape, type ModuleMetrics } from '../../platform/metrics/index.js';
import { sprintOccurrences } from './sprints.table.js';

/**
 * A planned message this long past its time is late: the sweep runs each minute (sprints.jobs.ts), so one still
 * planned after two has been missed by the wake-up and the sweep alike, or the sender is failing.
 */
export const LATE_AFTER_SECONDS = 120;

/**
 * The sender's backlog, read from its table at scrape time across tenants (docs/operations.md, "Metrics"): messages
 * due (planned, their time come) and, of those, the late ones. Each process answers for the whole table.
 */
export const sprintsMetrics: ModuleMetrics = (platform) => {
  const backlog = oncePerScrape(async () => {
    const [row] = rowsOf<{ due: number; late: number }>(
      await platform.db.execute(sql`
        select (count(*))::int as due,
          (count(*) filter (where send_at <= now() - make_interval(secs => ${LATE_AFTER_SECONDS})))::int as late
        from ${sprintOccurrences} where status = 'PLANNED' and send_at <= now()`),
    );
    return row ?? { due: 0, late: 0 };
  });
  platform.metrics.gauge({
    name: 'stride_sprint_messages_due',
    help: 'Sprint messages whose time has come and that are not sent yet (late ones included).',
    async collect() {
      this.set((await backlog()).due);
    },
  });
  platform.metrics.gauge({
    name: 'stride_sprint_messages_late',
    help: `Sprint messages still not sent ${LATE_AFTER_SECONDS} s after their time.`,
    async collect() {
      this.set((await backlog()).late);
    },
  });
};
