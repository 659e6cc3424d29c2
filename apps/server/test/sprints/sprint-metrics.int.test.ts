import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { sendDue } from '../../src/modules/sprints/sender.js';
import { sprintOccurrences } from '../../src/modules/sprints/sprints.table.js';
import { client } from '../calendar/calendar-support.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { metricValue } from '../support/metrics.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;

const gauges = async () => ({
  due: await metricValue(t.app, 'stride_sprint_messages_due'),
  late: await metricValue(t.app, 'stride_sprint_messages_late'),
});

describe('the sprint messages in /metrics', () => {
  it('counts the messages due and, two minutes past their time, late; sent, they leave both', async () => {
    const company = await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const participant = await signedIn(t, {
      roleId: Role.Participant,
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
    });
    await client(t, advisor.token).ok(
      'POST',
      `/messages/users/${participant.user.id}/definitions`,
      { text: 'Running late', startDate: '2036-04-01', time: '08:00' },
      201,
    );
    const mine = eq(sprintOccurrences.participantProfileId, participant.profile.id);
    const before = await gauges();

    /**
     * The message made due `secondsAgo`, and the gauges read. On PostgreSQL the run's other files share the
     * database and their sweeps may send it first (they send whatever is due): then it is made due again.
     */
    async function dueFor(secondsAgo: number) {
      for (let attempt = 0; attempt < 5; attempt++) {
        await db()
          .update(sprintOccurrences)
          .set({ status: 'PLANNED', sendAt: sql`now() - make_interval(secs => ${secondsAgo})` })
          .where(mine);
        const read = await gauges();
        const [row] = await db().select({ status: sprintOccurrences.status }).from(sprintOccurrences).where(mine);
        if (row?.status === 'PLANNED') return read;
      }
      throw new Error('the message was sent by another file each time');
    }

    expect(await dueFor(30)).toEqual({ due: before.due + 1, late: before.late });
    expect(await dueFor(300)).toEqual({ due: before.due + 1, late: before.late + 1 });
    await sendDue(t.app.platform);
    const [row] = await db().select({ status: sprintOccurrences.status }).from(sprintOccurrences).where(mine);
    expect(row?.status).toBe('SENT');
    expect(await gauges()).toEqual({ due: 0, late: 0 });
  });
});
