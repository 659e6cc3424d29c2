import { sql } from 'drizzle-orm';

/**
 * The columns of a calendar item that copy a definition's values (calendar.table.ts), in the order of
 * `definitionCopyValues`: one place for what placing a definition on a participant's calendar copies, used
 * by every INSERT … SELECT that places them (assigning a routine, importing a definition).
 */
export const DEFINITION_COPY_COLUMNS = sql.raw(
  'kind, definition_id, title, description, translations, media_resource_id, additional_media_resource_id, ' +
    'mobile_static_media_id, external_url, time_seconds, weight, repetitions, series, rest_time_between_series, ' +
    'rest_time_after_exercise, distance, collect, exercises',
);

/**
 * The values of DEFINITION_COPY_COLUMNS read from `routine_definitions d` as it is now: its fields, and a
 * circuit's exercises in order as JSON (id, position, title and media of each).
 */
export const definitionCopyValues = sql.raw(copyValues('d'));

/**
 * The values of DEFINITION_COPY_COLUMNS for an item of a routine, `routine_sequence_items i` of definition
 * `d`: the item's own prescription where it has one (issue 29, item 6), else the definition's.
 */
export const sequenceItemCopyValues = sql.raw(copyValues('i'));

function copyValues(prescription: 'd' | 'i'): string {
  const own = (column: string) => (prescription === 'i' ? `coalesce(i.${column}, d.${column})` : `d.${column}`);
  return `d.kind, d.id, d.title, d.description, d.translations, d.media_resource_id,
  d.additional_media_resource_id, d.mobile_static_media_id, d.external_url, ${own('time_seconds')}, ${own('weight')},
  ${own('repetitions')}, ${own('series')}, ${own('rest_time_between_series')}, d.rest_time_after_exercise, d.distance, d.collect,
  case when d.kind = 'SERIES' then coalesce((
    select jsonb_agg(jsonb_build_object('exerciseDefinitionId', e.id, 'position', se.position, 'title', e.title,
      'mediaResourceId', e.media_resource_id) || case when e.translations = '{}'::jsonb then '{}'::jsonb
        else jsonb_build_object('translations', e.translations) end order by se.position)
    from routine_series_exercises se
    join routine_definitions e on e.tenant_id = se.tenant_id and e.id = se.exercise_id
    where se.tenant_id = d.tenant_id and se.series_id = d.id), '[]'::jsonb) else '[]'::jsonb end`;
}
