import { MEDIA_IN_USE } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../../../app/api';
import { formatDateTime } from '../../../app/format/dates';
import { formatDay } from '../../../app/format/days';

/**
 * The 409 of a delete refused for uses or content (contracts' mediaInUseErrorSchema), read leniently: a
 * use type added by a later issue still explains itself in general words instead of failing the parse.
 */
const inUseBodySchema = z.object({
  code: z.literal(MEDIA_IN_USE),
  message: z.string().optional(),
  removable: z.boolean(),
  filelist: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      utilizations: z.array(
        z.object({
          utilizationType: z.string(),
          eligibleForRemoval: z.boolean(),
          metadata: z.record(z.string(), z.unknown()).default({}),
        }),
      ),
    }),
  ),
});
export type InUse = z.infer<typeof inUseBodySchema>;

/** The file list of a MEDIA_IN_USE answer, or null for any other failure. */
export function readInUse(error: unknown): InUse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = inUseBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The sentence of each use type; a type added later reads 'library.inUseOther'. */
const SENTENCES: Readonly<Record<string, string>> = {
  SENT_TO_PARTICIPANT: 'library.inUseSent',
  SENT_MESSAGE_OR_PAST_DEFINITION: 'library.inUseSentMessage',
  TO_BE_SENT: 'library.inUseToBeSent',
  SPRINT_TEMPLATE: 'library.inUseSprintTemplate',
  ROUTINE_DEFINITION: 'library.inUseDefinition',
  PARTICIPANT_CALENDAR: 'library.inUseCalendar',
  SWAP: 'library.inUseSwap',
};
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The first of the metadata's names that holds a text. */
const pick = (metadata: Record<string, unknown>, ...names: string[]) =>
  names.map((name) => text(metadata[name])).find((value) => value !== undefined);

/**
 * One sentence per use, built from the server's list (spec 001 section 8): "Walk video was sent to Ana
 * Ruiz on 11/21/2026, 10:04 AM." or "... is scheduled to be sent to ... and cannot be removed."
 */
export function describeUse(
  title: string,
  use: InUse['filelist'][number]['utilizations'][number],
  t: TFunction,
): string {
  const { metadata } = use;
  const who = pick(metadata, 'receiverName', 'participantName', 'recipientName') ?? t('library.inUseSomeone');
  const at = pick(metadata, 'sentAt', 'scheduledAt', 'sendAt', 'date');
  const when = at ? t('library.inUseOn', { date: formatDateTime(at) }) : '';
  const what = pick(metadata, 'templateName', 'name') ?? t('library.inUseATemplate');
  // A calendar's use: its items' days (plain dates), as the calendar writes them.
  const from = formatDay(pick(metadata, 'firstDate') ?? '');
  const to = formatDay(pick(metadata, 'lastDate') ?? '');
  const count = Number(pick(metadata, 'items') ?? 1);
  const sentence = t(SENTENCES[use.utilizationType] ?? 'library.inUseOther', {
    title,
    who,
    when,
    what,
    from,
    to,
    count,
  });
  return use.eligibleForRemoval
    ? t('library.inUseRemovable', { sentence })
    : t('library.inUseNotRemovable', { sentence });
}

/** Each file with its uses in words; files without uses are listed by title (a folder's content). */
export function explainInUse(inUse: InUse, t: TFunction): { inUse: string[]; content: string[] } {
  const used: string[] = [];
  const content: string[] = [];
  for (const file of inUse.filelist) {
    if (file.utilizations.length === 0) content.push(file.title);
    for (const use of file.utilizations) used.push(describeUse(file.title, use, t));
  }
  return { inUse: used, content };
}
