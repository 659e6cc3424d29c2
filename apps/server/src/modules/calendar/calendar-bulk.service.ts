import { sql, type SQL } from 'drizzle-orm';
import { repeatDates, type CreateForParticipantsBody } from '@stride/contracts';
import { recordAudits } from '../../platform/audit/audit.js';
import { intArray, rowsOf, textArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { authorize } from '../../platform/http/authorize.js';
import { HttpError, fieldError } from '../../platform/http/errors.js';
import { visibleParticipantIds } from '../profiles/index.js';
import { ADDED } from './calendar-edit.service.js';
import { checkMadeCount, newRepeatKey } from './calendar-rows.js';
import { DEFINITION_COPY_COLUMNS, definitionCopyValues } from './calendar.copy.js';
import { fieldsOf, getDefinition, resolveMedia, type UploadedMedia } from '../routines/index.js';
import { CALENDAR_ITEM_ENTITY } from './definition-uses.js';

const NOUN = { EXERCISE: 'an exercise', ACTIVITY: 'an activity' } as const;

/**
 * The values of a one-off item as the SELECT list of DEFINITION_COPY_COLUMNS (one parameter each, typed), so
 * that both ways of making items share one column list.
 */
function oneOffValues(
  kind: 'EXERCISE' | 'ACTIVITY',
  body: CreateForParticipantsBody,
  media: [number | null, number | null],
): SQL {
  const f = fieldsOf({ ...body, title: body.title! });
  return sql`${kind}::text, null::int, ${f.title}::text, ${f.description}::text, '{}'::jsonb, ${media[0]}::int, ${media[1]}::int,
    ${f.mobileStaticMediaId}::int, ${f.externalUrl}::text, ${f.timeSeconds}::int, ${f.weight}::real, ${f.repetitions}::int,
    ${f.series}::int, ${f.restTimeBetweenSeries}::int, ${f.restTimeAfterExercise}::int, ${f.distance}::real,
    ${textArray(f.collect)}, '[]'::jsonb`;
}

/**
 * POST /routines/exercises and /routines/activities: one item on `date` (with a repeat, its occurrences) for
 * each participant, every one of them one the actor sees (else 400 naming the others, nothing made): a copy
 * of a library definition of that kind the actor sees, or a one-off item. One INSERT … SELECT whatever the
 * number of participants and occurrences; the occurrences of each participant share a repeat key. Audited
 * one row per item made.
 */
export async function createForParticipants(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: 'EXERCISE' | 'ACTIVITY',
  body: CreateForParticipantsBody,
  files: UploadedMedia,
  /** Takes the library files made of the uploads: their processing starts after the commit. */
  uploaded: number[],
): Promise<{ message: string; participants: number; items: number }> {
  const wanted = [...new Set(body.participants)];
  const dates = repeatDates(body.date, body.repeat);
  checkMadeCount(wanted.length * dates.length);
  const visible = await visibleParticipantIds(tx, ctx, wanted);
  const unknown = wanted.filter((p) => !visible.has(p));
  if (unknown.length) {
    throw fieldError('body.participants', `These participants were not found: ${unknown.slice(0, 20).join(', ')}.`);
  }
  // Every participant is one the actor sees: the calendar's rule for a change of each.
  authorize(actor, 'participantCalendar.change', { userId: -1, visibleToActor: true });

  let values: SQL;
  let from = sql``;
  let title = body.title ?? null;
  if (body.definitionId !== undefined) {
    try {
      title = (await getDefinition(tx, ctx, actor, body.definitionId, kind)).title;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) {
        throw fieldError('body.definitionId', `Choose ${NOUN[kind]} of your library.`);
      }
      throw err;
    }
    values = definitionCopyValues;
    from = sql`join routine_definitions d on d.tenant_id = ${ctx.tenantId} and d.id = ${body.definitionId}::int`;
  } else {
    const media = await resolveMedia(tx, ctx, actor, body.media, files.file, null, 'body.media');
    const additional = await resolveMedia(
      tx,
      ctx,
      actor,
      body.additionalMedia,
      files.additionalFile,
      null,
      'body.additionalMedia',
    );
    uploaded.push(...[media.uploaded, additional.uploaded].filter((id): id is number => id !== undefined));
    values = oneOffValues(kind, body, [media.id, additional.id]);
  }
  const keys = wanted.map(() => (body.repeat ? newRepeatKey() : ''));
  const made = rowsOf<{ id: number; participant_profile_id: number; date: string; repeat_key: string | null }>(
    await tx.execute(sql`
      insert into participant_routine_items (tenant_id, participant_profile_id, date, position, repeat_key,
        created_by_profile_id, ${DEFINITION_COPY_COLUMNS})
      select ${ctx.tenantId}, pp.id, dd.day,
        coalesce((select max(p.position) + 1 from participant_routine_items p
          where p.tenant_id = ${ctx.tenantId} and p.participant_profile_id = pp.id and p.date = dd.day), 0),
        nullif(pp.repeat_key, '')::uuid, ${actor.profileId}::int, ${values}
      from unnest(${intArray(wanted)}, ${textArray(keys)}) as pp(id, repeat_key)
      cross join unnest(${textArray(dates)}::date[]) as dd(day)
      ${from}
      returning id, participant_profile_id, date::text as date, repeat_key::text as repeat_key`),
  );
  await recordAudits(
    tx,
    ctx,
    made.map((r) => ({
      operation: 'CREATE' as const,
      entityType: CALENDAR_ITEM_ENTITY,
      entityId: Number(r.id),
      after: {
        id: Number(r.id),
        participantProfileId: Number(r.participant_profile_id),
        date: r.date,
        kind,
        definitionId: body.definitionId ?? null,
        title,
        repeatKey: r.repeat_key,
      },
    })),
  );
  return { message: ADDED[kind], participants: wanted.length, items: made.length };
}
