import {
  DEFINITION_PATHS,
  endpoints,
  type CalendarItem,
  type CreateCalendarItemBody,
  type DefinitionKind,
  type UpdateCalendarItemBody,
} from '@stride/contracts';
import type { z } from 'zod';
import { callEndpoint, removeVersioned, type UploadOptions } from '../../app/api';
import type { DefinitionFiles } from '../routines/routinesApi';
import { fetchCalendarItem } from './calendarQueries';

const api = endpoints.calendar;

// The changes of a participant's calendar (spec 001 section 7, "Routines on a participant"). `userId` is the
// participant's user id, as in every /participants/{id} call. Edits are sent once (spec 001 section 8); a
// delete the user asked for is retried once on the item as it is now (removeVersioned).

type ItemRef = Pick<CalendarItem, 'id' | 'kind' | 'version'>;
const itemParams = (userId: number, item: Pick<CalendarItem, 'id' | 'kind'>) => ({
  id: userId,
  kind: DEFINITION_PATHS[item.kind],
  itemId: item.id,
});

/** The files part of a call: none when nothing was chosen, so the change goes as JSON. */
const filesOf = (files: DefinitionFiles) => (files.file || files.additionalFile ? files : undefined);

/** POST …/{kind}/import {date, definitionId}: a copy of a library definition at the end of the day. */
export const importItem = (userId: number, kind: DefinitionKind, date: string, definitionId: number) =>
  callEndpoint(api.importItem, { params: { id: userId, kind: DEFINITION_PATHS[kind] }, body: { date, definitionId } });

/** POST …/{kind}: a one-off item (optionally repeated), JSON or multipart with its files. */
export function createItem(
  userId: number,
  kind: DefinitionKind,
  body: CreateCalendarItemBody,
  files: DefinitionFiles = {},
  options: UploadOptions = {},
) {
  const params = { id: userId, kind: DEFINITION_PATHS[kind] };
  const input = body as z.input<typeof api.createItem.body>;
  return callEndpoint(api.createItem, { params, body: input, files: filesOf(files), ...options });
}

/** PUT …/{kind}/{itemId} with If-Match: the item's values (never its definition's), JSON or multipart. */
export function updateItem(userId: number, item: ItemRef, body: UpdateCalendarItemBody, files: DefinitionFiles = {}) {
  return callEndpoint(api.updateItem, {
    params: itemParams(userId, item),
    body: body as z.input<typeof api.updateItem.body>,
    files: filesOf(files),
    version: item.version,
  });
}

/** Which occurrences of a repeated item a delete reaches. */
export type DeleteScope = 'this' | 'following' | 'all';

/** DELETE …/{kind}/{itemId} with If-Match: this item, this and the following occurrences, or all of them. */
export function deleteItem(userId: number, item: ItemRef, scope: DeleteScope) {
  const query =
    scope === 'following' ? { following: 'true' as const } : scope === 'all' ? { all: 'true' as const } : {};
  return removeVersioned(
    item.version,
    (version) => callEndpoint(api.deleteItem, { params: itemParams(userId, item), query, version }),
    () => fetchCalendarItem(userId, item),
  );
}

/** POST …/{kind}/{itemId}/copy: a copy at the end of its own day (Item duplicated!). */
export const duplicateItem = (userId: number, item: Pick<CalendarItem, 'id' | 'kind'>) =>
  callEndpoint(api.copyItem, { params: itemParams(userId, item), body: {} });

/** PUT …/calendar/items/{itemId} {date} with If-Match: to another day, at its end (Item moved!). */
export const moveItem = (userId: number, item: Pick<CalendarItem, 'id' | 'version'>, date: string) =>
  callEndpoint(api.moveItem, { params: { id: userId, itemId: item.id }, body: { date }, version: item.version });

/** DELETE …/routines/items {items} (Items deleted!). */
export const deleteItems = (userId: number, items: number[]) =>
  callEndpoint(api.deleteItems, { params: { id: userId }, body: { items } });

/** POST …/routines/items/copy {items, dates}: copies at the end of each day (Item pasted! / Exercises pasted!). */
export const pasteItems = (userId: number, items: number[], dates: string[]) =>
  callEndpoint(api.pasteItems, { params: { id: userId }, body: { items, dates } });

/** DELETE …/calendar/items/date/{date} (All activities for the day deleted!). */
export const clearDay = (userId: number, date: string) => callEndpoint(api.clearDay, { params: { id: userId, date } });

/** POST …/calendar/items/date/{date}/copy {dates}: the day's items onto other days (Day pasted!). */
export const pasteDay = (userId: number, source: string, dates: string[]) =>
  callEndpoint(api.pasteDay, { params: { id: userId, date: source }, body: { dates } });
