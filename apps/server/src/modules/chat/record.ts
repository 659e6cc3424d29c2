import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RecordFile, RecordSource } from '../accounts/index.js';
import { previewsOfMembers } from '../profiles/index.js';
import { chatChannels, chatMembers, chatMessages, type MessageRow } from './chat.table.js';

/** One line of the transcript per message: when, who, what (a removed one says so; a file by its name). */
function transcriptLine(m: MessageRow, names: Map<number, string>): string {
  const at = m.createdAt.toISOString().replace('T', ' ').slice(0, 16);
  const who = names.get(m.senderProfileId) ?? `#${m.senderProfileId}`;
  const text = m.deletedAt ? '(message removed)' : m.text;
  const attached = [m.file?.name, ...m.mediaLibraryFiles.map((f) => f.title)].filter(Boolean);
  return `[${at} UTC] ${who}: ${text}${attached.length ? ` [attached: ${attached.join(', ')}]` : ''}`;
}

/**
 * A person's export (RECORD_SOURCES in modules/index.ts): the conversations they are in (channels, their
 * membership, every message), the files they attached, and chat.txt, the transcript, oldest first.
 */
export const chatRecord: RecordSource = {
  key: 'chat',
  read: async (tx, ctx, person) => {
    const memberships = await tx
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.tenantId, ctx.tenantId), eq(chatMembers.profileId, person.profileId)));
    const channelIds = memberships.map((m) => m.channelId);
    if (channelIds.length === 0) return { rows: { channels: [], memberships: [], messages: [] } };
    const channels = await tx
      .select()
      .from(chatChannels)
      .where(and(eq(chatChannels.tenantId, ctx.tenantId), inArray(chatChannels.id, channelIds)));
    const messages = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.tenantId, ctx.tenantId), inArray(chatMessages.channelId, channelIds)))
      .orderBy(asc(chatMessages.channelId), asc(chatMessages.timetoken));
    const people = await previewsOfMembers(tx, ctx, [...new Set(messages.map((m) => m.senderProfileId))]);
    const names = new Map(people.map((p) => [p.profileId, p.fullName]));
    const transcript = channels.flatMap((c) => [
      `== ${c.name || (c.isDirectMessage ? 'Direct message' : c.id)} ==`,
      ...messages.filter((m) => m.channelId === c.id).map((m) => transcriptLine(m, names)),
      '',
    ]);
    const attachments: RecordFile[] = messages
      .filter((m) => m.file && !m.deletedAt && m.senderProfileId === person.profileId)
      .map((m) => ({
        path: `files/chat/${m.timetoken}-${m.file!.name.replace(/[/\\]/g, '_')}`,
        storageKey: m.file!.key,
      }));
    const text = Buffer.from(transcript.join('\n'));
    return {
      rows: { channels, memberships, messages },
      files: [...attachments, { path: 'chat.txt', render: () => Promise.resolve(text) }],
    };
  },
};
