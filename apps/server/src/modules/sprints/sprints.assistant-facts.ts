import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Fact, FactSource } from '../assistant/index.js';
import { readTimetokens } from '../chat/index.js';
import { sprintDefinitions, sprintOccurrences } from './sprints.table.js';

const KEYWORDS = ['sprint', 'sprints', 'message', 'messages', 'read', 'timed', 'release', 'week', 'engaged'];
const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/**
 * The sprint messages sent to the participant in the days asked about (issue 29, item 8), and which of them
 * they have read (their chat's read mark reaches the message). Two queries.
 */
export const sprintsFacts: FactSource = {
  name: 'sprints',
  async facts(tx, ctx, profileId, range) {
    const sent = await tx
      .select({
        date: sprintOccurrences.localDate,
        text: sprintOccurrences.sentText,
        timetoken: sprintOccurrences.chatTimetoken,
        channelId: sprintDefinitions.channelId,
        templateName: sprintDefinitions.templateName,
      })
      .from(sprintOccurrences)
      .innerJoin(
        sprintDefinitions,
        and(
          eq(sprintDefinitions.tenantId, sprintOccurrences.tenantId),
          eq(sprintDefinitions.id, sprintOccurrences.definitionId),
        ),
      )
      .where(
        and(
          eq(sprintOccurrences.tenantId, ctx.tenantId),
          eq(sprintOccurrences.participantProfileId, profileId),
          eq(sprintOccurrences.status, 'SENT'),
          gte(sprintOccurrences.localDate, range.since),
          lte(sprintOccurrences.localDate, range.until),
        ),
      )
      .orderBy(asc(sprintOccurrences.sendAt), asc(sprintOccurrences.id));
    if (sent.length === 0) {
      return [{ text: `Sprint messages ${range.since} to ${range.until}: none sent`, keywords: KEYWORDS }];
    }
    const marks = await readTimetokens(tx, ctx.tenantId, profileId, [...new Set(sent.map((s) => s.channelId))]);
    const isRead = (s: (typeof sent)[number]) => {
      const mark = marks.get(s.channelId);
      return mark !== undefined && s.timetoken !== null && BigInt(s.timetoken) <= mark;
    };
    const facts: Fact[] = [
      {
        text: `Sprint messages ${range.since} to ${range.until}: ${sent.length} sent, ${sent.filter(isRead).length} read`,
        keywords: KEYWORDS,
      },
    ];
    for (const s of sent) {
      const from = s.templateName ? ` from "${s.templateName}"` : '';
      facts.push({
        text: `Sprint message${from} on ${s.date}, ${isRead(s) ? 'read' : 'not read yet'}: "${clip(s.text ?? '')}"`,
        keywords: KEYWORDS,
      });
    }
    return facts;
  },
};
