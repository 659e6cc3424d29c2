import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { sprintDefinitions, sprintOccurrences } from './sprints.table.js';

/** A programme message as a calendar feed shows it: when, whether it went, and its text. */
export interface FeedMessage {
  definitionId: number;
  occurrence: number;
  sendAt: Date;
  sent: boolean;
  /** What went (sent), else the text planned. */
  text: string;
}

/**
 * A participant's programme messages sent or planned between two instants, in send order (skipped ones are
 * not in anyone's plan), for the calendar feed (docs/decisions.md, "Coaching loop: the calendar feed").
 */
export async function messagesForFeed(
  tx: Db,
  tenantId: string,
  profileId: number,
  from: Date,
  to: Date,
): Promise<FeedMessage[]> {
  const o = sprintOccurrences;
  const rows = await tx
    .select({
      definitionId: o.definitionId,
      occurrence: o.occurrence,
      sendAt: o.sendAt,
      status: o.status,
      sentText: o.sentText,
      text: sprintDefinitions.text,
    })
    .from(o)
    .innerJoin(
      sprintDefinitions,
      and(eq(sprintDefinitions.tenantId, o.tenantId), eq(sprintDefinitions.id, o.definitionId)),
    )
    .where(
      and(
        eq(o.tenantId, tenantId),
        eq(o.participantProfileId, profileId),
        inArray(o.status, ['PLANNED', 'SENT']),
        gte(o.sendAt, from),
        lt(o.sendAt, to),
      ),
    )
    .orderBy(asc(o.sendAt), asc(o.id));
  return rows.map((r) => ({
    definitionId: r.definitionId,
    occurrence: r.occurrence,
    sendAt: r.sendAt,
    sent: r.status === 'SENT',
    text: (r.status === 'SENT' ? r.sentText : null) ?? r.text,
  }));
}
